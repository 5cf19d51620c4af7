// Fragments: a named, parameterised piece of a page (a comment thread for a content type, a like or a
// favourite toggle) defined once in spec/fragments.yaml and used in spec/routes.yaml by name:
//
//   fragments:                       # spec/fragments.yaml
//     favourite:
//       params: { type: null, labels: [收藏, 已收藏] }    # null: the use must give it; else the default
//       body:
//         toggle: { field: isCollect, on: { operation: collect, params: { type: $type } }, … , labels: $labels }
//
//   actions:                         # spec/routes.yaml
//     - use: favourite
//       with: { type: 3 }
//
// A use is replaced by the body with `$name` values replaced by the arguments (keeping their type) and
// `${name}` inside a text by the argument's text; keys written beside `use` merge over the body (a
// `when:` or `gate:` of this use, `comments: { reloadRecord: true }`). This happens before anything
// checks the tree: the expansion is
// checked as if written inline. A diagnostic inside an expansion points at the use, and its hint names
// the place in the fragment's definition.
import { isObject } from './data.js';
import { didYouMean } from './diagnostics.js';
import type { Diagnostic } from './diagnostics.js';
import { diagnostic, where } from './yaml-source.js';
import type { Expansion, Path, SourceFile } from './yaml-source.js';

export const FRAGMENTS_FILE = 'spec/fragments.yaml';
const MAX_DEPTH = 8;

interface Fragment {
  name: string;
  params: Record<string, unknown>;
  body: unknown;
}

function fragmentsOf(file: SourceFile | undefined): Map<string, Fragment> {
  const fragments = new Map<string, Fragment>();
  const value = file?.value;
  if (!isObject(value) || !isObject(value.fragments)) return fragments;
  for (const [name, fragment] of Object.entries(value.fragments)) {
    if (isObject(fragment) && 'body' in fragment)
      fragments.set(name, { name, params: isObject(fragment.params) ? fragment.params : {}, body: fragment.body });
  }
  return fragments;
}

/** The keys written beside `use` over the body: mappings merge key by key, anything else replaces. */
function merge(body: unknown, beside: Record<string, unknown>): unknown {
  if (!isObject(body)) return Object.keys(beside).length ? beside : body;
  const merged: Record<string, unknown> = { ...body };
  for (const [key, value] of Object.entries(beside))
    merged[key] = isObject(value) && isObject(merged[key]) ? merge(merged[key], value) : value;
  return merged;
}

function substitute(node: unknown, args: Record<string, unknown>): unknown {
  if (typeof node === 'string') {
    const whole = /^\$([A-Za-z][A-Za-z0-9_]*)$/.exec(node);
    if (whole && whole[1] in args) return structuredClone(args[whole[1]]);
    return node.replace(/\$\{([A-Za-z][A-Za-z0-9_]*)\}/g, (text, name: string) =>
      name in args ? String(args[name]) : text,
    );
  }
  if (Array.isArray(node)) return node.map((item) => substitute(item, args));
  if (isObject(node))
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, substitute(value, args)]));
  return node;
}

/**
 * `file.value` with every `{ use, with }` replaced by its fragment's expansion; the diagnostics of uses
 * that name no fragment, lack an argument or give one the fragment does not take.
 */
export function expandFragments(
  file: SourceFile,
  definitions: SourceFile | undefined,
): { value: unknown; expansions: Expansion[]; diagnostics: Diagnostic[] } {
  const fragments = fragmentsOf(definitions);
  const expansions: Expansion[] = [];
  const diagnostics: Diagnostic[] = [];
  const expand = (node: unknown, at: Path, depth: number, report: SourceFile, reportAt: Path): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => expand(item, [...at, i], depth, report, [...reportAt, i]));
    if (!isObject(node)) return node;
    if (typeof node.use !== 'string')
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [
          key,
          expand(value, [...at, key], depth, report, [...reportAt, key]),
        ]),
      );
    const fragment = fragments.get(node.use);
    if (!fragment) {
      const hint =
        didYouMean(node.use, fragments.keys()) ??
        (fragments.size
          ? `${FRAGMENTS_FILE} defines ${[...fragments.keys()].join(', ')}`
          : `define it under fragments: in ${FRAGMENTS_FILE}`);
      diagnostics.push(diagnostic(report, [...reportAt, 'use'], `unknown fragment \`${node.use}\``, hint));
      return node;
    }
    if (depth >= MAX_DEPTH) {
      diagnostics.push(
        diagnostic(
          report,
          [...reportAt, 'use'],
          `fragment \`${node.use}\` uses itself`,
          `a fragment may use others, ${MAX_DEPTH} deep at most, never itself`,
        ),
      );
      return node;
    }
    const given = isObject(node.with) ? node.with : {};
    // where the fragment is defined, for a hint: looked up only when there is one (positions cost a parse)
    const defined = () => `defined at ${where(definitions!, ['fragments', fragment.name])}`;
    // a misspelt argument is one mistake: reported where it is written, not again as the one missing
    const meant = new Set<string>();
    for (const name of Object.keys(given).filter((name) => !(name in fragment.params))) {
      const closest = didYouMean(name, Object.keys(fragment.params));
      if (closest) meant.add(closest);
      const hint = closest ?? `it takes ${Object.keys(fragment.params).join(', ') || 'none'} (${defined()})`;
      diagnostics.push(
        diagnostic(report, [...reportAt, 'with', name], `fragment \`${fragment.name}\` takes no \`${name}\``, hint, {
          key: true,
        }),
      );
    }
    for (const [name, fallback] of Object.entries(fragment.params)) {
      if (fallback === null && !(name in given) && !meant.has(`did you mean \`${name}\`?`))
        diagnostics.push(
          diagnostic(
            report,
            [...reportAt, 'use'],
            `fragment \`${fragment.name}\` needs \`${name}\``,
            `give it under with: (${defined()})`,
          ),
        );
    }
    const args = { ...fragment.params, ...given };
    expansions.push({
      at,
      fragment: fragment.name,
      definition: definitions!,
      bodyPath: ['fragments', fragment.name, 'body'],
    });
    // a fragment's body may use other fragments: its diagnostics point at the use in the routes file
    const { use: _use, with: _with, ...beside } = node;
    return expand(merge(substitute(fragment.body, args), beside), at, depth + 1, report, reportAt);
  };
  return { value: expand(file.value, [], 0, file, []), expansions, diagnostics };
}
