// The seed trace stays sound: every row well formed, every cited test title and decision heading exists.
// Defect rows are the to-do list and do not fail; `npm run trace` prints them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, readTrace, titlesOf } from './coverage';

describe('seed trace', () => {
  // it reads every cited test file and decision (about 5 s on a busy two-core machine, past Vitest's default)
  it('every row is well formed and its evidence exists', { timeout: 30_000 }, () => {
    const { rows, problems } = readTrace(process.cwd());
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('reports a repeated id, a missing title, a missing anchor, a wrong status and a short row', () => {
    const root = mkdtempSync(join(tmpdir(), 'trace-'));
    mkdirSync(join(root, 'tests/trace'), { recursive: true });
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/decisions.md'), '## Kept\n');
    writeFileSync(join(root, 'tests/a.test.ts'), "it('shows 请先登录', () => {});");
    const rows = [
      'S1-001\t2\tgate\ttest\ttests/a.test.ts::请先登录',
      'S1-001\t2\tgate\ttest\ttests/a.test.ts::暂未开放',
      'S1-002\t2\tdeparts\tdecision\tdocs/decisions.md#gone',
      'S1-003\t2\tx\tmaybe\ty',
      'S1-004\t2\tshort',
      'S1-005\t2\tmissing\tdefect\tno button',
    ];
    writeFileSync(
      join(root, 'tests/trace/seed-1.tsv'),
      ['id\tsection\tbehaviour\tstatus\tevidence', ...rows].join('\n'),
    );
    const { problems } = readTrace(root);
    expect(problems).toEqual([
      'seed-1.tsv:3 id S1-001 repeats',
      'seed-1.tsv:3 S1-001: no test title in tests/a.test.ts contains "暂未开放"',
      'seed-1.tsv:4 S1-002: no heading in docs/decisions.md has the anchor #gone',
      'seed-1.tsv:5 S1-003: status "maybe" is not one of test, decision, defect, none',
      'seed-1.tsv:6 needs 5 non-empty tab-separated cells, has 3',
    ]);
  });

  it('anchors follow GitHub: lower case, punctuation dropped, spaces to -, repeats numbered', () => {
    const anchors = anchorsOf('## Seeds 1–2 trace\n### 签到：请先登录 (seed 2)\n### Same\n### Same\n');
    expect([...anchors]).toEqual(['seeds-12-trace', '签到请先登录-seed-2', 'same', 'same-1']);
  });

  it('titles are the first argument of it, test and describe, .each included', () => {
    const source = "describe('shell', () => { it.each([1])('keeps %s', () => {}); test(`a ${'b'}`, () => {}); });";
    expect(titlesOf(source, 'x.ts')).toEqual(['shell', 'keeps %s', "a ${'b'}"]);
  });
});
