// The language of spec/ as a product owner meets it: every mistake is a diagnostic at file:line:col in
// their words (never a crash), and the language is defined once — a block or action kind has its schema
// entry, its conversion and its runtime component, or a test here fails.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatDiagnostic, generate } from '../../generator/index';
import type { Diagnostic } from '../../generator/index';
import { actionIr, blockIr } from '../../generator/page-ir';
import { ACTION_KINDS, BLOCK_KINDS, schemas } from '../../generator/spec-schemas';
import { copyFixture, edit, PROJECT_ROOT } from './helpers';

const ROUTES = 'spec/routes.yaml';
const DISPLAY = 'spec/display.yaml';

async function diagnosticsOf(root: string): Promise<Diagnostic[]> {
  const result = await generate({ root, check: true });
  return result.diagnostics;
}

async function linesOf(
  fixture: string,
  edits: [string, string, string][],
  files: Record<string, string> = {},
): Promise<string[]> {
  const root = copyFixture(fixture);
  for (const [file, find, replace] of edits) edit(root, file, find, replace);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return (await diagnosticsOf(root)).map(formatDiagnostic);
}

describe('a mistake is a diagnostic, never a crash', () => {
  it('names a misspelt block kind and the kind meant', async () => {
    expect(await linesOf('pages', [[ROUTES, '- carousel:', '- carrousel:']])).toEqual([
      'spec/routes.yaml:12:11: unknown block kind `carrousel` — did you mean `carousel`?',
    ]);
    expect(
      await linesOf('pages', [
        [ROUTES, '          list:\n            pageSize: 10', '          lst:\n            pageSize: 10'],
      ]),
    ).toEqual(['spec/routes.yaml:22:11: unknown block kind `lst` — did you mean `list`?']);
  });

  it('names a misspelt action kind', async () => {
    expect(
      await linesOf('pages', [[ROUTES, '{ when: { linkType: 1 }, navigate:', '{ when: { linkType: 1 }, navigat:']]),
    ).toEqual(['spec/routes.yaml:19:42: unknown action kind `navigat` — did you mean `navigate`?']);
  });

  it('refuses a date format on a whole number', async () => {
    expect(
      await linesOf('pages', [
        [ROUTES, 'meta: [{ field: crtTime, format: date }', 'meta: [{ field: collects, format: date }'],
      ]),
    ).toEqual([
      'spec/routes.yaml:64:47: format `date` cannot show `collects`, which is a whole number — a date format shows a text',
    ]);
  });

  it('refuses a phone mask on a number', async () => {
    const lines = await linesOf('pages', [
      [DISPLAY, 'formats:\n', 'formats:\n  phone: { mask: { start: 3, end: 4 } }\n'],
      [ROUTES, 'meta: [{ field: crtTime, format: date }', 'meta: [{ field: collects, format: phone }'],
    ]);
    expect(lines).toEqual([
      'spec/routes.yaml:64:47: format `phone` cannot show `collects`, which is a whole number — a mask format shows a text',
    ]);
  });

  it('refuses a date format on a number in a template, at the placeholder', async () => {
    expect(
      await linesOf('pages', [
        [
          ROUTES,
          "{ label: 时间, template: '{startDate|date} 至 {endDate|date}' }",
          "{ label: 时间, template: '{startDate|date} 至 {collects|date}' }",
        ],
      ]),
    ).toEqual([
      'spec/routes.yaml:68:60: format `date` cannot show `collects`, which is a whole number — a date format shows a text',
    ]);
  });

  it('names the code of a label written where the code belongs', async () => {
    expect(await linesOf('pages', [[ROUTES, 'when: { status: 1 }', 'when: { status: 已发布 }']])).toEqual([
      "spec/routes.yaml:69:84: '已发布' is the label of status 1 — write 1 — a condition compares the code the API answers; the label is what the page shows",
    ]);
  });

  describe('route options typed per screen (spec/screens.yaml)', () => {
    const screens =
      'screens:\n  home:\n    route: index\n    options:\n      pollMs: { type: integer, minimum: 100 }\n';
    const withOption = (value: string): [string, string, string] => [
      ROUTES,
      'shell: main, screen: home }',
      `shell: main, screen: home, options: { pollMs: ${value} } }`,
    ];

    it('refuses a route that lacks an option its screen reads', async () => {
      expect(await linesOf('pages', [], { 'spec/screens.yaml': screens })).toEqual([
        "spec/routes.yaml:4:22: route `index` lacks option `pollMs`, which screen `home` reads — add it to the route's options: { pollMs: <integer> } (spec/screens.yaml declares it)",
      ]);
    });

    it('refuses an option of the wrong type or below its minimum', async () => {
      expect(await linesOf('pages', [withOption("'2s'")], { 'spec/screens.yaml': screens })).toEqual([
        'spec/routes.yaml:4:100: option `pollMs` of route `index` is "2s"; screen `home` reads a whole number of at least 100',
      ]);
      expect(await linesOf('pages', [withOption('10')], { 'spec/screens.yaml': screens })).toEqual([
        'spec/routes.yaml:4:100: option `pollMs` of route `index` is 10; screen `home` reads a whole number of at least 100',
      ]);
    });

    it('says nothing of the screens while spec/routes.yaml does not parse: one syntax error is one diagnostic', async () => {
      const lines = await linesOf('pages', [[ROUTES, 'shell: main, screen: home }', 'shell: main, screen: home']], {
        'spec/screens.yaml': screens,
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^spec\/routes\.yaml:\d+:\d+: /);
    });

    it('warns of an option no screen reads, and accepts a declared one', async () => {
      expect(await linesOf('pages', [withOption('1000')], { 'spec/screens.yaml': screens })).toEqual([]);
      expect(await linesOf('pages', [withOption('1000')], {})).toEqual([]);
      expect(await linesOf('pages', [withOption('1000')], { 'spec/screens.yaml': 'screens: {}\n' })).toEqual([
        'spec/routes.yaml:4:92: warning: option `pollMs` of route `index` is read by no screen — declare it under the screen that reads it in spec/screens.yaml, or delete it',
      ]);
    });
  });

  it('warns of a form field the sandbox handler of its operation never reads', async () => {
    const handler =
      'export const handlers: Record<string, Handler> = {\n  login({ body }, ctx) {\n    return ctx.check(body.mobile, body.kind);\n  },\n};\n';
    expect(await linesOf('basic', [], { 'sandbox/areas/login.ts': handler })).toEqual([
      'spec/forms/login.yaml:13:5: warning: field `password` is sent to `login`, which stores nothing of it — sandbox/areas/login.ts:2 (login) never reads it: store it there, or list it under local: if the page only uses it',
    ]);
    const reading = handler.replace('body.kind', 'body.password');
    expect(await linesOf('basic', [], { 'sandbox/areas/login.ts': reading })).toEqual([]);
  });

  it('keeps the column on a long line and shows it under a caret', async () => {
    const root = copyFixture('pages');
    edit(root, ROUTES, 'liked: islike }', 'liked: islikes }');
    const [found] = await diagnosticsOf(root);
    expect(formatDiagnostic(found)).toBe(
      'spec/routes.yaml:84:140: field `islikes` is not in the comments of `listComments` — did you mean `islike`?',
    );
    const [source, caret] = found.excerpt!.split('\n');
    expect(source.startsWith('84 | …')).toBe(true);
    expect(source.length).toBeLessThan(120);
    expect(source.slice(caret.indexOf('^'))).toMatch(/^islikes }/);
  });
});

