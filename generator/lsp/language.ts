// What the language server knows at a position, from the generator's own definitions: the grammar
// (spec/schema/*.schema.json: keys, their descriptions and snippets) and the names the spec defines
// (operations and their inputs and answers, routes, forms, fragments and their parameters, formats and
// label maps, the fields of the record or row in scope). Completion, hover and go-to-definition read it.
import { CompletionItemKind, InsertTextFormat, MarkupKind } from 'vscode-languageserver';
import type { CompletionItem, Hover, Location } from 'vscode-languageserver';
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import { acceptedFields } from '../checks/forms.js';
import { declaredQuery } from '../checks/page-links.js';
import { FORMAT_TYPES, labelMaps } from '../checks/page-refs.js';
import {
  DISPLAY_FILE,
  FORMS_DIR,
  FRAGMENTS_FILE,
  OPENAPI_FILE,
  routeEntries,
  ROUTES_FILE,
  SCREENS_FILE,
  TEXTS_FILE,
  CONTENT_FILE,
} from '../load.js';
import type { LoadedSpec } from '../load.js';
import { deref, objectShape } from '../openapi-model.js';
import type { OperationInfo } from '../openapi-model.js';
import { enumValues, lookupField, recordFields, rowFields } from '../response-fields.js';
import type { Fields } from '../response-fields.js';
import { schemas, SESSION_FIELDS } from '../spec-schemas.js';
import type { JsonSchema, SchemaKind } from '../spec-schemas.js';
import { operationMap } from '../validate.js';
import { position } from '../yaml-source.js';
import type { Path, SourceFile } from '../yaml-source.js';
import { valueAt } from './cursor.js';
import type { Cursor } from './cursor.js';

/** The schema kind of a spec file and the schema path its document starts at. */
export function kindOf(path: string): SchemaKind | 'openapi' | undefined {
  if (path === ROUTES_FILE) return 'routes';
  if (path === DISPLAY_FILE) return 'display';
  if (path === FRAGMENTS_FILE) return 'fragments';
  if (path === SCREENS_FILE) return 'screens';
  if (path === TEXTS_FILE) return 'texts';
  if (path === CONTENT_FILE) return 'content';
  if (path === OPENAPI_FILE) return 'openapi';
  if (path.startsWith(`${FORMS_DIR}/`) && path.endsWith('.yaml')) return 'forms';
  return undefined;
}

// ---- the grammar at a path -------------------------------------------------------------------------

const routesDefs = () => schemas.routes.$defs ?? {};

/** A schema with its `$ref`s, alternatives and conditional parts opened: every object shape it may take. */
function shapes(root: JsonSchema, node: JsonSchema | undefined, depth = 0): JsonSchema[] {
  if (!node || depth > 12) return [];
  if (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop()!;
    const defs = (root.$defs ?? routesDefs()) as Record<string, JsonSchema>;
    return [node, ...shapes(root, defs[name] ?? routesDefs()[name], depth + 1)];
  }
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as JsonSchema[]) : [],
  );
  const parts = ['then', 'else'].flatMap((key) => (isObject(node[key]) ? [node[key] as JsonSchema] : []));
  return [node, ...[...branches, ...parts].flatMap((branch) => shapes(root, branch, depth + 1))];
}

/** The schemas that may describe the node at `path` of a file of `kind` (several where the grammar has alternatives). */
export function schemasAt(kind: SchemaKind, path: Path): JsonSchema[] {
  const root = schemas[kind];
  // a fragment's body is a block or an action of spec/routes.yaml
  if (kind === 'fragments' && path.length >= 3 && path[0] === 'fragments' && path[2] === 'body') {
    return walk(schemas.routes, [routesDefs().block, routesDefs().action], path.slice(3));
  }
  return walk(root, [root], path);
}

function walk(root: JsonSchema, start: JsonSchema[], path: Path): JsonSchema[] {
  let current = start;
  for (const segment of path) {
    current = current.flatMap((node) =>
      shapes(root, node).flatMap((shape) => {
        if (typeof segment === 'number') return isObject(shape.items) ? [shape.items as JsonSchema] : [];
        const property = shape.properties?.[segment];
        if (property) return [property];
        return isObject(shape.additionalProperties) ? [shape.additionalProperties as JsonSchema] : [];
      }),
    );
  }
  return current;
}

