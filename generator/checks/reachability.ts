// Nothing generated is out of reach: every form is opened by a route, block, action or
// screen, and every operation of spec/openapi.yaml (each one a call the seeds document) is made by a
// page, a form or the hand-written runtime — unless the spec says why not: `x-unused: <reason>` on the
// operation, `unused: <reason>` in the form. The runtime is read as text (never imported): a call is
// `api.<operationId>`, a form an `'<form-id>'` string literal.
import { isObject } from '../data.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LoadedSpec } from '../load.js';
import { HTTP_METHODS } from '../openapi-model.js';
import { diagnostic } from '../yaml-source.js';

/** Every string value under one of `keys`, anywhere in a YAML tree. */
function valuesUnder(node: unknown, keys: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => valuesUnder(item, keys, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (keys.has(key) && typeof value === 'string') found.add(value);
      else valuesUnder(value, keys, found);
    }
  }
  return found;
}

/** The operations and forms the hand-written runtime names. */
function runtimeUses(sources: Readonly<Record<string, string>>): { operations: Set<string>; literals: Set<string> } {
  const operations = new Set<string>();
  const literals = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const [, id] of text.matchAll(/\bapi\.([A-Za-z_$][\w$]*)/g)) operations.add(id);
    for (const [, value] of text.matchAll(/['"`]([a-z][a-z0-9-]*)['"`]/g)) literals.add(value);
  }
  return { operations, literals };
}

const reasonOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export function checkReachability(spec: LoadedSpec): Diagnostic[] {
  // a file that did not parse would make everything it opens look unreached
  if (
    spec.routes?.value === undefined ||
    spec.openapi?.value === undefined ||
    spec.forms.some((form) => form.file.value === undefined)
  )
    return [];
  const diagnostics: Diagnostic[] = [];
  const runtime = runtimeUses(spec.sources);
  const formValues = spec.forms.map((form) => form.file.value);
  const operationsUsed = new Set([
    ...valuesUnder(spec.routes?.value, new Set(['operation'])),
    ...valuesUnder(formValues, new Set(['operation'])),
    ...runtime.operations,
  ]);
  const formsUsed = valuesUnder(spec.routes?.value, new Set(['form']));

  for (const form of spec.forms) {
    if (!isObject(form.file.value)) continue;
    const used = formsUsed.has(form.id) || runtime.literals.has(form.id);
    const reason = reasonOf(form.file.value.unused);
    // a reason that no longer holds is a stale claim in the spec: it goes once the form is opened
    if (used && reason)
      diagnostics.push(
        diagnostic(form.file, ['unused'], `form \`${form.id}\` is marked unused but is opened`, 'drop `unused:`', {
          key: true,
        }),
      );
    else if (!used && !reason) {
      diagnostics.push(
        diagnostic(
          form.file,
          ['title'],
          `form \`${form.id}\` is used by no route, block, action or screen`,
          `open it from spec/routes.yaml (form: ${form.id}), or say why it stays: unused: <reason>`,
          { key: true },
        ),
      );
    }
  }

  const openapi = spec.openapi;
  const paths = isObject(openapi?.value) && isObject(openapi.value.paths) ? openapi.value.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const id = operation.operationId;
      const at = ['paths', path, method];
      const reason = reasonOf(operation['x-unused']);
      if (operationsUsed.has(id) && reason)
        diagnostics.push(
          diagnostic(
            openapi!,
            [...at, 'x-unused'],
            `operation \`${id}\` is marked unused but is called`,
            'drop `x-unused`',
            { key: true },
          ),
        );
      else if (!operationsUsed.has(id) && !reason) {
        diagnostics.push(
          diagnostic(
            openapi!,
            [...at, 'operationId'],
            `operation \`${id}\` is called by no page, form or screen`,
            `call it from spec/routes.yaml, a form or the runtime (api.${id}), or say why not: x-unused: <reason>`,
          ),
        );
      }
    }
  }
  return diagnostics;
}
