// spec/texts.yaml: the runtime's own texts and counts, checked against spec/schema/texts.schema.json and
// generated into generated/texts/, one module per group.
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kebabCase } from '../../generator/emit/code';
import { formatDiagnostic, generate } from '../../generator/index';
import { copyFixture, edit, PROJECT_ROOT, tempDir } from './helpers';

const TEXTS = 'spec/texts.yaml';

/** The basic fixture with the project's spec/texts.yaml, edited. */
async function run(edits: [string, string][] = []) {
  const root = copyFixture('basic');
  copyFileSync(join(PROJECT_ROOT, TEXTS), join(root, TEXTS));
  for (const [find, replace] of edits) edit(root, TEXTS, find, replace);
  const outDir = join(tempDir(), 'generated');
  const result = await generate({ root, outDir });
  return { lines: result.diagnostics.map(formatDiagnostic), outDir };
}

describe('spec/texts.yaml', () => {
  it('generates each group of texts as its own module of named constants, the counts and rules apart', async () => {
    const { lines, outDir } = await run([['  chatPage: 15', '  chatPage: 20']]);
    expect(lines).toEqual([]);
    const upload = readFileSync(join(outDir, 'texts/upload.ts'), 'utf8');
    // each text a named export, so the bundler keeps only those a chunk reads
    expect(upload).toContain("export const atMostImages = '图片最多上传{n}张';");
    expect(upload).not.toContain('暂无数据');
    expect(readFileSync(join(outDir, 'texts/password-strength.ts'), 'utf8')).toContain(
      "export const levels = { weak: '弱', medium: '中', strong: '强' } as const;",
    );
    expect(readFileSync(join(outDir, 'texts/real-name.ts'), 'utf8')).toContain("export const goVerify = '去认证';");
    expect(readFileSync(join(outDir, 'texts/sizes.ts'), 'utf8')).toContain('export const chatPage = 20;');
    expect(readFileSync(join(outDir, 'texts/timings.ts'), 'utf8')).toContain(
      'export const chatTimeLabelGapSeconds = 60;',
    );
    expect(readdirSync(join(outDir, 'texts')).sort()).toEqual(
      [
        ...Object.keys(parse(readFileSync(join(PROJECT_ROOT, TEXTS), 'utf8')).texts).map(kebabCase),
        'rules',
        'sizes',
        'timings',
      ]
        .map((name) => `${name}.ts`)
        .sort(),
    );
  });

  it('refuses a text that lost the value the runtime fills in', async () => {
    const { lines } = await run([["atMostImages: '图片最多上传{n}张'", 'atMostImages: 图片最多上传几张']]);
    expect(lines).toEqual([
      expect.stringMatching(/^spec\/texts\.yaml:\d+:19: .*keeps \{n\}, which the runtime fills in/),
    ]);
  });

  it('refuses a misspelt key, a missing text and a count below one', async () => {
    const { lines } = await run([
      ['    retry: 重试', '    retyr: 重试'],
      ['  mapSearchPage: 10', '  mapSearchPage: 0'],
    ]);
    expect(lines.join('\n')).toMatch(/retyr.*did you mean `retry`/);
    expect(lines.join('\n')).toMatch(/mapSearchPage/);
    expect(lines.every((line) => line.startsWith('spec/texts.yaml:'))).toBe(true);
  });
});
