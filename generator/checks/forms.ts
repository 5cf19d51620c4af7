// spec/forms/<id>.yaml against the operation it submits to: every field, fixed value and copied query
// parameter must be something the operation accepts, and everything it requires must be supplied.
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { OperationInfo } from '../openapi-model.js';
import { formFileSchema } from '../spec-schemas.js';
import { diagnostic } from '../yaml-source.js';
import type { Path, SourceFile } from '../yaml-source.js';
import { checkCall } from './calls.js';
import { checkFormSchema } from './form-schema.js';
import { checkShape } from './shape.js';

/** What a form refers to; undefined when its file could not be read (no cascade of follow-up errors). */
export interface FormContext {
  operations?: ReadonlyMap<string, OperationInfo>;
  routeNames?: readonly string[];
}

/** Query, path and body fields of an operation, in spec order. */
export function acceptedFields(operation: OperationInfo): string[] {
  const parameters = operation.parameters.filter((p) => p.in === 'query' || p.in === 'path').map((p) => p.name);
  return [...new Set([...parameters, ...(operation.body?.properties ?? [])])];
}

/** Required query, path and body fields of an operation. */
export function requiredFields(operation: OperationInfo): string[] {
  const parameters = operation.parameters.filter((p) => p.required && (p.in === 'query' || p.in === 'path'));
  return [...parameters.map((p) => p.name), ...(operation.body?.required ?? [])];
}

