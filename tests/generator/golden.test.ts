// Each fixtures/<case>/input (a small project: spec/ and src/screens/) generates exactly
// fixtures/<case>/expected. The expected files are also type-checked by `npm run typecheck`.
// Refresh them with UPDATE_GOLDENS=1 npx vitest run tests/generator.
// page-types.ts is the same text for every spec (generator/page-types.ts's declarations, importing the
// spec's names from beside it): a fixture keeps a symbolic link to the project's generated/page-types.ts
// rather than a copy, and tsconfig.json's preserveSymlinks has the typecheck read it as the fixture's own,
// with the fixture's names.
import { cpSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { FIXTURES, readTree, tempDir } from './helpers';

const PAGE_TYPES = 'page-types.ts';
const PAGE_TYPES_LINK = '../../../../../generated/page-types.ts';

describe.each(readdirSync(FIXTURES))('fixture %s', (name) => {
  it('generates the expected files byte for byte', async () => {
    const outDir = join(tempDir(), 'generated');
    const result = await generate({ root: join(FIXTURES, name, 'input'), outDir });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const expectedDir = join(FIXTURES, name, 'expected');
    if (process.env.UPDATE_GOLDENS) {
      rmSync(expectedDir, { recursive: true, force: true });
      cpSync(outDir, expectedDir, { recursive: true });
      rmSync(join(expectedDir, PAGE_TYPES));
      symlinkSync(PAGE_TYPES_LINK, join(expectedDir, PAGE_TYPES));
    }
    expect(readlinkSync(join(expectedDir, PAGE_TYPES))).toBe(PAGE_TYPES_LINK);
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
