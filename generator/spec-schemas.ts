// The language of spec/: one JSON Schema (draft 2020-12) per kind of spec file, in spec/schema/. They are
// the one definition the generator's structural validation (checks/shape.ts), the editor help
// (spec/schema/*.spec-aware.json), the reference (docs/reference/) and the runtime's kind unions come from.
// `title` names an object in diagnostics ("route is missing `shell`"), `x-rule` explains a failed
// pattern, oneOf or required, `description` and `examples` are what an editor shows on hover, and
// `x-kind` marks the keys that give a block or an action its kind.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SCHEMA_DIR = fileURLToPath(new URL('../spec/schema/', import.meta.url));
export const SCHEMA_FILES = {
  routes: 'routes.schema.json',
  forms: 'forms.schema.json',
  display: 'display.schema.json',
  screens: 'screens.schema.json',
  fragments: 'fragments.schema.json',
  texts: 'texts.schema.json',
  content: 'content.schema.json',
} as const;
export type SchemaKind = keyof typeof SCHEMA_FILES;

export interface JsonSchema {
  [keyword: string]: unknown;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
}

const read = (kind: SchemaKind): JsonSchema =>
  JSON.parse(readFileSync(SCHEMA_DIR + SCHEMA_FILES[kind], 'utf8')) as JsonSchema;

export const routesFileSchema = read('routes');
export const formFileSchema = read('forms');
export const displayFileSchema = read('display');
export const screensFileSchema = read('screens');
export const fragmentsFileSchema = read('fragments');
export const textsFileSchema = read('texts');
export const contentFileSchema = read('content');
export const schemas: Record<SchemaKind, JsonSchema> = {
  routes: routesFileSchema,
  forms: formFileSchema,
  display: displayFileSchema,
  screens: screensFileSchema,
  fragments: fragmentsFileSchema,
  texts: textsFileSchema,
  content: contentFileSchema,
};

const kinds = (schema: JsonSchema | undefined): string[] =>
  Object.entries(schema?.properties ?? {}).flatMap(([key, value]) => (value['x-kind'] ? [key] : []));

/** The `default` of each property of an object schema that has one: what the conversion fills in where the spec gives none. */
export const defaultsOf = (schema: JsonSchema | undefined): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(schema?.properties ?? {}).flatMap(([key, value]) =>
      'default' in value ? [[key, value.default]] : [],
    ),
  );

/** The keys that make a block of a page one kind or another (list, record, carousel, …). */
export const BLOCK_KINDS = kinds(routesFileSchema.$defs?.block);
/** The keys that make an action one kind or another (navigate, call, toggle, form, …). */
export const ACTION_KINDS = kinds(routesFileSchema.$defs?.action);
/** The page shells a route may use. */
export const SHELLS = (routesFileSchema.properties?.routes as { items: { properties: { shell: { enum: string[] } } } })
  .items.properties.shell.enum;

/** The icon names spec/routes.yaml may give a navigation entry or a tab (src/components/icon.tsx draws each). */
export const ICONS = (routesFileSchema.$defs?.icon as { enum: string[] }).enum;
/** The icons a tab of the phone's bottom bar may name: those the shell itself carries. */
export const TAB_ICONS = (
  routesFileSchema.properties?.navigation as {
    properties: { tabs: { items: { properties: { icon: { enum: string[] } } } } };
  }
).properties.tabs.items.properties.icon.enum;

/** A value read from the page: the enclosing record, the row at hand, the member, the route query. */
export const REF = /^(record|row|session|query)\.[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** `row._index`: the row's position in what its block shows, from 0 (a banner's index for /contentDetail). */
export const ROW_POSITION = '_index';
/** The session values a page may read (src/lib/session.ts readSession). */
export const SESSION_FIELDS = ['userId', 'username', 'ticket', 'token', 'isCompany', 'idcardStatus'] as const;
