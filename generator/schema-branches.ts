// Where a form's rules stand: in its object schema and every conditional part that may add rules to its
// fields (`then` / `else`, `allOf` members, schema `dependencies`, at any depth) and inside each field
// (array items, nested objects). Messages may sit on a rule in any of them ("price only for type X" is a
// `required` inside a `then`); the generator checks each has one and emits it where ajv reports it.
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keywords a member's input can break, each of which ajv would report in English unless the form gives a
 * text. `type` only where a field is typed freely as an integer (1.5 in a count); choice lists (`oneOf` /
 * `anyOf` / `enum` of a select or radio) cannot be left by the widget, and `if` is a condition, not a rule —
 * but an `enum` a conditional part lays over a field (the townships of the chosen county) can be missed.
 */
const BREAKABLE = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'const',
  'not',
  'checkDigit',
  'x-notBefore',
] as const;

/** One place a rule stands: the form field it belongs to (top level), the keyword, the node holding it. */
export interface RuleSite {
  field: string;
  rule: string;
  /** the schema node the keyword is on (from the form's schema) */
  path: (string | number)[];
  /** where a diagnostic points: the keyword, or the entry of a `required` list */
  at: (string | number)[];
  /** for `required`: the property the node requires (the field itself, or one inside it) */
  missing?: string;
  /**
   * a rule the widget keeps: a select's or radio's own `enum`, the `required` of a choice with a default
   * (it cannot be emptied), a `maxLength` (the input takes no more). A message may still name it; none is needed.
   */
  kept?: boolean;
  /** the rule whose message says this one: an empty entry of a list (null, a type error) is a missing value */
  textOf?: string;
  /** for `x-notBefore`: the one bound (`yesterday` or a date field) of its list this site is */
  bound?: string;
}

const isChoice = (node: Schema) => 'oneOf' in node || 'anyOf' in node || 'enum' in node;

/** Every rule a form's data can fail, in its branches and inside its fields (items, nested objects). */
export function ruleSites(schema: Schema): RuleSite[] {
  const sites: RuleSite[] = [];
  // a `required` list: each entry is a rule of the form field `owner` names (itself, or the one holding it)
  const required = (
    node: Schema,
    path: (string | number)[],
    owner: (missing: string) => string,
    kept: (missing: string) => boolean = () => false,
  ) => {
    if (!Array.isArray(node.required)) return;
    node.required.forEach((missing, i) =>
      sites.push({
        field: owner(String(missing)),
        rule: 'required',
        path,
        at: [...path, 'required', i],
        missing: String(missing),
        kept: kept(String(missing)),
      }),
    );
  };
  const properties = isSchema(schema.properties) ? schema.properties : {};
  // inside one field: its own keywords, its items, nested objects and their conditional parts
  const inField = (field: string, node: unknown, path: (string | number)[], inBranch: boolean) => {
    if (!isSchema(node)) return;
    // the input refuses more than maxLength characters (src/pages/widgets/input-shape.ts)
    for (const rule of BREAKABLE)
      if (rule in node && rule !== 'x-notBefore')
        sites.push({ field, rule, path, at: [...path, rule], kept: rule === 'maxLength' });
    // a list of bounds: each its own site, which a message may answer by its `bound`
    const bounds = node['x-notBefore'];
    if (Array.isArray(bounds))
      bounds.forEach((bound, i) =>
        sites.push({ field, rule: 'x-notBefore', path, at: [...path, 'x-notBefore', i], bound: String(bound) }),
      );
    else if (bounds !== undefined)
      sites.push({ field, rule: 'x-notBefore', path, at: [...path, 'x-notBefore'], bound: String(bounds) });
    if ('enum' in node) sites.push({ field, rule: 'enum', path, at: [...path, 'enum'], kept: !inBranch });
    if (node.type === 'integer' && !isChoice(node) && !('const' in node))
      sites.push({ field, rule: 'type', path, at: [...path, 'type'] });
    required(node, path, () => field);
    if (isSchema(node.properties))
      for (const [name, sub] of Object.entries(node.properties))
        inField(field, sub, [...path, 'properties', name], inBranch);
    if (isSchema(node.items)) {
      // rjsf fills a list up to minItems with empty entries: one left empty fails its type
      if (typeof node.items.type === 'string' && node.items.type !== 'object')
        sites.push({
          field,
          rule: 'type',
          path: [...path, 'items'],
          at: [...path, 'items', 'type'],
          textOf: 'required',
        });
      inField(field, node.items, [...path, 'items'], inBranch);
    } else if (Array.isArray(node.items))
      node.items.forEach((sub, i) => inField(field, sub, [...path, 'items', i], inBranch));
    for (const key of ['then', 'else'] as const) inField(field, node[key], [...path, key], true);
    if (Array.isArray(node.allOf)) node.allOf.forEach((sub, i) => inField(field, sub, [...path, 'allOf', i], true));
  };
  // the form's object and its conditional parts: `required` names fields, `properties` hold them
  const inForm = (node: unknown, path: (string | number)[]) => {
    if (!isSchema(node)) return;
    required(
      node,
      path,
      (missing) => missing,
      (missing) => isSchema(properties[missing]) && isChoice(properties[missing]) && 'default' in properties[missing],
    );
    if (isSchema(node.properties))
      for (const [field, sub] of Object.entries(node.properties))
        inField(field, sub, [...path, 'properties', field], path.length > 0);
    for (const key of ['then', 'else'] as const) inForm(node[key], [...path, key]);
    if (Array.isArray(node.allOf)) node.allOf.forEach((sub, i) => inForm(sub, [...path, 'allOf', i]));
    // alternatives over the form fail as a whole, in ajv's words (must match exactly one schema in oneOf)
    for (const key of ['anyOf', 'oneOf'] as const)
      if (key in node) sites.push({ field: '', rule: key, path, at: [...path, key] });
    if (isSchema(node.dependencies))
      for (const [name, sub] of Object.entries(node.dependencies)) inForm(sub, [...path, 'dependencies', name]);
  };
  inForm(schema, []);
  return sites;
}