const isBlockOrAction = (candidates: JsonSchema[]) =>
  candidates.some(
    (node) =>
      node === routesDefs().block ||
      node === routesDefs().action ||
      node.$ref === '#/$defs/block' ||
      node.$ref === '#/$defs/action',
  );

/** The first description among the schemas at a key: the key's own, else its definition's. */
function describe(kind: SchemaKind, path: Path): string | undefined {
  for (const node of schemasAt(kind, path))
    for (const shape of shapes(schemas[kind], node)) if (shape.description) return shape.description;
  return undefined;
}

// ---- the names the spec defines --------------------------------------------------------------------

export interface Knowledge {
  spec: LoadedSpec;
  operations: Map<string, OperationInfo>;
  /** the openapi document, for answer schemas */
  doc: unknown;
  routes: { name: string; path: string; title: string; route: Obj }[];
  fragments: Record<string, Obj>;
  formats: Record<string, string>;
  labels: Record<string, string[]>;
}

export function knowledgeOf(spec: LoadedSpec): Knowledge {
  const doc = spec.openapi?.value;
  const display = isObject(spec.display?.value) ? spec.display.value : {};
  const formats = isObject(display.formats) ? display.formats : {};
  const fragments =
    isObject(spec.fragments?.value) && isObject(spec.fragments.value.fragments) ? spec.fragments.value.fragments : {};
  return {
    spec,
    doc,
    operations: operationMap(doc),
    routes: routeEntries(spec.routes).flatMap(({ route }) =>
      typeof route.name === 'string'
        ? [{ name: route.name, path: String(route.path ?? ''), title: String(route.title ?? ''), route }]
        : [],
    ),
    fragments: Object.fromEntries(Object.entries(fragments).filter(([, value]) => isObject(value))) as Record<
      string,
      Obj
    >,
    formats: Object.fromEntries(
      Object.entries(formats).map(([name, format]) => [name, Object.keys(isObject(format) ? format : {})[0] ?? '']),
    ),
    labels: labelMaps(display),
  };
}

/**
 * The query parameters a route reads. The page model reads only trees the schema passed; the text in
 * an editor is often half-written, so a tree it cannot read falls back to the declared `query:`.
 */
function queryOf(route: Obj): string[] {
  try {
    return declaredQuery(route);
  } catch {
    return Array.isArray(route.query) ? route.query.map(String) : [];
  }
}

// ---- the scope at a path: the record and the row whose fields `record.` and `row.` read -------------

interface PathScope {
  record?: Fields;
  row?: Fields;
  route?: Obj;
}

function scopeAt(cursor: Cursor, knowledge: Knowledge): PathScope {
  const scope: PathScope = {};
  const { doc } = knowledge;
  const known = (id: unknown): id is string => typeof id === 'string' && knowledge.operations.has(id);
  for (let i = 0; i < cursor.path.length; i++) {
    const at = cursor.path.slice(0, i + 1);
    const key = cursor.path[i];
    if (at.length === 2 && at[0] === 'routes') scope.route = valueAt(cursor.doc, at) as Obj;
    if (typeof key !== 'string' || !['list', 'record', 'carousel', 'comments', 'html', 'stats', 'charts'].includes(key))
      continue;
    const node = valueAt(cursor.doc, at);
    if (!isObject(node)) continue;
    if (key === 'list' && known(node.operation)) scope.row = rowFields(doc, node.operation);
    if (key === 'record' && known(node.operation))
      scope.record = recordFields(doc, node.operation, typeof node.pick === 'string');
    if (key === 'carousel' && known(node.operation)) scope.row = rowFields(doc, node.operation, 'items');
    if (key === 'comments' && isObject(node.list) && known(node.list.operation))
      scope.row = rowFields(doc, node.list.operation, 'comments');
    if ((key === 'html' || key === 'stats' || key === 'charts') && known(node.operation))
      scope.record = recordFields(doc, node.operation);
  }
  return scope;
}

/** The fields of an object schema, with the schema of each. */
function fieldsOf(doc: unknown, schema: unknown): [string, unknown][] {
  const resolved = deref(doc, schema);
  const items = isObject(resolved) && isObject(resolved.items) ? resolved.items : undefined;
  return Object.entries(objectShape(doc, items ?? resolved).properties);
}

function typeOf(doc: unknown, schema: unknown): string[] {
  const resolved = deref(doc, schema);
  const type = isObject(resolved) ? resolved.type : undefined;
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string' && t !== 'null');
}

