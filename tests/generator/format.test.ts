// generated/ is laid out by Prettier with the repository's .prettierrc.json (generator/emit/format.ts):
// each TypeScript module is exactly what Prettier makes of it, and ajv's precompiled code is left alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { formatFiles } from '../../generator/emit/format';
import { PROJECT_ROOT, readTree } from './helpers';

const config = JSON.parse(readFileSync(join(PROJECT_ROOT, '.prettierrc.json'), 'utf8')) as prettier.Options;

describe('the generated code', () => {
  it('is every TypeScript module as Prettier lays it out', async () => {
    const modules = Object.entries(readTree(join(PROJECT_ROOT, 'generated'))).filter(([path]) => path.endsWith('.ts'));
    expect(modules.length).toBeGreaterThan(100);
    const unformatted = [];
    for (const [path, text] of modules) {
      if (!(await prettier.check(text, { ...config, parser: 'typescript' }))) unformatted.push(path);
    }
    expect(unformatted).toEqual([]);
    // Prettier checks ~160 modules: seconds on a loaded machine, over the default 5 s
  }, 60_000);

  it('formats TypeScript from one-line emitter output, and leaves precompiled JavaScript as it is', async () => {
    const emitted = {
      'a.ts':
        "export const table = { alpha: 'a', beta: [1, 2, 3], gamma: { delta: 'a long enough value', epsilon: 'to pass the width of one hundred and twenty columns' } };\n",
      'a.validator.js': 'var v={a:1};export default v\n',
    };
    const formatted = await formatFiles(emitted);
    expect(formatted['a.validator.js']).toBe(emitted['a.validator.js']);
    expect(formatted['a.ts']).toBe(
      "export const table = {\n  alpha: 'a',\n  beta: [1, 2, 3],\n  gamma: { delta: 'a long enough value', epsilon: 'to pass the width of one hundred and twenty columns' },\n};\n",
    );
  });
});
