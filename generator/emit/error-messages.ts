// Turns a form's ordered `messages` into ajv-errors `errorMessage`s: keyword messages on the field's own
// schema, `required` messages on the object that requires it (ajv reports a missing field there) — in
// the form's schema and in each conditional branch that carries the rule.
import type { FormIr } from '../ir.js';
import { schemaBranches } from '../schema-branches.js';

type Schema = Record<string, unknown>;

export function withErrorMessages(schema: Schema, messages: FormIr['messages']): Schema {
  const result = structuredClone(schema);
  const required: Record<string, string> = {};
  const byField: Record<string, Record<string, string>> = {};
  for (const { field, rules, text } of messages) {
    for (const rule of rules) {
      // x- rules are checked by the runtime (form-logic.ts), which reads their text from `messages`
      if (rule.startsWith('x-')) continue;
      if (rule === 'required') required[field] ??= text;
      else (byField[field] ??= {})[rule] ??= text;
    }
  }
  for (const branch of schemaBranches(result)) {
    const properties = (branch.properties ?? {}) as Record<string, Schema>;
    for (const [field, rules] of Object.entries(byField)) {
      const property = properties[field];
      if (!property) continue;
      const errorMessage = Object.fromEntries(Object.entries(rules).filter(([rule]) => rule in property));
      if (Object.keys(errorMessage).length) properties[field] = { ...property, errorMessage };
    }
    const own = Array.isArray(branch.required) ? (branch.required as string[]).filter((f) => f in required) : [];
    if (own.length) branch.errorMessage = { required: Object.fromEntries(own.map((f) => [f, required[f]])) };
  }
  return result;
}
