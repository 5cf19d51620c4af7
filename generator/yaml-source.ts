// A parsed YAML spec file that keeps its source positions, so every check can point at `file:line:col`
// of the node it complains about rather than at the file as a whole.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node, Pair } from 'yaml';
import { cachedSync } from './cache.js';
import type { Diagnostic, Severity } from './diagnostics.js';

export type Path = readonly (string | number)[];

/** `/a/b~1c` or `#/a/b~1c` (JSON Pointer) as a path. */
export function pointerPath(pointer: string): Path {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export interface SourceFile {
  /** relative to the project root, with forward slashes */
  path: string;
  /** the source text, for the excerpt under a diagnostic */
  text: string;
  /** the syntax tree with source ranges, parsed on first use (only a diagnostic needs it) */
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
  /** the document as plain data (with spec/routes.yaml, its fragments expanded) */
  value: unknown;
  /** where fragments were expanded in `value` (fragments.ts) */
  expansions?: readonly Expansion[];
}

/** A fragment's expansion: where it stands in the using file, and where its body is defined. */
export interface Expansion {
  at: Path;
  fragment: string;
  definition: SourceFile;
  bodyPath: Path;
}

/** For a node inside an expansion: where in the fragment's definition it stands. */
function expansionHint(file: SourceFile, path: Path): string | undefined {
  const found = (file.expansions ?? [])
    .filter(({ at }) => at.length <= path.length && at.every((segment, i) => String(segment) === String(path[i])))
    .sort((a, b) => b.at.length - a.at.length)[0];
  // a key written beside the use stands in the using file itself
  if (!found || reaches(file, path)) return undefined;
  return `in fragment \`${found.fragment}\` at ${where(found.definition, [...found.bodyPath, ...path.slice(found.at.length)])}`;
}

type Parsed = { value: unknown } | { error: { offset: number; message: string } };

// The plain value of an unchanged file comes from the cache (JSON.parse is ten times faster than the
// YAML parser keeping positions); the positions are parsed only when a check reports something. An
// editor's unsaved text (`persist` false) changes with every keystroke: caching it would only fill the disk.
export function parseSource(
  path: string,
  text: string,
  persist = true,
): { file: SourceFile; diagnostics: Diagnostic[] } {
  let tree: { doc: Document.Parsed; lines: LineCounter } | undefined;
  const parse = () => {
    if (tree) return tree;
    const lines = new LineCounter();
    return (tree = { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false }), lines });
  };
  const compute = (): Parsed => {
    const { doc } = parse();
    // only the first error: after a syntax error the parser guesses, and what it reports next is mostly echo
    const [first] = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0]);
    return first ? { error: { offset: first.pos[0], message: first.message } } : { value: doc.toJS() };
  };
  const parsed = persist ? cachedSync<Parsed>({ name: 'yaml', sources: [import.meta.url] }, text, compute) : compute();
  const file: SourceFile = {
    path,
    text,
    get doc() {
      return parse().doc;
    },
    get lines() {
      return parse().lines;
    },
    value: 'value' in parsed ? parsed.value : undefined,
  };
  if (!('error' in parsed)) return { file, diagnostics: [] };
  const { line, col } = file.lines.linePos(parsed.error.offset);
  return {
    file,
    diagnostics: [
      {
        file: path,
        line,
        col,
        message: `YAML syntax error: ${parsed.error.message}`,
        severity: 'error',
        excerpt: excerpt(text, line, col),
      },
    ],
  };
}

interface Found {
  node: Node | null;
  pair?: Pair;
}

/** The node at `path`, or the deepest ancestor that exists (a check may complain about a missing key). */
function find(file: SourceFile, path: Path): Found {
  let found: Found = { node: file.doc.contents };
  for (const segment of path) {
    const { node } = found;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) return found;
      found = { node: (pair.value as Node | null) ?? null, pair };
    } else if (isSeq(node) && node.items[Number(segment)]) {
      found = { node: node.items[Number(segment)] as Node };
    } else {
      return found;
    }
  }
  return found;
}

/** Whether the source has a node at the whole of `path`. */
function reaches(file: SourceFile, path: Path): boolean {
  let node: unknown = file.doc.contents;
  for (const segment of path) {
    if (isMap(node))
      node = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment))?.value;
    else if (isSeq(node)) node = node.items[Number(segment)];
    else return false;
    if (node === undefined) return false;
  }
  return true;
}

