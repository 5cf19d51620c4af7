// Product texts belong in spec/ (issue 33 item 4): this counts the Chinese string literals, templates
// and JSX texts left in src/, holds the count where the moves brought it, and asks each one left for its
// reason in a `stays:` comment on its line or the line above (`// stays: …` or `{/* stays: … */}`).
// A new literal in src/ fails this test: its text goes to spec/texts.yaml (or display.yaml, routes.yaml).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../generator/helpers';

const LIMIT = 2;
const CJK = /[\u3400-\u9fff]/;
const REASON = /\/[/*]\s*stays: \S/;

interface Literal {
  where: string;
  text: string;
  reasoned: boolean;
}

/** Each Chinese literal of a source file: string literals, templates and JSX text (comments are not code). */
function cjkLiterals(path: string, text = readFileSync(path, 'utf8')): Literal[] {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = text.split('\n');
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node) ||
      ts.isJsxText(node);
    if (literal && CJK.test(node.getText(source))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({
        where: `${relative(PROJECT_ROOT, path)}:${line + 1}`,
        text: node.getText(source).trim().slice(0, 40),
        reasoned: REASON.test(lines[line]) || (line > 0 && REASON.test(lines[line - 1])),
      });
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const src = join(PROJECT_ROOT, 'src');
const literals = readdirSync(src, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .flatMap((entry) => cjkLiterals(join(entry.parentPath, entry.name)));
const listed = (list: Literal[]) => list.map(({ where, text }) => `${where} ${text}`).join('\n');

it(`src/ holds at most ${LIMIT} Chinese literals`, () => {
  expect(literals.length, listed(literals)).toBeLessThanOrEqual(LIMIT);
});

it('each Chinese literal left in src/ says why it stays', () => {
  const unreasoned = literals.filter((literal) => !literal.reasoned);
  expect(unreasoned, listed(unreasoned)).toEqual([]);
});

it('a reason is read on the literal’s line or the line above, in either comment form', () => {
  const reasons = (text: string) => cjkLiterals('probe.tsx', text).map((literal) => literal.reasoned);
  expect(reasons("// stays: a reason\nconst a = '中';\nconst b = '文';")).toEqual([true, false]);
  expect(reasons("const a = '中'; // stays: a reason")).toEqual([true]);
  expect(reasons('const a = (\n  <p>\n    {/* stays: a reason */}\n    中文\n  </p>\n);')).toEqual([true]);
  expect(reasons("// stays:\nconst a = '中';\n// a comment\nconst b = '文';")).toEqual([false, false]);
});
