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
import { checkShape } from './checks/shape.js';
import { displayFileSchema, fragmentsFileSchema } from './spec-schemas.js';

export async function validate(spec: LoadedSpec, root?: string): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  if (spec.openapi) diagnostics.push(...(await checkOpenapi(spec.openapi)));
  const operations = spec.openapi?.value === undefined ? undefined : operationMap(spec.openapi.value);
  if (spec.display?.value !== undefined) diagnostics.push(...checkShape(spec.display, displayFileSchema));
  if (spec.fragments?.value !== undefined) diagnostics.push(...checkShape(spec.fragments, fragmentsFileSchema));
  if (spec.routes) diagnostics.push(...checkRoutes(spec.routes, spec, operations));
  const routeNames =
    spec.routes?.value === undefined
      ? undefined
      : routeEntries(spec.routes).flatMap(({ route }) => (typeof route.name === 'string' ? [route.name] : []));
  for (const form of spec.forms) diagnostics.push(...checkForm(form.file, { operations, routeNames }));
  diagnostics.push(...checkScreenOptions(spec));
  if (root) {
    const handlers = readHandlers(root);
    for (const form of spec.forms) diagnostics.push(...checkStoredFields(form, handlers));
  }
  // only over a spec without errors: a misspelt operation or form would otherwise be reported twice,
  // once where it is named and once as the real one nothing reaches
  if (!hasErrors(diagnostics)) diagnostics.push(...checkReachability(spec));
  return sortDiagnostics(diagnostics);
}

/** Operations by id; with duplicate ids the first wins (the duplicate is reported by checkOpenapi). */
export function operationMap(openapi: unknown): Map<string, OperationInfo> {
  const map = new Map<string, OperationInfo>();
  for (const operation of operationsOf(openapi)) if (operation.id && !map.has(operation.id)) map.set(operation.id, operation);
  return map;
}