const keys = (value: unknown): string[] => (isObject(value) ? Object.keys(value) : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

export function checkForm(file: SourceFile, context: FormContext): Diagnostic[] {
  const form = file.value;
  if (!isObject(form)) return file.value === undefined ? [] : checkShape(file, formFileSchema);
  const diagnostics = [...checkShape(file, formFileSchema), ...checkFormSchema(file, form, context)];
  const submit = isObject(form.submit) ? form.submit : {};
  const after = isObject(submit.after) ? submit.after : {};
  if (typeof after.go === 'string' && context.routeNames && !context.routeNames.includes(after.go)) {
    diagnostics.push(
      diagnostic(
        file,
        ['submit', 'after', 'go'],
        `unknown route \`${after.go}\``,
        didYouMean(after.go, context.routeNames),
      ),
    );
  }
  const confirm = isObject(submit.confirm) ? submit.confirm : {};
  const properties =
    isObject(form.schema) && isObject(form.schema.properties) ? Object.keys(form.schema.properties) : [];
  strings(confirm.fields).forEach((name, i) => {
    if (!properties.includes(name))
      diagnostics.push(
        diagnostic(
          file,
          ['submit', 'confirm', 'fields', i],
          `unknown field \`${name}\``,
          didYouMean(name, properties) ?? `the form's fields are ${properties.join(', ')}`,
        ),
      );
  });
  if (isObject(form.load)) {
    const { fields, ...call } = form.load;
    diagnostics.push(...checkCall(file, context.operations, call, ['load']));
    for (const name of isObject(fields) ? Object.keys(fields) : []) {
      if (!properties.includes(name))
        diagnostics.push(
          diagnostic(
            file,
            ['load', 'fields', name],
            `unknown field \`${name}\``,
            didYouMean(name, properties) ?? `the form's fields are ${properties.join(', ')}`,
            { key: true },
          ),
        );
    }
  }
  if (isObject(form.notice))
    diagnostics.push(...checkCall(file, context.operations, form.notice, ['notice'], { supplied: [] }));
  if (typeof submit.operation !== 'string' || !context.operations) return diagnostics;
  const operation = context.operations.get(submit.operation);
  if (!operation) {
    const hint =
      didYouMean(submit.operation, context.operations.keys()) ?? 'it must be an operationId of spec/openapi.yaml';
    return [
      ...diagnostics,
      diagnostic(file, ['submit', 'operation'], `unknown operationId \`${submit.operation}\``, hint),
    ];
  }
  diagnostics.push(...checkPayload(file, form, submit, operation));
  const update = isObject(submit.update) ? submit.update : null;
  if (!update || typeof update.operation !== 'string') return diagnostics;
  const updateOperation = context.operations.get(update.operation);
  if (!updateOperation) {
    const hint =
      didYouMean(update.operation, context.operations.keys()) ?? 'it must be an operationId of spec/openapi.yaml';
    return [
      ...diagnostics,
      diagnostic(file, ['submit', 'update', 'operation'], `unknown operationId \`${update.operation}\``, hint),
    ];
  }
  // an edit sends the same fields plus update.from, less update.omit, so the update operation must take the rest
  const omit = strings(update.omit);
  const set = isObject(submit.set) ? submit.set : {};
  omit.forEach((name, i) => {
    if (properties.includes(name) || name in set) return;
    diagnostics.push(
      diagnostic(
        file,
        ['submit', 'update', 'omit', i],
        `\`${name}\` is neither a field nor a set value of the form`,
        didYouMean(name, [...properties, ...Object.keys(set)]) ?? `the form's fields are ${properties.join(', ')}`,
      ),
    );
  });
  const edit = {
    ...submit,
    buttons: Array.isArray(update.buttons) ? update.buttons : submit.buttons,
    set: Object.fromEntries(Object.entries(set).filter(([name]) => !omit.includes(name))),
    from: { ...(isObject(submit.from) ? submit.from : {}), ...(isObject(update.from) ? update.from : {}) },
  };
  return [
    ...diagnostics,
    ...checkPayload(file, { ...form, local: [...strings(form.local), ...omit] }, edit, updateOperation),
  ];
}

function checkPayload(
  file: SourceFile,
  form: Record<string, unknown>,
  submit: Record<string, unknown>,
  operation: OperationInfo,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const accepted = acceptedFields(operation);
  const local = strings(form.local);
  const rejects = (name: string, path: Path, extra = '', onKey = true) => {
    if (accepted.includes(name)) return;
    const hint = `it accepts ${accepted.join(', ') || 'no input'}${extra}`;
    diagnostics.push(
      diagnostic(file, path, `operation \`${operation.id}\` does not accept \`${name}\``, hint, { key: onKey }),
    );
  };
  const fields = keys(isObject(form.schema) ? form.schema.properties : undefined).filter(
    (name) => !local.includes(name),
  );
  for (const name of fields)
    rejects(name, ['schema', 'properties', name], '; list the field under local: if it is checked but not sent');
  for (const name of keys(submit.set)) rejects(name, ['submit', 'set', name]);
  const buttonSets = Array.isArray(submit.buttons)
    ? submit.buttons.map((button) => (isObject(button) ? button.set : undefined))
    : [];
  buttonSets.forEach((set, index) =>
    keys(set).forEach((name) => rejects(name, ['submit', 'buttons', index, 'set', name])),
  );
  (Array.isArray(submit.query) ? submit.query : []).forEach(
    (name, index) => typeof name === 'string' && rejects(name, ['submit', 'query', index], '', false),
  );

  for (const name of keys(submit.from)) rejects(name, ['submit', 'from', name]);

  const setByEveryButton = keys(buttonSets[0]).filter((name) => buttonSets.every((set) => keys(set).includes(name)));
  const supplied = new Set([
    ...fields,
    ...keys(submit.set),
    ...setByEveryButton,
    ...strings(submit.query),
    ...keys(submit.from),
  ]);
  // the runtime signs x-autograph calls itself
  if (operation.autograph) supplied.add('autograph');
  for (const name of requiredFields(operation).filter((required) => !supplied.has(required))) {
    const hint = "add it to schema.properties, submit.set, submit.from or every button's set";
    diagnostics.push(
      diagnostic(
        file,
        ['submit', 'operation'],
        `operation \`${operation.id}\` requires \`${name}\`, which nothing in the form supplies`,
        hint,
      ),
    );
  }
  return diagnostics;
}
