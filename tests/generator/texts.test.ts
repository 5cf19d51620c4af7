// spec/texts.yaml: the runtime's own texts and counts, checked against spec/schema/texts.schema.json and
// generated into generated/texts.ts.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  it('generates the texts and counts as typed constants', async () => {
    const { lines, outDir } = await run([['  chatPage: 15', '  chatPage: 20']]);
    expect(lines).toEqual([]);
    const module = readFileSync(join(outDir, 'texts.ts'), 'utf8');
    expect(module).toContain("atMostImages: '图片最多上传{n}张',");
    expect(module).toContain('chatPage: 20,');
    expect(module).toContain('} as const;');
  });

  it('refuses a text that lost the value the runtime fills in', async () => {
    const { lines } = await run([["atMostImages: '图片最多上传{n}张'", 'atMostImages: 图片最多上传几张']]);
    expect(lines).toEqual([
      expect.stringMatching(/^spec\/texts\.yaml:\d+:17: .*keeps \{n\}, which the runtime fills in/),
    ]);
  });

  it('refuses a misspelt key, a missing text and a count below one', async () => {
    const { lines } = await run([
      ['  retry: 重试', '  retyr: 重试'],
      ['  mapSearchPage: 10', '  mapSearchPage: 0'],
    ]);
    expect(lines.join('\n')).toMatch(/retyr.*did you mean `retry`/);
    expect(lines.join('\n')).toMatch(/mapSearchPage/);
    expect(lines.every((line) => line.startsWith('spec/texts.yaml:'))).toBe(true);
  });
});
