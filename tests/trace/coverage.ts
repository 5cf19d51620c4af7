// The seed trace (tests/trace/seed-N.tsv, format in README "Reading the seed trace"): checks every row and
// prints the coverage per seed and per `##` section, then the defect rows. Exits 1 when a row is broken.
// `npm run trace` runs it; tests/trace/trace.test.ts runs the same check so CI fails on a broken trace.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const STATUSES = ['test', 'decision', 'defect', 'none'] as const;
type Status = (typeof STATUSES)[number];
const HEADER = 'id\tsection\tbehaviour\tstatus\tevidence';

export interface Row {
  file: string;
  line: number;
  id: string;
  section: string;
  behaviour: string;
  status: Status;
  evidence: string;
}

export interface Trace {
  rows: Row[];
  problems: string[];
}

/** GitHub's heading anchor: lower case, punctuation and symbols dropped, spaces to '-'; repeats get -1, -2… */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** The titles of a test file: the first argument of every it / test / describe call (also .each, .skip…). */
export function titlesOf(source: string, fileName: string): string[] {
  const titles: string[] = [];
  const root = (e: ts.Expression): ts.Expression =>
    ts.isCallExpression(e) || ts.isPropertyAccessExpression(e) ? root(e.expression) : e;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = root(node.expression);
      const first = node.arguments[0];
      if (ts.isIdentifier(callee) && ['it', 'test', 'describe'].includes(callee.text) && first) {
        if (ts.isStringLiteralLike(first)) titles.push(first.text);
        else if (ts.isTemplateExpression(first)) titles.push(first.getText().slice(1, -1));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true));
  return titles;
}

/** tests/forms/form-messages.test.ts names each case of tests/forms/cases/<form>.ts by its `want` message. */
function caseTitlesOf(source: string): string[] {
  return [...source.matchAll(/want:\s*'([^']*)'/g)].map(([, want]) => want);
}

function checkEvidence(root: string, row: Row, memo: Map<string, string[] | Set<string>>): string[] {
  const problems: string[] = [];
  const parts = row.evidence.split(' ; ').map((p) => p.trim());
  const kinds = { test: 0, decision: 0 };
  for (const part of parts) {
    const hash = part.match(/^([^#:\s]+\.md)#(.+)$/);
    const ref = part.match(/^([^:\s]+)::(.+)$/);
    if (hash) {
      const [, path, anchor] = hash;
      kinds.decision++;
      if (!existsSync(join(root, path))) {
        problems.push(`${path} does not exist`);
        continue;
      }
      if (!memo.has(path)) memo.set(path, anchorsOf(readFileSync(join(root, path), 'utf8')));
      if (!(memo.get(path) as Set<string>).has(anchor))
        problems.push(`no heading in ${path} has the anchor #${anchor}`);
    } else if (ref) {
      const [, path, title] = ref;
      kinds.test++;
      if (!existsSync(join(root, path))) {
        problems.push(`${path} does not exist`);
        continue;
      }
      if (!memo.has(path)) {
        const source = readFileSync(join(root, path), 'utf8');
        memo.set(path, path.startsWith('tests/forms/cases/') ? caseTitlesOf(source) : titlesOf(source, path));
      }
      if (!(memo.get(path) as string[]).some((t) => t.includes(title)))
        problems.push(`no test title in ${path} contains "${title}"`);
    } else if (row.status === 'test' || row.status === 'decision') {
      problems.push(`"${part}" is neither <test file>::<title> nor <file>.md#<anchor>`);
    }
  }
  if (row.status === 'test' && !kinds.test) problems.push('a test row names no test');
  if (row.status === 'decision' && !kinds.decision) problems.push('a decision row names no docs/decisions.md anchor');
  return problems.map((p) => `${row.file}:${row.line} ${row.id}: ${p}`);
}

/** Reads and checks every tests/trace/seed-N.tsv under root. */
export function readTrace(root: string): Trace {
  const dir = join(root, 'tests/trace');
  const rows: Row[] = [];
  const problems: string[] = [];
  const ids = new Set<string>();
  const memo = new Map<string, string[] | Set<string>>();
  const files = readdirSync(dir)
    .filter((f) => /^seed-\d+\.tsv$/.test(f))
    .sort();
  for (const file of files) {
    const seed = file.match(/\d+/)![0];
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    if (lines[0] !== HEADER) problems.push(`${file}:1 the header must be: ${HEADER.replace(/\t/g, '<tab>')}`);
    lines.slice(1).forEach((text, i) => {
      const line = i + 2;
      if (!text.trim()) return;
      const cells = text.split('\t');
      if (cells.length !== 5 || cells.some((c) => !c.trim())) {
        problems.push(
          `${file}:${line} needs 5 non-empty tab-separated cells, has ${cells.filter((c) => c.trim()).length}`,
        );
        return;
      }
      const [id, section, behaviour, status, evidence] = cells.map((c) => c.trim());
      if (!new RegExp(`^S${seed}-\\d+$`).test(id)) problems.push(`${file}:${line} id "${id}" is not S${seed}-<number>`);
      if (ids.has(id)) problems.push(`${file}:${line} id ${id} repeats`);
      ids.add(id);
      if (!(STATUSES as readonly string[]).includes(status)) {
        problems.push(`${file}:${line} ${id}: status "${status}" is not one of ${STATUSES.join(', ')}`);
        return;
      }
      const row: Row = { file, line, id, section, behaviour, status: status as Status, evidence };
      rows.push(row);
      problems.push(...checkEvidence(root, row, memo));
    });
  }
  return { rows, problems };
}

const seedOf = (row: Row) => row.id.slice(1, row.id.indexOf('-'));
/** The `##` section a row belongs to: the leading number of its section path ("2.3 创作中心 > …" → "2"). */
const topSectionOf = (row: Row) => row.section.match(/^\d+/)?.[0] ?? row.section.split(' > ')[0];

function tally(rows: Row[]): string {
  const count = (s: Status) => rows.filter((r) => r.status === s).length;
  const covered = rows.length - count('defect');
  const pct = rows.length ? Math.round((100 * covered) / rows.length) : 100;
  return `${String(rows.length).padStart(4)} rows  ${STATUSES.map((s) => `${s} ${count(s)}`).join('  ')}  coverage ${pct}%`;
}

/** The report `npm run trace` prints. */
export function report({ rows, problems }: Trace): string {
  const out: string[] = [];
  for (const seed of [...new Set(rows.map(seedOf))]) {
    const ofSeed = rows.filter((r) => seedOf(r) === seed);
    out.push(`Seed ${seed}: ${tally(ofSeed)}`);
    for (const section of [...new Set(ofSeed.map(topSectionOf))]) {
      out.push(`  §${section.padEnd(6)}${tally(ofSeed.filter((r) => topSectionOf(r) === section))}`);
    }
  }
  out.push(`All:    ${tally(rows)}`);
  const defects = rows.filter((r) => r.status === 'defect');
  out.push(
    '',
    `Defects (${defects.length}):`,
    ...defects.map((r) => `  ${r.id}  [${r.section}] ${r.behaviour} — ${r.evidence}`),
  );
  if (problems.length) out.push('', `Broken rows (${problems.length}):`, ...problems.map((p) => `  ${p}`));
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const trace = readTrace(process.cwd());
  console.log(report(trace));
  process.exitCode = trace.problems.length ? 1 : 0;
}
