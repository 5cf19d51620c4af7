// Where the cursor stands in a spec file: the path of the key or value under it (['routes', 3, 'page',
// 'main', 0, 'list', 'operation']), whether a key or a value is being written, and what is typed so
// far. A key being typed is not yet YAML (`    opera` has no colon): the line is read as that key with
// a placeholder value, so the path comes from the same parser as the checks'.
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { Path } from '../yaml-source.js';

export interface Cursor {
  /** for a key: the path of the object it is a key of; for a value: the path of the value */
  path: Path;
  on: 'key' | 'value';
  /** the text typed so far of the key or value */
  prefix: string;
  /** where the typed text starts (an offset): completion replaces from here to the cursor */
  start: number;
  /** the whole key under the cursor (on a key that is written already) */
  key?: string;
  /** the document the path was found in */
  doc: Document.Parsed;
}

const PLACEHOLDER = '__spec_lsp_key__';

export function cursorAt(text: string, offset: number, parsed?: Document.Parsed): Cursor | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset);
  const before = text.slice(lineStart, offset);
  const after = text.slice(offset, lineEnd);
  const bare = /^(\s*)(-\s+)?([A-Za-z_$][\w$-]*)?$/.exec(before);
  if (bare && !after.trim()) {
    const word = bare[3] ?? '';
    // the line as a key with a value: its path is the object the key belongs to
    const patched = `${text.slice(0, lineStart)}${before}${PLACEHOLDER}: x${text.slice(lineEnd)}`;
    const doc = parseDocument(patched);
    const found = locate(
      doc,
      patched,
      offset + 1,
      (node) => isScalar(node) && typeof node.value === 'string' && node.value.endsWith(PLACEHOLDER),
    );
    if (found) return { path: found.path.slice(0, -1), on: 'key', prefix: word, start: offset - word.length, doc };
  }
  const doc = parsed ?? parseDocument(text);
  const found = locate(doc, text, offset);
  if (!found) return undefined;
  const start = found.node?.range ? found.node.range[0] : offset;
  const prefix = text.slice(start, offset).replace(/^['"]/, '');
  if (found.on === 'key')
    return { path: found.path.slice(0, -1), on: 'key', prefix, start, doc, key: String(found.path.at(-1)) };
  return {
    path: found.path,
    on: 'value',
    prefix,
    start: /^['"]/.test(text.slice(start, offset)) ? start + 1 : start,
    doc,
  };
}

interface Located {
  path: Path;
  on: 'key' | 'value';
  node?: Node;
}

/** The key or value at `offset` (`match` picks a key instead, by its node). */
function locate(
  doc: Document.Parsed,
  text: string,
  offset: number,
  match?: (node: Node) => boolean,
): Located | undefined {
  const within = (node: unknown): node is Node =>
    !!node && !!(node as Node).range && (node as Node).range![0] <= offset && offset <= (node as Node).range![1];
  const visit = (node: unknown, path: Path): Located | undefined => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        const name = isScalar(key) ? String(key.value) : '';
        if (match ? key && match(key) : within(key)) return { path: [...path, name], on: 'key', node: key! };
        if (match || within(pair.value)) {
          const inner = visit(pair.value, [...path, name]);
          if (inner) return inner;
          if (!match && !isMap(pair.value) && !isSeq(pair.value))
            return { path: [...path, name], on: 'value', node: pair.value as Node };
        }
      }
      if (match || !within(node)) return undefined;
      // right after `key:` whose value is not written yet (in a flow mapping, or at the end of a line)
      const open = node.items
        .filter((pair) => (pair.key as Node | null)?.range && (pair.key as Node).range![1] <= offset)
        .at(-1);
      if (
        open &&
        (open.value === null || (isScalar(open.value) && open.value.value === null)) &&
        /^\s*:\s*$/.test(text.slice((open.key as Node).range![1], offset))
      ) {
        return { path: [...path, String((open.key as { value: unknown }).value)], on: 'value' };
      }
      // after `{ ` or `, ` in a flow mapping: a key is next
      if (node.flow && /[{,]\s*$/.test(text.slice(node.range![0], offset))) return { path: [...path, ''], on: 'key' };
      return undefined;
    }
    if (isSeq(node)) {
      for (const [i, item] of node.items.entries()) {
        if (!match && !within(item)) continue;
        const inner = visit(item, [...path, i]);
        if (inner) return inner;
        if (!match && isScalar(item)) return { path: [...path, i], on: 'value', node: item };
      }
    }
    return undefined;
  };
  const found = visit(doc.contents, []);
  if (found || match) return found;
  // after `key: ` at the end of a block mapping's line the value node is empty: read the line
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const key = /^(\s*)(-\s+)?([A-Za-z_$][\w$.-]*):\s*$/.exec(text.slice(lineStart, offset));
  if (!key) return undefined;
  const keyAt = lineStart + key[1].length + (key[2]?.length ?? 0);
  const owner = locate(doc, text, keyAt + 1);
  return owner?.on === 'key' ? { path: owner.path, on: 'value' } : undefined;
}

/** The YAML node at `path`, if the document has one. */
export function nodeAt(doc: Document.Parsed, path: Path): unknown {
  let node: unknown = doc.contents;
  for (const segment of path) {
    if (isMap(node))
      node = node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(segment))?.value;
    else if (isSeq(node)) node = node.items[Number(segment)];
    else return undefined;
  }
  return node;
}

/** The plain value at `path` (a small subtree: each step reads only what the path needs). */
export function valueAt(doc: Document.Parsed, path: Path): unknown {
  const node = nodeAt(doc, path);
  return node && typeof (node as { toJSON?: unknown }).toJSON === 'function'
    ? (node as { toJSON(): unknown }).toJSON()
    : isScalar(node)
      ? node.value
      : node;
}
