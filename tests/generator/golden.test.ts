// Each fixtures/<case>/input (a small project: spec/ and src/screens/) generates exactly
// fixtures/<case>/expected. The expected files are also type-checked by `npm run typecheck`.
// Refresh them with UPDATE_GOLDENS=1 npx vitest run tests/generator.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { FIXTURES, readTree, tempDir } from './helpers';

describe.each(readdirSync(FIXTURES))('fixture %s', (name) => {
  it('generates the expected files byte for byte', async () => {
    const outDir = join(tempDir(), 'generated');
    const result = await generate({ root: join(FIXTURES, name, 'input'), outDir });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const expectedDir = join(FIXTURES, name, 'expected');
    if (process.env.UPDATE_GOLDENS) {
      rmSync(expectedDir, { recursive: true, force: true });
      cpSync(outDir, expectedDir, { recursive: true });
    }
    const actual = readTree(outDir);
    const expected = readTree(expectedDir);
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, text] of Object.entries(expected)) expect(actual[path], path).toBe(text);
  });

  it('generates the same files again on a rerun', async () => {
    const outDir = join(tempDir(), 'generated');
    await generate({ root: join(FIXTURES, name, 'input'), outDir });
    const again = await generate({ root: join(FIXTURES, name, 'input'), outDir });
    expect(again.written).toBe(false);
  });
});
