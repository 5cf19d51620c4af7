// One mistake, one diagnostic, over the project's own spec: a file that does not parse is reported
// once, and the files that name what it defines are not reported against its absence (screens.yaml's
// routes, routes.yaml's fragment uses).
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { edit, PROJECT_ROOT } from './helpers';

const roots: string[] = [];

/** The project's spec/ copied, its src/ and sandbox/ linked (read only). */
function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'one-mistake-'));
  cpSync(join(PROJECT_ROOT, 'spec'), join(root, 'spec'), { recursive: true });
  for (const dir of ['src', 'sandbox']) symlinkSync(join(PROJECT_ROOT, dir), join(root, dir));
  roots.push(root);
  return root;
}

afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('a file that does not parse', () => {
  it('routes.yaml: its syntax error alone, no unknown routes in screens.yaml', async () => {
    const root = copyProject();
    edit(
      root,
      'spec/routes.yaml',
      '    more: { label: 更多, route: chaCulture }',
      '    more: { label: 更多, route: chaCulture',
    );
    const { diagnostics } = await generate({ root, outDir: join(root, 'out') });
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^spec\/routes\.yaml:\d+:\d+: YAML syntax error: /),
    ]);
  });

  it('fragments.yaml: its syntax error alone, no unknown fragments in routes.yaml', async () => {
    const root = copyProject();
    edit(root, 'spec/fragments.yaml', '  likeToggle:\n', '  likeToggle: [\n');
    const { diagnostics } = await generate({ root, outDir: join(root, 'out') });
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^spec\/fragments\.yaml:\d+:\d+: YAML syntax error: /),
    ]);
  });
});