function fieldItems(doc: unknown, fields: Fields | undefined, dotted: string, source: string): CompletionItem[] {
  if (!fields?.schema) return [];
  const parent = dotted.includes('.') ? dotted.slice(0, dotted.lastIndexOf('.')) : '';
  const found = parent ? lookupField(doc, fields.schema, parent) : { found: true as const, schema: fields.schema };
  if (!found.found) return [];
  return fieldsOf(doc, found.schema).map(([name, schema]) => {
    const resolved = deref(doc, schema);
    const description = isObject(resolved) && typeof resolved.description === 'string' ? resolved.description : '';
    return {
      label: name,
      kind: CompletionItemKind.Field,
      detail: `${typeOf(doc, schema).join(' | ') || 'any'} — ${source}${parent ? `.${parent}` : ''} of ${fields.what}`,
      documentation: description,
    };
  });
}

// ---- completion --------------------------------------------------------------------------------------

const NAME_KEYS = ['operation', 'route', 'go', 'form', 'screen', 'card', 'format', 'labels', 'use', 'stale'] as const;

/** The items, and the offset from which the chosen one replaces what is typed. */
export function complete(
  cursor: Cursor,
  kind: SchemaKind,
  knowledge: Knowledge,
): { items: CompletionItem[]; start: number } {
  return cursor.on === 'key'
    ? { items: completeKeys(cursor, kind, knowledge), start: cursor.start }
    : completeValues(cursor, kind, knowledge);
}

function completeKeys(cursor: Cursor, kind: SchemaKind, knowledge: Knowledge): CompletionItem[] {
  const parentKey = cursor.path.at(-1);
  const owner = valueAt(cursor.doc, cursor.path.slice(0, -1));
  // the arguments of a fragment use, and the inputs of the operation a call makes
  if (parentKey === 'with' && isObject(owner) && typeof owner.use === 'string') {
    const params = knowledge.fragments[owner.use]?.params;
    return Object.entries(isObject(params) ? params : {}).map(([name, fallback]) => ({
      label: name,
      kind: CompletionItemKind.Variable,
      detail: fallback === null ? `required by fragment ${owner.use}` : `default ${JSON.stringify(fallback)}`,
      insertText: `${name}: `,
    }));
  }
  if (
    parentKey === 'params' &&
    isObject(owner) &&
    typeof owner.operation === 'string' &&
    knowledge.operations.has(owner.operation)
  ) {
    const operation = knowledge.operations.get(owner.operation)!;
    return acceptedFields(operation).map((name) => ({
      label: name,
      kind: CompletionItemKind.Variable,
      detail: `input of ${operation.id}`,
      insertText: `${name}: `,
    }));
  }
  const candidates = schemasAt(kind, cursor.path);
  const items = new Map<string, CompletionItem>();
  const present = valueAt(cursor.doc, cursor.path);
  for (const node of candidates) {
    for (const shape of shapes(schemas[kind], node)) {
      for (const [name, property] of Object.entries(shape.properties ?? {})) {
        if (items.has(name) || (isObject(present) && name in present && name !== cursor.prefix)) continue;
        items.set(name, keyItem(kind, name, property));
      }
    }
  }
  if (kind !== 'forms' && isBlockOrAction(candidates)) {
    items.set('use', {
      label: 'use',
      kind: CompletionItemKind.Module,
      detail: 'a fragment of spec/fragments.yaml',
      insertText: 'use: ${1}\nwith: { $2 }',
      insertTextFormat: InsertTextFormat.Snippet,
    });
  }
  return [...items.values()];
}

/** A key with a snippet of its value: an object's required keys, a list's first item, an example. */
function keyItem(kind: SchemaKind, name: string, property: JsonSchema): CompletionItem {
  const all = shapes(schemas[kind], property);
  const description = all.find((shape) => shape.description)?.description;
  const object = all.find((shape) => shape.type === 'object' && shape.properties);
  const list = all.find((shape) => shape.type === 'array');
  const choices = all.find((shape) => Array.isArray(shape.enum))?.enum as unknown[] | undefined;
  let snippet = `${name}: $1`;
  if (object) {
    const required = (object.required as string[] | undefined) ?? [];
    snippet = required.length
      ? `${name}:\n${required.map((key, i) => `  ${key}: $${i + 1}`).join('\n')}`
      : `${name}:\n  $1`;
  } else if (list) snippet = `${name}:\n  - $1`;
  else if (choices?.length) snippet = `${name}: \${1|${choices.map(String).join(',')}|}`;
  return {
    label: name,
    kind: property['x-kind'] ? CompletionItemKind.Class : CompletionItemKind.Property,
    detail: property['x-kind'] ? 'kind' : undefined,
    documentation: description ? { kind: MarkupKind.Markdown, value: description } : undefined,
    insertText: snippet,
    insertTextFormat: InsertTextFormat.Snippet,
  };
}

