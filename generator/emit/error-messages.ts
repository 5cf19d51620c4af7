// Turns a form's ordered `messages` into ajv-errors `errorMessage`s on every node where the rule stands:
// keyword messages on the field's schema and inside it (array items, nested objects), `required`
// messages on the object that requires the property (ajv reports a missing property there) — in the
// form's schema and in each conditional branch. A message covers its rule wherever it stands within its
// field: a job's garden picture item without its image says the field's 请上传茶园介绍.
import type { FormIr } from '../ir.js';
import { ruleSites } from '../schema-branches.js';

type Schema = Record<string, unknown>;

export function withErrorMessages(schema: Schema, messages: FormIr['messages']): Schema {
  const result = structuredClone(schema);
  const texts = new Map<string, string>();
  for (const { field, rules, text } of messages)
    for (const rule of rules) if (!texts.has(`${field} ${rule}`)) texts.set(`${field} ${rule}`, text);
  for (const { field, rule, path, missing, textOf } of ruleSites(result)) {
    const text = texts.get(`${field} ${textOf ?? rule}`);
    // x- rules are checked by the runtime (form-logic.ts), which reads their text from `messages`
    if (!text || rule.startsWith('x-')) continue;
    const node = path.reduce<Schema>((at, key) => at[key] as Schema, result);
    const errorMessage = (node.errorMessage ??= {}) as Record<string, unknown>;
    if (missing === undefined) errorMessage[rule] = text;
    else ((errorMessage.required ??= {}) as Record<string, string>)[missing] = text;
  }
  return result;
}
