// The sandbox's handler tables as the generator reads them (generator/checks/handlers.ts): through the
// parser, so a handler's layout (indentation, a parameter list over several lines) changes nothing, and
// only what it visibly reads counts; a handler that hands its input on, or a factory's, is not judged.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHandlers } from '../../generator/checks/handlers';
import { tempDir } from './helpers';

async function readsOf(source: string): Promise<Record<string, string[] | 'whole'>> {
  const root = tempDir();
  mkdirSync(join(root, 'sandbox/areas/any'), { recursive: true });
  writeFileSync(join(root, 'sandbox/areas/any/table.ts'), source);
  const handlers = await readHandlers(root);
  return Object.fromEntries([...handlers].map(([id, { reads }]) => [id, reads ? [...reads].sort() : 'whole']));
}

const table = (members: string) => `export const handlers: Record<string, Handler> = {\n${members}\n};\n`;

describe('the handler tables', () => {
  it.each([
    ['a field read from the body', '  a({ body }, ctx) {\n    return ok(body.x);\n  },', { a: ['x'] }],
    [
      'indented by four, the parameter over lines',
      '    a(\n        { query },\n        ctx,\n    ) {\n        return ok(query.x, query.y);\n    },',
      { a: ['x', 'y'] },
    ],
    [
      'all on one line',
      'a: ({ body }) => ok(body.x), b: function ({ query }) { return ok(query.y); },',
      { a: ['x'], b: ['y'] },
    ],
    [
      'destructured in the parameter',
      '  a({ body: { x, y: renamed } }) {\n    return ok(x, renamed);\n  },',
      { a: ['x', 'y'] },
    ],
    [
      'destructured in the body, through a cast',
      '  a({ body }) {\n    const { x, y } = body as { x: string; y: string };\n    return ok(x + y);\n  },',
      { a: ['x', 'y'] },
    ],
    [
      'through the whole input',
      '  async a(input, ctx) {\n    return ok(input.body.x, input.memberId);\n  },',
      { a: ['x'] },
    ],
    ['an input it ignores', '  a(_input, ctx) {\n    return ok(ctx.now());\n  },', { a: [] }],
    ['the body spread', '  a({ body }) {\n    return ok({ ...body });\n  },', { a: 'whole' }],
    ['the query handed to a function', '  a({ query }) {\n    return ok(check(query));\n  },', { a: 'whole' }],
    ['a field by a computed name', '  a({ body }) {\n    return ok(body[name]);\n  },', { a: 'whole' }],
    [
      'the rest kept',
      '  a({ body }) {\n    const { x, ...others } = body;\n    return ok(x, others);\n  },',
      { a: 'whole' },
    ],
    ['made by a factory', '  a: save(PERSON),', { a: 'whole' }],
  ])('%s', async (_name, members, want) => {
    expect(await readsOf(table(members))).toEqual(want);
  });

  it('are the objects declared as tables, an area’s handlers among them, and no other', async () => {
    const source = [
      table('  a({ body }) {\n    return ok(body.x);\n  },'),
      'export const area: Area = {\n  seed() {},\n  handlers: {\n    b({ query }) {\n      return ok(query.y);\n    },\n  },\n};\n',
      'const helpers = {\n  c({ body }) {\n    return body.z;\n  },\n};\n',
    ].join('\n');
    expect(await readsOf(source)).toEqual({ a: ['x'], b: ['y'] });
  });
});
