// A form's object schema and every conditional part that may add rules to its fields: `then` / `else`,
// the members of `allOf` / `anyOf` / `oneOf`, and schema `dependencies` — at any depth. Messages may sit
// on a rule in any of them ("price only for type X" is a `required` inside a `then`).
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

export function schemaBranches(schema: Schema): Schema[] {
  const found: Schema[] = [schema];
  const visit = (node: unknown) => {
    if (!isSchema(node)) return;
    found.push(node);
    walk(node);
  };
  function walk(node: Schema) {
    visit(node.then);
    visit(node.else);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(visit);
    if (isSchema(node.dependencies)) Object.values(node.dependencies).forEach(visit);
  }
  walk(schema);
  return found;
}

/** The field's schemas across the branches (where a keyword rule may stand). */
export function fieldSchemas(schema: Schema, field: string): Schema[] {
  return schemaBranches(schema).flatMap((b) => (isSchema(b.properties) && isSchema(b.properties[field]) ? [b.properties[field] as Schema] : []));
}

/** Whether some branch lists the field as required. */
export function requiredSomewhere(schema: Schema, field: string): boolean {
  return schemaBranches(schema).some((b) => Array.isArray(b.required) && b.required.includes(field));
}
