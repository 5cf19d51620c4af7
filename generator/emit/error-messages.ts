// Turns a form's ordered `messages` into ajv-errors `errorMessage`s: keyword messages on the field's own
// schema, `required` messages on the parent (ajv reports a missing field there).
import type { FormIr } from '../ir.js';

type Schema = Record<string, unknown>;

export function withErrorMessages(schema: Schema, messages: FormIr['messages']): Schema {
  const result = structuredClone(schema);
  const properties = result.properties as Record<string, Schema>;
  const required: Record<string, string> = {};
  const byField: Record<string, Record<string, string>> = {};
  for (const { field, rules, text } of messages) {
    for (const rule of rules) {
      if (rule === 'required') required[field] ??= text;
      else (byField[field] ??= {})[rule] ??= text;
    }
  }
  for (const [field, errorMessage] of Object.entries(byField)) properties[field] = { ...properties[field], errorMessage };
  if (Object.keys(required).length) result.errorMessage = { required };
  return result;
}
