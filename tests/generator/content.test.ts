// spec/content.yaml: product content no call serves (the tea scenery gardens, the map's offline
// districts), checked against spec/schema/content.schema.json and generated into generated/content/<part>.ts.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { copyFixture, edit, PROJECT_ROOT, tempDir } from './helpers';

const CONTENT = 'spec/content.yaml';

/** The basic fixture with the project's spec/content.yaml, edited. */
async function run(edits: [string, string][] = []) {
  const root = copyFixture('basic');
  copyFileSync(join(PROJECT_ROOT, CONTENT), join(root, CONTENT));
  for (const [find, replace] of edits) edit(root, CONTENT, find, replace);
  const outDir = join(tempDir(), 'generated');
  const result = await generate({ root, outDir });
  return { lines: result.diagnostics.map(formatDiagnostic), outDir };
}

describe('spec/content.yaml', () => {
  it('generates the gardens and the offline districts as typed constants, a module each', async () => {
    const { lines, outDir } = await run([['      area: 1260\n', '      area: 1300\n']]);
    expect(lines).toEqual([]);
    const scenery = readFileSync(join(outDir, 'content', 'scenery.ts'), 'utf8');
    const places = readFileSync(join(outDir, 'content', 'places.ts'), 'utf8');
    expect(scenery).toContain("name: '车云山生态茶园',");
    expect(scenery).toContain('area: 1300,');
    expect(places).toContain("{ name: '息县', address: '河南省信阳市息县', lng: 114.7403, lat: 32.3427 }");
    expect(places).toContain("defaultCity: '上海'");
    // the map picker on a form page fetches the districts, never the scenery page's gardens
    expect(places).not.toContain('车云山');
  });

  it('refuses a misspelt key, a colour that is not #rrggbb, an icon it cannot draw and a latitude off the globe', async () => {
    const { lines } = await run([
      ['      variety: 灵山剑峰\n', '      varity: 灵山剑峰\n'],
      ["      colour: '#00796b'", '      colour: teal'],
      ['      icon: park', '      icon: mountain'],
      ['lng: 114.7403, lat: 32.3427', 'lng: 114.7403, lat: 132.3427'],
    ]);
    const text = lines.join('\n');
    expect(text).toMatch(/varity.*did you mean `variety`/);
    expect(text).toMatch(/a colour as #rrggbb/);
    expect(text).toMatch(/mountain/);
    expect(text).toMatch(/lat/);
    expect(lines.every((line) => line.startsWith('spec/content.yaml:'))).toBe(true);
  });

  it('refuses a garden or a district named twice, at the second', async () => {
    const { lines } = await run([
      ['    - name: 集云山有机茶园', '    - name: 车云山生态茶园'],
      ['{ name: 平桥区,', '{ name: 浉河区,'],
    ]);
    const text = readFileSync(join(PROJECT_ROOT, CONTENT), 'utf8').split('\n');
    const lineOf = (needle: string) => text.findIndex((line) => line.includes(needle)) + 1;
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^spec/content\\.yaml:${lineOf('- name: 集云山有机茶园')}:\\d+: the garden \`车云山生态茶园\` is already listed \\(entry 1\\)`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^spec/content\\.yaml:${lineOf('{ name: 平桥区,')}:\\d+: the district \`浉河区\` is already listed \\(entry 1\\)`,
        ),
      ),
    ]);
  });
});
