// generator/checks/reachability.ts on the basic fixture: a form nothing opens and an operation nothing
// calls are refused unless the spec says why; the runtime's own calls and forms count, read as text; a
// reason that no longer holds is refused too; a misspelt name is reported once, where it is written.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { copyFixture, edit } from './helpers';

const OPENAPI = 'spec/openapi.yaml';
const ROUTES = 'spec/routes.yaml';
const REGISTER_ROUTE = '    query: [invite]\n    form: register\n';
const LIST_ITEMS_UNUSED =
  '      operationId: listItems\n      x-access: public\n      x-unused: the fixture tests the typed client it generates, not a page\n';

type Edit = [file: string, find: string, replace: string];

async function diagnosticsOf(edits: Edit[], screenCode = ''): Promise<string[]> {
  const root = copyFixture('basic');
  for (const [file, find, replace] of edits) edit(root, file, find, replace);
  if (screenCode) appendFileSync(join(root, 'src/screens/home.tsx'), screenCode);
  return (await generate({ root, check: true })).diagnostics.map(formatDiagnostic);
}

describe('reachability', () => {
  it('refuses a form no route, block, action or screen opens', async () => {
    expect(await diagnosticsOf([[ROUTES, REGISTER_ROUTE, '    query: [invite]\n    screen: home\n']])).toEqual([
      'spec/forms/register.yaml:1:1: form `register` is used by no route, block, action or screen — open it from spec/routes.yaml (form: register), or say why it stays: unused: <reason>',
    ]);
  });

  it('takes a form a screen opens, or one the spec says why it stays', async () => {
    const unrouted: Edit = [ROUTES, REGISTER_ROUTE, '    query: [invite]\n    screen: home\n'];
    expect(await diagnosticsOf([unrouted], "\nexport const registerForm = 'register';\n")).toEqual([]);
    expect(
      await diagnosticsOf([
        unrouted,
        [
          'spec/forms/register.yaml',
          'title: 注册\n',
          'title: 注册\nunused: opened by the partner site, not by this portal\n',
        ],
      ]),
    ).toEqual([]);
  });

  it('refuses an operation no page, form or screen calls', async () => {
    expect(
      await diagnosticsOf([[OPENAPI, LIST_ITEMS_UNUSED, '      operationId: listItems\n      x-access: public\n']]),
    ).toEqual([
      'spec/openapi.yaml:32:20: operation `listItems` is called by no page, form or screen — call it from spec/routes.yaml, a form or the runtime (api.listItems), or say why not: x-unused: <reason>',
    ]);
  });

  it('takes an operation the runtime calls as api.<operationId>', async () => {
    const code = '\nexport const items = () => api.listItems({ size: 10 });\n';
    expect(
      await diagnosticsOf(
        [[OPENAPI, LIST_ITEMS_UNUSED, '      operationId: listItems\n      x-access: public\n']],
        code,
      ),
    ).toEqual([]);
  });

  it('refuses a reason that no longer holds', async () => {
    expect(
      await diagnosticsOf([['spec/forms/login.yaml', 'title: 登录\n', 'title: 登录\nunused: nobody logs in\n']]),
    ).toEqual(['spec/forms/login.yaml:2:1: form `login` is marked unused but is opened — drop `unused:`']);
    expect(await diagnosticsOf([], '\nexport const items = () => api.listItems({ size: 10 });\n')).toEqual([
      'spec/openapi.yaml:34:7: operation `listItems` is marked unused but is called — drop `x-unused`',
    ]);
  });

  it('reports a misspelt form once, where it is named, not again as the real one unreached', async () => {
    const found = await diagnosticsOf([[ROUTES, REGISTER_ROUTE, '    query: [invite]\n    form: registr\n']]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^spec\/routes\.yaml:\d+:\d+: unknown form `registr`/);
  });
});