export function position(file: SourceFile, path: Path, onKey = false, inner?: number): { line: number; col: number } {
  const { node, pair } = find(file, path);
  const target = onKey && pair ? (pair.key as Node) : (node ?? (pair?.key as Node | undefined));
  const offset = target?.range?.[0] ?? 0;
  return file.lines.linePos(offset + innerOffset(target, inner));
}

/**
 * Where character `inner` of a scalar's value stands in the source: only when the value is written as
 * is on one line (plain or quoted without escapes), else the scalar's start.
 */
function innerOffset(node: Node | undefined, inner: number | undefined): number {
  if (inner === undefined || !isScalar(node) || typeof node.value !== 'string' || !node.range) return 0;
  const quoted = node.type === 'QUOTE_SINGLE' || node.type === 'QUOTE_DOUBLE';
  const verbatim = node.range[1] - node.range[0] === node.value.length + (quoted ? 2 : 0) && !node.value.includes('\n');
  return verbatim ? inner + (quoted ? 1 : 0) : 0;
}

export interface At {
  /** point at the key of the last path segment instead of its value */
  key?: boolean;
  /** point at this character of the value (a placeholder inside a template) */
  inner?: number;
  severity?: Severity;
}

export function diagnostic(file: SourceFile, path: Path, message: string, hint?: string, at: At = {}): Diagnostic {
  const { line, col } = position(file, path, at.key, at.inner);
  // inside a fragment's expansion the position is the use's; the hint adds the definition's
  const hints = [hint, expansionHint(file, path)].filter(Boolean).join('; ');
  return {
    file: file.path,
    line,
    col,
    message,
    ...(hints ? { hint: hints } : {}),
    severity: at.severity ?? 'error',
    excerpt: excerpt(file.text, line, col),
  };
}

const EXCERPT_WIDTH = 100;
// East Asian wide characters take two terminal columns: the caret's padding counts them twice.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/**
 * The source line of `line:col` with a caret under the column: a long line (flow mappings run to 160
 * columns and more) is cut to a window around the column, marked with … at the cut ends.
 */
export function excerpt(text: string, line: number, col: number): string {
  const source = text.split('\n')[line - 1]?.replace(/\r$/, '') ?? '';
  const start =
    source.length <= EXCERPT_WIDTH
      ? 0
      : Math.max(0, Math.min(col - 1 - EXCERPT_WIDTH / 2, source.length - EXCERPT_WIDTH));
  const end = Math.min(source.length, start + EXCERPT_WIDTH);
  const before = start > 0 ? '…' : '';
  const shown = `${before}${source.slice(start, end)}${end < source.length ? '…' : ''}`;
  const lead = `${before}${source.slice(start, col - 1)}`;
  const pad = [...lead].map((char) => (WIDE.test(char) ? '  ' : ' ')).join('');
  const gutter = `${line} | `;
  return `${gutter}${shown}\n${' '.repeat(gutter.length - 2)}| ${pad}^`;
}

/** `file:line:col` of a node, for hints that point at a first definition. */
export function where(file: SourceFile, path: Path): string {
  const { line, col } = position(file, path);
  return `${file.path}:${line}:${col}`;
}

export interface SplitValue {
  /** the key whose value the comma cut short */
  previousKey: string;
  /** that pair rewritten with the whole text quoted */
  rewrite: string;
}

/**
 * In `{ description: md5 signature, see x-autograph }` the comma ends the value and `see x-autograph`
 * becomes a key with no value. Describes the cut when the key at `path` is such a fragment.
 */
export function splitFlowValue(file: SourceFile, path: Path): SplitValue | undefined {
  const parent = find(file, path.slice(0, -1)).node;
  if (!isMap(parent) || !parent.flow) return undefined;
  const index = parent.items.findIndex((item) => isScalar(item.key) && String(item.key.value) === String(path.at(-1)));
  const pair = parent.items[index];
  const previous = parent.items[index - 1];
  if (!pair || pair.value !== null || !previous || !isPair(previous) || !isScalar(previous.value)) return undefined;
  const fragment = String((pair.key as { value: unknown }).value);
  const previousKey = String((previous.key as { value: unknown }).value);
  const text = `${String(previous.value.value)}, ${fragment}`;
  return { previousKey, rewrite: `${previousKey}: '${text.replace(/'/g, "''")}'` };
}
