// The language's outputs outside generated/: the editor schemas (spec/schema/<kind>.spec-aware.json —
// the grammar of spec/schema/<kind>.schema.json with the names this spec defines as enums, so an editor
// completes operationIds, route names, form ids, screens, cards, formats and label maps) and the
// reference (docs/reference/<kind>.md), both derived from the one definition in spec/schema/.
import { isObject } from '../data.js';
import type { Ir } from '../ir.js';
import type { LoadedSpec } from '../load.js';
import { SCHEMA_FILES, schemas } from '../spec-schemas.js';
import type { JsonSchema, SchemaKind } from '../spec-schemas.js';

const TEXT_REF = '#/$defs/text';

/** The names this spec defines, by the key whose value names one. */
function specNames(ir: Ir, spec: LoadedSpec): Record<string, string[]> {
  const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
  const routes = sorted(ir.routes.map((route) => route.name));
  return {
    operation: sorted(ir.operations.map((operation) => operation.id)),
    route: routes,
    go: routes,
    form: sorted(ir.forms.map((form) => form.id)),
    screen: spec.screens,
    card: spec.cards,
    format: sorted(Object.keys(ir.display.formats)),
    labels: sorted(Object.keys(ir.display.labels)),
    fragment: sorted(
      Object.keys(
        isObject(spec.fragments?.value) && isObject(spec.fragments.value.fragments)
          ? spec.fragments.value.fragments
          : {},
      ),
    ),
  };
}

/** The schema with each name-valued text replaced by the enum of the names the spec defines. */
function specAware(schema: JsonSchema, kind: SchemaKind, names: Record<string, string[]>): JsonSchema {
  const isText = (node: unknown) => {
    const value = node as { $ref?: string; type?: string };
    return value?.$ref === TEXT_REF || (value?.type === 'string' && !('enum' in value) && !('pattern' in value));
  };
  const named = (node: Record<string, unknown>, values: string[]) => {
    const { $ref: _ref, type: _type, minLength: _min, ...rest } = node;
    return { ...rest, type: 'string', enum: values };
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'properties' || key === '$defs') && value && typeof value === 'object') {
        copy[key] = Object.fromEntries(
          Object.entries(value).map(([name, sub]) => {
            const values = key === 'properties' ? names[name] : undefined;
            if (values?.length && isText(sub)) return [name, named(sub as Record<string, unknown>, values)];
            // a card is a name or a list of { card, when }
            if (values?.length && Array.isArray((sub as { oneOf?: unknown[] }).oneOf)) {
              const oneOf = (sub as { oneOf: Record<string, unknown>[] }).oneOf.map((branch) =>
                isText(branch) ? named(branch, values) : walk(branch),
              );
              return [name, { ...(walk(sub) as object), oneOf }];
            }
            return [name, walk(sub)];
          }),
        );
      } else copy[key] = walk(value);
    }
    return copy;
  };
  const aware = walk(schema) as JsonSchema;
  if (kind === 'routes' && aware.$defs) {
    // where a block or an action stands, a fragment's use does too (expanded before any check); the keys
    // beside `use` are those of the block or action, merged over the body, so partial (`toggle: { count }`)
    for (const name of ['block', 'action']) {
      const inline = aware.$defs[name] as JsonSchema;
      aware.$defs[`${name}Inline`] = inline;
      aware.$defs[`${name}Use`] = {
        title: 'fragment use',
        description: `使用 spec/fragments.yaml 中的片段，旁边的键并入其内容 — uses a fragment of spec/fragments.yaml; keys beside \`use\` merge over its ${name}`,
        type: 'object',
        required: ['use'],
        propertyNames: { enum: ['use', 'with', ...Object.keys(inline.properties ?? {})] },
        properties: {
          use: {
            description: "片段名 — the fragment's name",
            type: 'string',
            ...(names.fragment.length ? { enum: names.fragment } : {}),
          },
          with: { description: '参数值 — the arguments', type: 'object' },
        },
      };
      // told apart by `use`, not tried in turn: an editor then reports a misspelt key of an inline block
      // where it stands, not as the use's missing `use` at the block's first line (anyOf's fallback)
      aware.$defs[name] = {
        if: { type: 'object', required: ['use'] },
        then: { $ref: `#/$defs/${name}Use` },
        else: { $ref: `#/$defs/${name}Inline` },
      };
    }
  }
  if (kind === 'screens') {
    const screens = (aware.properties?.screens ?? {}) as JsonSchema;
    screens.propertyNames = { enum: names.screen };
    const route = (screens.additionalProperties as JsonSchema | undefined)?.properties?.route;
    if (route) Object.assign(route, { enum: names.route });
  }
  return { ...aware, $id: SCHEMA_FILES[kind].replace('.schema.json', '.spec-aware.json') };
}

export function emitEditorSchemas(ir: Ir, spec: LoadedSpec): Record<string, string> {
  const names = specNames(ir, spec);
  return Object.fromEntries(
    (Object.keys(SCHEMA_FILES) as SchemaKind[]).map((kind) => [
      `spec/schema/${kind}.spec-aware.json`,
      `${JSON.stringify({ $comment: `generated from spec/schema/${SCHEMA_FILES[kind]} and the spec by npm run generate — do not edit`, ...specAware(schemas[kind], kind, names) }, null, 2)}\n`,
    ]),
  );
}