function completeValues(
  cursor: Cursor,
  kind: SchemaKind,
  knowledge: Knowledge,
): { items: CompletionItem[]; start: number } {
  const key = [...cursor.path].reverse().find((segment): segment is string => typeof segment === 'string') ?? '';
  const owner = valueAt(cursor.doc, cursor.path.slice(0, typeof cursor.path.at(-1) === 'number' ? -2 : -1));
  const ref = /^(row|record|session|query)\.([\w.]*)$/.exec(cursor.prefix);
  const scope = () => scopeAt(cursor, knowledge);
  // after `row.member.` completion replaces what follows the last dot
  const dotted = (items: CompletionItem[], typed: string) => ({
    items,
    start: cursor.start + typed.lastIndexOf('.') + 1,
  });
  if (ref) {
    const [, source, path] = ref;
    const { row, record, route } = scope();
    if (source === 'row') return dotted(fieldItems(knowledge.doc, row, path, 'row'), cursor.prefix);
    if (source === 'record') return dotted(fieldItems(knowledge.doc, record, path, 'record'), cursor.prefix);
    if (source === 'session')
      return dotted(
        SESSION_FIELDS.map((name) => ({ label: name, kind: CompletionItemKind.Field, detail: 'session value' })),
        cursor.prefix,
      );
    return dotted(
      (route ? queryOf(route) : []).map((name) => ({
        label: name,
        kind: CompletionItemKind.Field,
        detail: 'query parameter the route declares',
      })),
      cursor.prefix,
    );
  }
  // inside a template's placeholder: `{field` completes the fields in scope, `{field|` the formats that
  // can show it and the label maps that name its values
  const placeholder = key === 'template' ? /\{([\w.]*)(?:\|([\w]*))?$/.exec(cursor.prefix) : null;
  if (placeholder) {
    const [typed, field, modifier] = placeholder;
    const { row, record } = scope();
    if (modifier === undefined)
      return dotted(fieldItems(knowledge.doc, row ?? record, field, row ? 'row' : 'record'), cursor.prefix);
    const beside = { field };
    const items = [
      ...formatsFor(cursor, knowledge, beside).map((name) => ({
        label: name,
        kind: CompletionItemKind.EnumMember,
        detail: `${knowledge.formats[name]} format`,
      })),
      ...labelMapsFor(cursor, knowledge, beside).map((name) => ({
        label: name,
        kind: CompletionItemKind.EnumMember,
        detail: `labels ${knowledge.labels[name].join(', ')}`,
      })),
    ];
    return { items, start: cursor.start + cursor.prefix.length - typed.length + typed.indexOf('|') + 1 };
  }
  const items: CompletionItem[] = [];
  const names = (
    values: Iterable<string>,
    itemKind: CompletionItemKind,
    detail: (name: string) => string | undefined = () => undefined,
  ) => [...values].forEach((name) => items.push({ label: name, kind: itemKind, detail: detail(name) }));
  if ((NAME_KEYS as readonly string[]).includes(key)) {
    switch (key) {
      case 'operation':
      case 'stale':
        for (const operation of knowledge.operations.values())
          items.push({
            label: operation.id!,
            kind: CompletionItemKind.Function,
            detail: `${operation.method.toUpperCase()} ${operation.path}`,
            documentation: operation.summary,
          });
        break;
      case 'route':
      case 'go':
        names(
          knowledge.routes.map((route) => route.name),
          CompletionItemKind.Reference,
          (name) => {
            const route = knowledge.routes.find((candidate) => candidate.name === name)!;
            return `${route.path} ${route.title}`;
          },
        );
        break;
      case 'form':
        if (typeof owner === 'object')
          names(
            knowledge.spec.forms.map((form) => form.id),
            CompletionItemKind.File,
            (id) => `${FORMS_DIR}/${id}.yaml`,
          );
        break;
      case 'screen':
        names(knowledge.spec.screens, CompletionItemKind.File, (name) => `src/screens/${name}.tsx`);
        break;
      case 'card':
        names(knowledge.spec.cards, CompletionItemKind.File, (name) => `src/cards/${name}.tsx`);
        break;
      case 'format':
        names(
          formatsFor(cursor, knowledge, owner),
          CompletionItemKind.EnumMember,
          (name) => `${knowledge.formats[name]} format`,
        );
        break;
      case 'labels':
        names(
          labelMapsFor(cursor, knowledge, owner),
          CompletionItemKind.EnumMember,
          (name) => `labels ${knowledge.labels[name].join(', ')}`,
        );
        break;
      case 'use':
        names(Object.keys(knowledge.fragments), CompletionItemKind.Module, (name) => {
          const params = knowledge.fragments[name].params;
          return `fragment (${Object.keys(isObject(params) ? params : {}).join(', ')})`;
        });
        break;
    }
  }
  for (const node of schemasAt(kind, cursor.path)) {
    for (const shape of shapes(schemas[kind], node)) {
      if (Array.isArray(shape.enum)) names(shape.enum.map(String), CompletionItemKind.EnumMember);
      if (shape.type === 'boolean') names(['true', 'false'], CompletionItemKind.Value);
    }
  }
  // a shown field: the fields of the row or record in scope, and the scopes a value may read
  if (
    kind === 'routes' &&
    ['field', 'count', 'title', 'image', 'caption', 'masked', 'meta', 'badges', 'sections', 'content'].includes(key)
  ) {
    const { row, record } = scope();
    items.push(...fieldItems(knowledge.doc, row ?? record, cursor.prefix, row ? 'row' : 'record'));
  }
  if (kind === 'routes' && (cursor.path.includes('params') || cursor.path.includes('query') || key === 'field')) {
    const { row, record } = scope();
    for (const source of [row && 'row.', record && 'record.', 'session.', 'query.'])
      if (source)
        items.push({
          label: source,
          kind: CompletionItemKind.Module,
          detail: 'read a value of the page',
          command: { title: 'suggest', command: 'editor.action.triggerSuggest' },
        });
  }
  return dotted(items, '');
}

/** The field a `format:` or `labels:` stands beside, and its schema in the scope. */
function besideField(cursor: Cursor, knowledge: Knowledge, owner: unknown): unknown {
  if (!isObject(owner) || typeof owner.field !== 'string') return undefined;
  const { row, record } = scopeAt(cursor, knowledge);
  const ref = /^(row|record)\.(.+)$/.exec(owner.field);
  const fields = ref ? (ref[1] === 'row' ? row : record) : (row ?? record);
  if (!fields?.schema) return undefined;
  const found = lookupField(knowledge.doc, fields.schema, ref ? ref[2] : owner.field);
  return found.found ? found.schema : undefined;
}

/** The formats that can show the field beside (a date pattern a text, money a number), else all. */
function formatsFor(cursor: Cursor, knowledge: Knowledge, owner: unknown): string[] {
  const types = typeOf(knowledge.doc, besideField(cursor, knowledge, owner));
  const all = Object.keys(knowledge.formats);
  if (!types.length) return all;
  return all.filter((name) => types.some((type) => FORMAT_TYPES[knowledge.formats[name]]?.includes(type)));
}

/** The label maps that name every value of the field beside, else all. */
function labelMapsFor(cursor: Cursor, knowledge: Knowledge, owner: unknown): string[] {
  const values = enumValues(knowledge.doc, besideField(cursor, knowledge, owner));
  const all = Object.keys(knowledge.labels);
  return values ? all.filter((name) => values.every((value) => knowledge.labels[name].includes(value))) : all;
}

// ---- hover -------------------------------------------------------------------------------------------

export function hover(cursor: Cursor, kind: SchemaKind, knowledge: Knowledge): Hover | undefined {
  if (cursor.on === 'key') {
    const name = cursor.key ?? cursor.prefix;
    const text = describe(kind, [...cursor.path, name]);
    return text ? { contents: { kind: MarkupKind.Markdown, value: `**${name}** — ${text}` } } : undefined;
  }
  const key = [...cursor.path].reverse().find((segment): segment is string => typeof segment === 'string');
  const value = String(valueAt(cursor.doc, cursor.path) ?? '');
  if ((key === 'operation' || key === 'stale') && knowledge.operations.has(value))
    return {
      contents: { kind: MarkupKind.Markdown, value: operationText(knowledge, knowledge.operations.get(value)!) },
    };
  if ((key === 'route' || key === 'go') && knowledge.routes.some((route) => route.name === value)) {
    const route = knowledge.routes.find((candidate) => candidate.name === value)!;
    return {
      contents: {
        kind: MarkupKind.Markdown,
        value: `route **${route.name}** — \`${route.path}\` ${route.title}; query: ${queryOf(route.route).join(', ') || 'none'}`,
      },
    };
  }
  if (key === 'use' && knowledge.fragments[value]) {
    const fragment = knowledge.fragments[value];
    const params = Object.entries(isObject(fragment.params) ? fragment.params : {}).map(
      ([name, fallback]) => `\`${name}\`${fallback === null ? ' (required)' : ` = ${JSON.stringify(fallback)}`}`,
    );
    return {
      contents: {
        kind: MarkupKind.Markdown,
        value: `fragment **${value}** — ${String(fragment.description ?? '')}\n\nparams: ${params.join(', ') || 'none'}`,
      },
    };
  }
  const text = describe(kind, cursor.path);
  return text ? { contents: { kind: MarkupKind.Markdown, value: `**${key}** — ${text}` } } : undefined;
}

function operationText(knowledge: Knowledge, operation: OperationInfo): string {
  const inputs = operation.parameters
    .filter((p) => p.in === 'query' || p.in === 'path')
    .map((p) => `\`${p.name}\`${p.required ? ' *' : ''} (${p.in})`);
  const body = (operation.body?.properties ?? []).map(
    (name) => `\`${name}\`${operation.body?.required.includes(name) ? ' *' : ''} (body)`,
  );
  const answer = recordFields(knowledge.doc, operation.id!);
  const rows = rowFields(knowledge.doc, operation.id!);
  const fields = (fields: Fields) =>
    fieldsOf(knowledge.doc, fields.schema).map(
      ([name, schema]) =>
        `\`${name}\`${typeOf(knowledge.doc, schema).length ? `: ${typeOf(knowledge.doc, schema).join('|')}` : ''}`,
    );
  const answerFields = fields(answer);
  const rowList = rows.schema !== undefined && rows.schema !== answer.schema ? fields(rows) : [];
  return [
    `**${operation.id}** — \`${operation.method.toUpperCase()} ${operation.path}\`${operation.summary ? ` ${operation.summary}` : ''}`,
    `parameters 参数: ${[...inputs, ...body].join(', ') || 'none'}`,
    `answer fields 返回字段: ${answerFields.join(', ') || 'none'}`,
    ...(rowList.length ? [`row fields 行字段 (row.): ${rowList.join(', ')}`] : []),
  ].join('\n\n');
}

// ---- definition ----------------------------------------------------------------------------------------

export function definition(
  cursor: Cursor,
  knowledge: Knowledge,
  uriOf: (path: string) => string,
): Location | undefined {
  if (cursor.on !== 'value') return undefined;
  const key = [...cursor.path].reverse().find((segment): segment is string => typeof segment === 'string');
  const value = valueAt(cursor.doc, cursor.path);
  if (typeof value !== 'string') return undefined;
  const { spec } = knowledge;
  const at = (file: SourceFile | undefined, path: Path): Location | undefined => {
    if (!file || file.value === undefined) return undefined;
    const { line, col } = position(file, path, true);
    return {
      uri: uriOf(file.path),
      range: { start: { line: line - 1, character: col - 1 }, end: { line: line - 1, character: col - 1 } },
    };
  };
  switch (key) {
    case 'route':
    case 'go': {
      const found = routeEntries(spec.routes).find(({ route }) => route.name === value);
      return found ? at(spec.routes, ['routes', found.index, 'name']) : undefined;
    }
    case 'form': {
      const form = spec.forms.find((candidate) => candidate.id === value);
      return form
        ? { uri: uriOf(form.file.path), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } }
        : undefined;
    }
    case 'use':
      return knowledge.fragments[value] ? at(spec.fragments, ['fragments', value]) : undefined;
    case 'operation':
    case 'stale': {
      const operation = knowledge.operations.get(value);
      return operation ? at(spec.openapi, [...operation.at, 'operationId']) : undefined;
    }
    case 'labels':
      return value in knowledge.labels ? at(spec.display, ['labels', value]) : undefined;
    case 'format':
      return value in knowledge.formats ? at(spec.display, ['formats', value]) : undefined;
  }
  return undefined;
}
