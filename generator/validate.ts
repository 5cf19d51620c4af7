// Stage 2: every diagnostic of every spec file, sorted by file, line and column. Checks never stop at
// the first problem; a file that could not be parsed is skipped by the checks that depend on it.
import { hasErrors, sortDiagnostics } from './diagnostics.js';
import type { Diagnostic } from './diagnostics.js';
import { routeEntries } from './load.js';
import type { LoadedSpec } from './load.js';
import { operationsOf } from './openapi-model.js';
import type { OperationInfo } from './openapi-model.js';
import { checkForm } from './checks/forms.js';
import { checkStoredFields, readHandlers } from './checks/handlers.js';
import { checkScreenOptions } from './checks/screen-options.js';
import { checkOpenapi } from './checks/openapi.js';
import { checkReachability } from './checks/reachability.js';
import { checkRoutes } from './checks/routes.js';
import { checkContent } from './checks/content.js';
import { checkShape } from './checks/shape.js';
import { displayFileSchema, fragmentsFileSchema, textsFileSchema } from './spec-schemas.js';

/**
 * Remembers a check's result by what it read (source files by identity, texts and names by value), so a
 * long-lived caller — the language server, re-validating on every keystroke — checks again only what an
 * edit can change. A run without one computes everything.
 */
export type ValidateMemo = <T>(inputs: readonly unknown[], compute: () => T) => T;

const computeAlways: ValidateMemo = (_inputs, compute) => compute();

export async function validate(
  spec: LoadedSpec,
  root?: string,
  memo: ValidateMemo = computeAlways,
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const { openapi } = spec;
  if (openapi) diagnostics.push(...(await memo(['openapi', openapi], () => checkOpenapi(openapi))));
  const operations =
    openapi?.value === undefined ? undefined : memo(['operations', openapi], () => operationMap(openapi.value));
  const { display, fragments, routes, texts } = spec;
  if (texts?.value !== undefined) diagnostics.push(...memo(['texts', texts], () => checkShape(texts, textsFileSchema)));
  const { content } = spec;
  if (content?.value !== undefined) diagnostics.push(...memo(['content', content], () => checkContent(content)));
  if (display?.value !== undefined)
    diagnostics.push(...memo(['display', display], () => checkShape(display, displayFileSchema)));
  if (fragments?.value !== undefined)
    diagnostics.push(...memo(['fragments', fragments], () => checkShape(fragments, fragmentsFileSchema)));
  if (routes) {
    // the routes read every other spec file (forms for their query and host values, display, fragments)
    const inputs = [
      'routes',
      routes.text,
      fragments,
      openapi,
      display,
      ...spec.forms.map((form) => form.file),
      spec.screens.join(),
      spec.cards.join(),
    ];
    diagnostics.push(...memo(inputs, () => checkRoutes(routes, spec, operations)));
  }
  const routeNames =
    routes?.value === undefined
      ? undefined
      : routeEntries(routes).flatMap(({ route }) => (typeof route.name === 'string' ? [route.name] : []));
  for (const form of spec.forms)
    diagnostics.push(
      ...memo(['form', form.file, openapi, routeNames?.join()], () => checkForm(form.file, { operations, routeNames })),
    );
  diagnostics.push(...checkScreenOptions(spec));
  if (root) {
    const handlers = await memo(['handlers', root], () => readHandlers(root));
    for (const form of spec.forms)
      diagnostics.push(...memo(['stored', form.file, handlers], () => checkStoredFields(form, handlers)));
  }
  // only over a spec without errors: a misspelt operation or form would otherwise be reported twice,
  // once where it is named and once as the real one nothing reaches
  if (!hasErrors(diagnostics)) diagnostics.push(...checkReachability(spec));
  return sortDiagnostics(diagnostics);
}

/**
 * A memo that keeps what the last run used: an entry no run asks for again (the result for a text
 * since edited) is dropped at the end of the next run, so memory stays at one spec's worth.
 */
export function createValidateMemo(): { memo: ValidateMemo; endRun(): void } {
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const keyPart = (input: unknown): string => {
    if (input !== null && typeof input === 'object') {
      if (!ids.has(input)) ids.set(input, nextId++);
      return `#${ids.get(input)}`;
    }
    return `${typeof input}:${String(input)}`;
  };
  let kept = new Map<string, unknown>();
  let used = new Map<string, unknown>();
  const memo: ValidateMemo = <T>(inputs: readonly unknown[], compute: () => T): T => {
    const key = inputs.map(keyPart).join('\0');
    if (used.has(key)) return used.get(key) as T;
    const value = kept.has(key) ? (kept.get(key) as T) : compute();
    used.set(key, value);
    return value;
  };
  return {
    memo,
    endRun() {
      kept = used;
      used = new Map();
    },
  };
}

/** Operations by id; with duplicate ids the first wins (the duplicate is reported by checkOpenapi). */
export function operationMap(openapi: unknown): Map<string, OperationInfo> {
  const map = new Map<string, OperationInfo>();
  for (const operation of operationsOf(openapi))
    if (operation.id && !map.has(operation.id)) map.set(operation.id, operation);
  return map;
}