// ---- the reference -------------------------------------------------------------------------------

const FILE_OF: Record<SchemaKind, string> = {
  routes: 'spec/routes.yaml',
  forms: 'spec/forms/<id>.yaml',
  display: 'spec/display.yaml',
  screens: 'spec/screens.yaml',
  fragments: 'spec/fragments.yaml',
  texts: 'spec/texts.yaml',
  content: 'spec/content.yaml',
};

/** `text`, `count`, `a list of block`, … — a schema in a few words, with links to definitions. */
function typeWords(node: JsonSchema | undefined): string {
  if (!node) return '';
  if (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop()!;
    return `[${name}](#${name.toLowerCase()})`;
  }
  if (Array.isArray(node.enum)) return node.enum.map((value) => `\`${String(value)}\``).join(' \\| ');
  if ('const' in node) return `\`${JSON.stringify(node.const)}\``;
  if (Array.isArray(node.oneOf)) return (node.oneOf as JsonSchema[]).map(typeWords).join(' or ');
  if (node.type === 'array') return `list of ${typeWords(node.items as JsonSchema) || 'values'}`;
  if (node.type === 'object' && node.properties) return node.title ? `${node.title} (below)` : 'mapping (below)';
  if (node.type === 'object') return `mapping of ${typeWords(node.additionalProperties as JsonSchema) || 'values'}`;
  return Array.isArray(node.type) ? node.type.join(' or ') : String(node.type ?? 'any');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function section(title: string, node: JsonSchema, level: number, out: string[]): void {
  const required = new Set((node.required as string[] | undefined) ?? []);
  out.push(`${'#'.repeat(Math.min(level, 6))} ${title}`, '');
  if (node.description) out.push(node.description, '');
  if (node['x-rule']) out.push(`Rule: ${String(node['x-rule'])}`, '');
  const nested: [string, JsonSchema][] = [];
  const properties = Object.entries(node.properties ?? {});
  if (properties.length) {
    out.push('| key | value | description 说明 | example 示例 |', '|---|---|---|---|');
    for (const [name, sub] of properties) {
      const example = Array.isArray(sub.examples) ? `\`${JSON.stringify(sub.examples[0])}\`` : '';
      const kind = sub['x-kind'] ? ' (kind)' : '';
      const fallback = 'default' in sub ? ` (default 默认 \`${JSON.stringify(sub.default)}\`)` : '';
      out.push(
        `| \`${name}\`${required.has(name) ? ' *' : ''}${kind} | ${cell(typeWords(sub))} | ${cell(`${sub.description ?? ''}${fallback}`)} | ${cell(example)} |`,
      );
      const inner = innerObject(sub);
      if (inner) nested.push([`${title} › ${name}`, inner]);
    }
    out.push('', '`*` required 必填', '');
  }
  for (const [innerTitle, inner] of nested) section(innerTitle, inner, level + 1, out);
}

/** The object schema a property holds inline (itself, its list's items, a mapping's values, a oneOf branch). */
function innerObject(node: JsonSchema): JsonSchema | undefined {
  const candidates = [
    node,
    node.items,
    node.additionalProperties,
    ...((node.oneOf as JsonSchema[] | undefined) ?? []),
  ] as (JsonSchema | undefined)[];
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object' && candidate.properties && !candidate.$ref) return candidate;
    if (candidate && candidate !== node && typeof candidate === 'object' && candidate.items) {
      const items = candidate.items as JsonSchema;
      if (items.properties && !items.$ref) return items;
    }
  }
  return undefined;
}

/** The reference of each spec file's language, and its index linking `catalogues` (file → title) too. */
export function emitReference(catalogues: Record<string, string> = {}): Record<string, string> {
  const files: Record<string, string> = {};
  const index = [
    '# The spec language — reference',
    '',
    'Generated from spec/schema/*.schema.json by `npm run generate` — do not edit.',
    '',
  ];
  for (const kind of Object.keys(SCHEMA_FILES) as SchemaKind[]) {
    const schema = schemas[kind];
    const out = [
      `# ${FILE_OF[kind]}`,
      '',
      `Generated from spec/schema/${SCHEMA_FILES[kind]} by \`npm run generate\` — do not edit.`,
      '',
    ];
    section(`${kind} file`, schema, 2, out);
    for (const [name, def] of Object.entries(schema.$defs ?? {})) {
      if (def.properties || def.oneOf || def.description) section(name, def, 2, out);
    }
    files[`${kind}.md`] = `${out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`;
    index.push(`- [${FILE_OF[kind]}](${kind}.md) — ${schema.description ?? ''}`);
  }
  if (Object.keys(catalogues).length) {
    index.push(
      '',
      '## What this spec defines — 本规格中的名称',
      '',
      'Generated from the spec itself: every name in them exists.',
      '',
    );
    for (const [file, title] of Object.entries(catalogues)) index.push(`- [${title}](${file})`);
  }
  index.push('', 'Common changes step by step, with a worked page: [docs/recipes.md](../recipes.md).');
  files['README.md'] = `${index.join('\n')}\n`;
  return files;
}