describe('editor help', () => {
  const specAware = (kind: string) =>
    JSON.parse(readFileSync(join(PROJECT_ROOT, `spec/schema/${kind}.spec-aware.json`), 'utf8')) as object;
  const valid = (kind: string, file: string) => {
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(specAware(kind));
    const ok = validate(parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')));
    return ok ? [] : validate.errors;
  };

  it('the project spec is valid against its editor schemas, which name the spec itself', () => {
    expect(valid('routes', 'spec/routes.yaml')).toEqual([]);
    expect(valid('display', 'spec/display.yaml')).toEqual([]);
    expect(valid('screens', 'spec/screens.yaml')).toEqual([]);
    expect(valid('forms', 'spec/forms/feedback.yaml')).toEqual([]);
    const text = JSON.stringify(specAware('routes'));
    for (const name of ['"getInfo"', '"userHome"', '"feedback"', '"yuan"', '"payUnit"']) expect(text).toContain(name);
  });

  it('takes the keys of an action beside a fragment use, and no other', () => {
    const routes = parse(readFileSync(join(PROJECT_ROOT, ROUTES), 'utf8')) as {
      routes: { page?: { main: { record?: { actions: unknown[] } }[] } }[];
    };
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(specAware('routes'));
    const withAction = (action: object) => {
      const copy = structuredClone(routes);
      copy.routes.find((route) => route.page?.main[0]?.record)!.page!.main[0].record!.actions.push(action);
      return validate(copy);
    };
    expect(
      withAction({
        use: 'likeToggle',
        with: { type: '6' },
        gate: 'login',
        toggle: { count: 'likes' },
        when: { type: 1 },
      }),
    ).toBe(true);
    expect(withAction({ use: 'likeToggle', with: { type: '6' }, gat: 'login' })).toBe(false);
    expect(withAction({ use: 'liek', with: { type: '6' } })).toBe(false);
  });

  it('reports a misspelt key of an inline block at the key, never as a fragment use missing `use`', () => {
    const routes = parse(readFileSync(join(PROJECT_ROOT, ROUTES), 'utf8')) as {
      routes: { page?: { main: Record<string, unknown>[] } }[];
    };
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(specAware('routes'));
    const index = routes.routes.findIndex((route) => route.page?.main[0]?.list);
    const block = routes.routes[index].page!.main[0];
    block.lsit = block.list;
    delete block.list;
    expect(validate(routes)).toBe(false);
    const errors = validate.errors!.filter((error) => error.keyword !== 'if');
    expect(errors.map((error) => [error.instancePath, error.keyword, error.params])).toEqual([
      [`/routes/${index}/page/main/0`, 'additionalProperties', { additionalProperty: 'lsit' }],
    ]);
  });

  it('every spec file names its editor schema on its first line', () => {
    for (const file of ['spec/routes.yaml', 'spec/display.yaml', 'spec/screens.yaml', 'spec/forms/feedback.yaml']) {
      expect(readFileSync(join(PROJECT_ROOT, file), 'utf8').split('\n')[0]).toMatch(
        /^# yaml-language-server: \$schema=\.{1,2}\/(schema\/)?[a-z]+\.spec-aware\.json$/,
      );
    }
  });

  it('every key of the language has a description in Chinese and English and an example', () => {
    const missing: string[] = [];
    // schema positions only: a property named `properties` (a form's) is a key, not a keyword
    const walk = (node: unknown, path: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown> & {
        properties?: Record<string, { description?: string; examples?: unknown[] }>;
      };
      for (const [name, sub] of Object.entries(schema.properties ?? {})) {
        if (!/[\u4e00-\u9fff].* — .*[a-z]/.test(sub.description ?? '') || !sub.examples?.length)
          missing.push(`${path}/${name}`);
        walk(sub, `${path}/${name}`);
      }
      for (const key of ['items', 'additionalProperties', 'not']) walk(schema[key], path);
      for (const key of ['oneOf', 'anyOf'])
        if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((branch) => walk(branch, path));
      for (const [name, def] of Object.entries((schema.$defs ?? {}) as Record<string, unknown>))
        walk(def, `${path}/$defs/${name}`);
    };
    for (const kind of Object.keys(schemas)) walk(schemas[kind as keyof typeof schemas], kind);
    expect(missing).toEqual([]);
  });
});

describe('the language is defined once', () => {
  const blockView = readFileSync(join(PROJECT_ROOT, 'src/pages/blocks/block-view.tsx'), 'utf8');
  const actions = readFileSync(join(PROJECT_ROOT, 'src/pages/actions.tsx'), 'utf8');

  it('reads the block and action kinds from spec/schema/routes.schema.json', () => {
    expect(BLOCK_KINDS).toContain('carousel');
    expect(ACTION_KINDS).toContain('toggle');
  });

  it.each(BLOCK_KINDS)('block kind %s has a conversion (page-ir) and a runtime component (block-view)', (kind) => {
    expect(blockIr({ [kind]: {} }, { labels: [], loginFirst: '请先登录', phones: {} }).kind).toBe(kind);
    expect(blockView).toContain(`case '${kind}':`);
  });

  it.each(ACTION_KINDS)('action kind %s has a conversion (page-ir) and a runtime handler (actions)', (kind) => {
    expect(actionIr({ [kind]: {} }, { labels: [], loginFirst: '请先登录', phones: {} }).kind).toBe(kind);
    expect(actions).toContain(`case '${kind}':`);
  });
});

describe('product texts come from the spec', () => {
  it("tells a visitor x-access-control's text at a page's login gates and in its comment threads", async () => {
    const root = copyFixture('pages');
    edit(root, 'spec/openapi.yaml', 'msg: 请先登录', 'msg: 登录后才能继续');
    const result = await generate({ root });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const article = readFileSync(join(root, 'generated/pages/article.page.ts'), 'utf8');
    expect(article).toContain("gate: { login: '登录后才能继续' }");
    expect(article).toContain("loginFirst: '登录后才能继续'");
    expect(article).not.toContain('请先登录');
  });

  it("fills a comment thread's button texts a page leaves out with their defaults in spec/schema/routes.schema.json", () => {
    const texts = schemas.routes.$defs?.block?.properties?.comments?.properties?.texts?.properties ?? {};
    const block = blockIr(
      { comments: { texts: { replies: '共{n}条回复', collapse: '收起回复', like: '点赞' } } },
      { labels: [], loginFirst: '请先登录', phones: {} },
    );
    expect(block.kind === 'comments' && block.texts).toEqual({
      reply: texts.reply?.default,
      like: '点赞',
      liked: texts.liked?.default,
      delete: texts.delete?.default,
      loginFirst: '请先登录',
      replies: '共{n}条回复',
      collapse: '收起回复',
    });
    expect([texts.reply?.default, texts.liked?.default, texts.delete?.default]).toEqual(['回复', '已赞', '删除']);
  });
});
