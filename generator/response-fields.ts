// The fields a page can read from an operation's answer, from the plain OpenAPI document. The client
// hands a page the envelope's `data` (or `page`); a record is that object, a list's rows are the items
// of that array, of its `records` or of its `data` (src/pages/list-logic.ts rowsOf reads the same).
import { isObject } from './data.js';
import type { Obj } from './data.js';
import { deref, objectShape } from './openapi-model.js';

/** A schema to look fields up in; `schema` undefined: not known (the operation is missing or untyped), so nothing is checked. */
export interface Fields {
  /** how a diagnostic names it: "the record of `getItem`", "the rows of `listItems`" */
  what: string;
  schema?: unknown;
}

function answerOf(doc: unknown, operation: Obj | undefined): unknown {
  const responses = isObject(operation?.responses) ? operation.responses : {};
  const ok = deref(doc, responses['200']);
  const content = isObject(ok) && isObject(ok.content) ? ok.content['application/json'] : undefined;
  const { properties } = objectShape(doc, isObject(content) ? content.schema : undefined);
  return properties.data ?? properties.page;
}

/** The operation object of an operationId, read from the document itself (OperationInfo keeps no schemas). */
function operationObject(doc: unknown, id: string): Obj | undefined {
  const paths = isObject(doc) && isObject(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item))
      if (isObject(operation) && operation.operationId === id) return operation;
  }
  return undefined;
}

const itemsOf = (doc: unknown, schema: unknown): unknown => {
  const resolved = deref(doc, schema);
  return isObject(resolved) && (resolved.type === 'array' || 'items' in resolved) ? resolved.items : undefined;
};

/** The answer of a single-record call: the object itself, or (with `pick`) an element of the list it answers. */
export function recordFields(doc: unknown, id: string, picked = false): Fields {
  const answer = answerOf(doc, operationObject(doc, id));
  const schema = picked ? rowSchema(doc, answer) : (itemsOf(doc, answer) ?? answer);
  return { what: `the record of \`${id}\``, schema };
}

/** The rows of a list call; `what` names them (rows, comments, items) for diagnostics. */
export function rowFields(doc: unknown, id: string, what = 'rows'): Fields {
  return { what: `the ${what} of \`${id}\``, schema: rowSchema(doc, answerOf(doc, operationObject(doc, id))) };
}

function rowSchema(doc: unknown, answer: unknown): unknown {
  const direct = itemsOf(doc, answer);
  if (direct !== undefined) return direct;
  const { properties } = objectShape(doc, answer);
  return itemsOf(doc, properties.records) ?? itemsOf(doc, properties.data);
}

/** The elements of a list field of a record (an expert's detail holds its comments in one). */
export function listFieldItems(doc: unknown, record: Fields, path: string, what: string): Fields {
  const found = record.schema === undefined ? undefined : lookupField(doc, record.schema, path);
  return { what, schema: found?.found ? itemsOf(doc, found.schema) : undefined };
}

export type Lookup =
  | { found: true; schema: unknown }
  /** `at` is the path up to the object lacking `missing`; `known` its fields */
  | { found: false; at: string; missing: string; known: string[] };

/**
 * A dotted path (`member.nickname`) walked through nested objects; an array field is walked into its
 * items (`children.id`, `images.0`). An object schema without properties is open: anything under it is accepted.
 */
export function lookupField(doc: unknown, schema: unknown, path: string): Lookup {
  let current = schema;
  const segments = path.split('.');
  for (const [i, segment] of segments.entries()) {
    const items = itemsOf(doc, current);
    // 'images.0' is the first element; 'images.url' every element's url (src/lib/display.ts readPath)
    if (items !== undefined && /^\d+$/.test(segment)) {
      current = items;
      continue;
    }
    current = items ?? current;
    const { properties } = objectShape(doc, current);
    const known = Object.keys(properties);
    if (!known.length && isOpen(doc, current)) return { found: true, schema: undefined };
    if (!(segment in properties)) return { found: false, at: segments.slice(0, i).join('.'), missing: segment, known };
    current = properties[segment];
  }
  return { found: true, schema: current };
}

function isOpen(doc: unknown, schema: unknown): boolean {
  const resolved = deref(doc, schema);
  if (!isObject(resolved)) return true;
  const types = [resolved.type].flat();
  return !resolved.type || types.includes('object');
}

/** The schema of an input of an operation: a query or path parameter, or a property of its body. */
export function inputSchema(doc: unknown, id: string, name: string): unknown {
  const operation = operationObject(doc, id);
  const parameters = Array.isArray(operation?.parameters) ? operation.parameters : [];
  for (const entry of parameters) {
    const parameter = deref(doc, entry);
    if (isObject(parameter) && parameter.name === name && (parameter.in === 'query' || parameter.in === 'path'))
      return parameter.schema;
  }
  const body = deref(doc, operation?.requestBody);
  const content = isObject(body) && isObject(body.content) ? Object.values(body.content)[0] : undefined;
  return objectShape(doc, isObject(content) ? content.schema : undefined).properties[name];
}

/** The values a field may take when its schema lists them (`enum`, or `const`). */
export function enumValues(doc: unknown, schema: unknown): string[] | undefined {
  const resolved = deref(doc, schema);
  if (!isObject(resolved)) return undefined;
  if (Array.isArray(resolved.enum)) return resolved.enum.map(String);
  if ('const' in resolved) return [String(resolved.const)];
  if (Array.isArray(resolved.allOf)) {
    for (const branch of resolved.allOf) {
      const values = enumValues(doc, branch);
      if (values) return values;
    }
  }
  return undefined;
}
