// Stage 1: read the spec files (keeping source positions) and the names of the hand-written screens
// and cards. They are only listed, never imported: the generator must not depend on the runtime.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hasErrors } from './diagnostics.js';
import type { Diagnostic } from './diagnostics.js';
import { isObject } from './data.js';
import { expandFragments, FRAGMENTS_FILE } from './fragments.js';
import { parseSource } from './yaml-source.js';
import type { SourceFile } from './yaml-source.js';

export const OPENAPI_FILE = 'spec/openapi.yaml';
export const ROUTES_FILE = 'spec/routes.yaml';
export const DISPLAY_FILE = 'spec/display.yaml';
export const SCREENS_FILE = 'spec/screens.yaml';
export const TEXTS_FILE = 'spec/texts.yaml';
export const CONTENT_FILE = 'spec/content.yaml';
export { FRAGMENTS_FILE };
export const FORMS_DIR = 'spec/forms';
export const SCREENS_DIR = 'src/screens';
export const CARDS_DIR = 'src/cards';
export const RUNTIME_DIR = 'src';

export interface LoadedForm {
  id: string;
  file: SourceFile;
}

export interface LoadedSpec {
  openapi?: SourceFile;
  routes?: SourceFile;
  /** named formats and label maps pages use */
  display?: SourceFile;
  /** named, parameterised pieces of page spec/routes.yaml uses (optional) */
  fragments?: SourceFile;
  /** the route options each hand-written screen reads (optional: a spec without screens needs none) */
  screenOptions?: SourceFile;
  /** the texts and counts the runtime itself shows (optional: a spec without a runtime needs none) */
  texts?: SourceFile;
  /** product content no call serves: demo gardens, offline map places (optional) */
  content?: SourceFile;
  /** every spec/forms/<id>.yaml, sorted by id; a file with a syntax error has `value` undefined */
  forms: LoadedForm[];
  /** names of src/screens/<name>.tsx, sorted */
  screens: string[];
  /** names of src/cards/<name>.tsx, sorted */
  cards: string[];
  /** the text of every .ts / .tsx file under src/ by path: the calls and forms the runtime names (read, not imported) */
  sources: Record<string, string>;
}

/** What the runtime holds that the spec names: read once by a long-lived caller (the language server). */
export type RuntimeNames = Pick<LoadedSpec, 'screens' | 'cards' | 'sources'>;

export interface LoadOptions {
  /**
   * texts that stand in for files on disk, by path relative to the root (an editor's open, unsaved
   * documents); a path here exists even when the disk has no such file yet
   */
  overlay?: ReadonlyMap<string, string>;
  /** parses one file (the language server's keeps the last result of each unchanged text) */
  parse?: typeof parseSource;
  /** the runtime's screens, cards and sources, when the caller already read them */
  runtime?: RuntimeNames;
}

export function load(root: string, options: LoadOptions = {}): { spec: LoadedSpec; diagnostics: Diagnostic[] } {
  const { overlay, parse = parseSource } = options;
  const diagnostics: Diagnostic[] = [];
  const exists = (path: string) => overlay?.has(path) || existsSync(join(root, path));
  const read = (path: string): SourceFile | undefined => {
    if (!exists(path)) {
      diagnostics.push({ file: path, line: 1, col: 1, message: 'file not found', severity: 'error' });
      return undefined;
    }
    const parsed = parse(path, overlay?.get(path) ?? readFileSync(join(root, path), 'utf8'));
    diagnostics.push(...parsed.diagnostics);
    return parsed.file;
  };
  const unsavedForms = [...(overlay?.keys() ?? [])].flatMap((path) =>
    path.startsWith(`${FORMS_DIR}/`) && path.endsWith('.yaml') && !path.slice(FORMS_DIR.length + 1).includes('/')
      ? [path.slice(FORMS_DIR.length + 1, -'.yaml'.length)]
      : [],
  );
  const formIds = [...new Set([...list(root, FORMS_DIR, '.yaml'), ...unsavedForms])].sort();
  const forms = formIds.map((id) => ({ id, file: read(`${FORMS_DIR}/${id}.yaml`)! }));
  const fragments = exists(FRAGMENTS_FILE) ? read(FRAGMENTS_FILE) : undefined;
  const spec: LoadedSpec = {
    openapi: read(OPENAPI_FILE),
    routes: withFragments(read(ROUTES_FILE), fragments, diagnostics),
    fragments,
    display: read(DISPLAY_FILE),
    screenOptions: exists(SCREENS_FILE) ? read(SCREENS_FILE) : undefined,
    texts: exists(TEXTS_FILE) ? read(TEXTS_FILE) : undefined,
    content: exists(CONTENT_FILE) ? read(CONTENT_FILE) : undefined,
    forms,
    ...(options.runtime ?? readRuntime(root)),
  };
  return { spec, diagnostics };
}

export function readRuntime(root: string): RuntimeNames {
  return {
    screens: list(root, SCREENS_DIR, '.tsx'),
    cards: list(root, CARDS_DIR, '.tsx'),
    sources: sourcesUnder(root, RUNTIME_DIR),
  };
}

/** spec/routes.yaml with its fragment uses expanded, so every later stage reads the inline form. */
function withFragments(
  routes: SourceFile | undefined,
  fragments: SourceFile | undefined,
  diagnostics: Diagnostic[],
): SourceFile | undefined {
  if (!routes || routes.value === undefined) return routes;
  // fragments.yaml that could not be parsed defines nothing: every use would be echoed as unknown
  const expanded =
    fragments && fragments.value === undefined
      ? { value: undefined, expansions: [], diagnostics: [] }
      : expandFragments(routes, fragments);
  if (expanded.value === undefined) return replaceValue(routes, undefined, []);
  if (!expanded.expansions.length && !expanded.diagnostics.length) return routes;
  diagnostics.push(...expanded.diagnostics);
  // a use that could not be expanded leaves no tree to check: the later stages would only echo it
  return replaceValue(routes, hasErrors(expanded.diagnostics) ? undefined : expanded.value, expanded.expansions);
}

function replaceValue(file: SourceFile, value: unknown, expansions: SourceFile['expansions']): SourceFile {
  return Object.defineProperties(Object.create(Object.getPrototypeOf(file) as object) as SourceFile, {
    ...Object.getOwnPropertyDescriptors(file),
    value: { value, enumerable: true },
    expansions: { value: expansions, enumerable: true },
  });
}

function list(root: string, dir: string, extension: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length))
    .sort();
}

function sourcesUnder(root: string, dir: string): Record<string, string> {
  if (!existsSync(join(root, dir))) return {};
  const sources: Record<string, string> = {};
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    sources[relative(root, path)] = readFileSync(path, 'utf8');
  }
  return sources;
}

/** The entries of spec/routes.yaml that are mappings, with their index in the file. */
export function routeEntries(file: SourceFile | undefined): { index: number; route: Record<string, unknown> }[] {
  const routes = isObject(file?.value) ? file.value.routes : undefined;
  if (!Array.isArray(routes)) return [];
  return routes.flatMap((route, index) => (isObject(route) ? [{ index, route }] : []));
}
