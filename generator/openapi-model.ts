// What the generator needs to know about each operation of spec/openapi.yaml, read from the plain
// document with local `$ref`s and `allOf` resolved. Tolerant of malformed input: validation reports the
// malformation, and this model simply skips what it cannot read.
import { isObject } from './data.js';
import type { Obj } from './data.js';
import type { Path } from './yaml-source.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const BODY_MEDIA_TYPES = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
} as const;

export interface ParameterInfo {
  name: string;
  in: string;
  required: boolean;
  at: Path;
}

export interface BodyInfo {
  mediaType: string;
  properties: string[];
  required: string[];
  at: Path;
}

export interface OperationInfo {
  id?: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  at: Path;
  summary?: string;
  parameters: ParameterInfo[];
  body?: BodyInfo;
  /** names of the security schemes the operation requires (its own `security`, else the document's) */
  security: string[];
  autograph: boolean;
  /** `x-quiet-failure: <reason>`: a failure of this call shows no toast (the seed says it fails silently) */
  quiet: boolean;
  /** property names of the 200 application/json body, envelope included */
  response: string[];
}

/** Follows local `$ref`s (`#/components/...`); undefined when a reference does not resolve. */
export function deref(doc: unknown, value: unknown): unknown {
  for (let hops = 0; isObject(value) && typeof value.$ref === 'string'; hops++) {
    if (hops > 32 || !value.$ref.startsWith('#/')) return undefined;
    value = value.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), doc);
  }
  return value;
}

/** The properties and required names of an object schema, merging `allOf` branches. */
export function objectShape(doc: unknown, schema: unknown): { properties: Obj; required: string[] } {
  const shape = { properties: {} as Obj, required: [] as string[] };
  const visit = (node: unknown, depth: number) => {
    const resolved = deref(doc, node);
    if (!isObject(resolved) || depth > 32) return;
    if (Array.isArray(resolved.allOf)) resolved.allOf.forEach((branch) => visit(branch, depth + 1));
    if (isObject(resolved.properties)) Object.assign(shape.properties, resolved.properties);
    if (Array.isArray(resolved.required)) shape.required.push(...resolved.required.map(String));
  };
  visit(schema, 0);
  return shape;
}

export function operationsOf(doc: unknown): OperationInfo[] {
  if (!isObject(doc) || !isObject(doc.paths)) return [];
  const operations: OperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at = ['paths', path, method];
      operations.push({
        id: typeof operation.operationId === 'string' ? operation.operationId : undefined,
        method,
        path,
        at,
        summary: typeof operation.summary === 'string' ? operation.summary : undefined,
        parameters: parametersOf(doc, item, operation, at),
        body: bodyOf(doc, operation, at),
        security: securityOf(operation.security ?? doc.security),
        autograph: operation['x-autograph'] === true,
        quiet: typeof operation['x-quiet-failure'] === 'string' && operation['x-quiet-failure'].trim() !== '',
        response: responseOf(doc, operation),
      });
    }
  }
  return operations;
}

function parametersOf(doc: unknown, item: Obj, operation: Obj, at: Path): ParameterInfo[] {
  const byKey = new Map<string, ParameterInfo>();
  const collect = (list: unknown, listAt: Path) => {
    if (!Array.isArray(list)) return;
    list.forEach((entry, index) => {
      const parameter = deref(doc, entry);
      if (!isObject(parameter) || typeof parameter.name !== 'string') return;
      const info = {
        name: parameter.name,
        in: String(parameter.in),
        required: parameter.required === true,
        at: [...listAt, 'parameters', index],
      };
      byKey.set(`${info.in}:${info.name}`, info);
    });
  };
  // operation-level parameters override path-level ones with the same name and location
  collect(item.parameters, at.slice(0, -1));
  collect(operation.parameters, at);
  return [...byKey.values()];
}

function bodyOf(doc: unknown, operation: Obj, at: Path): BodyInfo | undefined {
  const requestBody = deref(doc, operation.requestBody);
  if (!isObject(requestBody) || !isObject(requestBody.content)) return undefined;
  const types = Object.keys(requestBody.content);
  const mediaType = types.find((type) => type in BODY_MEDIA_TYPES) ?? types[0];
  if (mediaType === undefined) return undefined;
  const media = requestBody.content[mediaType];
  const { properties, required } = objectShape(doc, isObject(media) ? media.schema : undefined);
  return { mediaType, properties: Object.keys(properties), required, at: [...at, 'requestBody', 'content', mediaType] };
}

function securityOf(requirements: unknown): string[] {
  if (!Array.isArray(requirements)) return [];
  return [...new Set(requirements.flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : [])))];
}

function responseOf(doc: unknown, operation: Obj): string[] {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const ok = deref(doc, responses['200']);
  const content = isObject(ok) && isObject(ok.content) ? ok.content['application/json'] : undefined;
  return Object.keys(objectShape(doc, isObject(content) ? content.schema : undefined).properties);
}
