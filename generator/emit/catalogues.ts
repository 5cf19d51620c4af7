// The catalogues of docs/reference/: what this spec defines, for a product owner writing a page — the
// operations with their inputs, answer fields and codes, the fragments with their parameters, the
// formats and label maps, and the scopes a value reads from. Generated from the spec, so they never
// name what is not there.
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import type { Ir } from '../ir.js';
import type { LoadedSpec } from '../load.js';
import { deref, objectShape } from '../openapi-model.js';
import { recordFields, rowFields } from '../response-fields.js';
import { SESSION_FIELDS, ROW_POSITION } from '../spec-schemas.js';

const HEADER = (title: string, from: string) => [
  `# ${title}`,
  '',
  `Generated from ${from} by \`npm run generate\` — do not edit.`,
  '',
];
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;
const list = (names: string[]) => (names.length ? names.map(code).join(', ') : '—');

/** The property names of an answer's record (or of a list's rows), nested objects one level down. */
function fieldNames(doc: unknown, schema: unknown): string[] {
  if (schema === undefined) return [];
  const { properties } = objectShape(doc, schema);
  return Object.entries(properties).flatMap(([name, sub]) => {
    const inner = objectShape(doc, deref(doc, sub)).properties;
    const nested = Object.keys(inner);
    return nested.length && nested.length <= 8 ? [name, ...nested.map((child) => `${name}.${child}`)] : [name];
  });
}

function operationsPage(ir: Ir): string {
  const doc = ir.openapi;
  const out = HEADER('Operations — 接口', 'spec/openapi.yaml');
  out.push(
    "Every operation a page, form or action may name (`operation: <id>`). **Inputs** are its parameters and body fields (`*` required); **answer fields** are what `record.<field>` reads in a record block (the envelope's `data`), **row fields** what `row.<field>` reads in a list (its `records` or items). A field a form sends must be a body field here: a new one needs a change to spec/openapi.yaml first.",
    '',
  );
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const id = operation.operationId;
      const parameters = ((operation.parameters as unknown[] | undefined) ?? [])
        .map((p) => deref(doc, p))
        .filter(isObject);
      const inputs = [
        ...parameters.map((p) => `${String(p.name)}${p.required ? '*' : ''} (${String(p.in)})`),
        ...bodyFields(doc, operation),
      ];
      const record = fieldNames(doc, recordFields(doc, id).schema);
      const rows = fieldNames(doc, rowFields(doc, id).schema);
      const responses = isObject(operation.responses) ? operation.responses : {};
      out.push(`## ${id}`, '');
      if (typeof operation.summary === 'string') out.push(operation.summary, '');
      out.push('| | |', '|---|---|');
      const access =
        isObject(operation['x-access']) && typeof operation['x-access'].level === 'string'
          ? operation['x-access'].level
          : 'public';
      out.push(`| call | ${code(`${method.toUpperCase()} ${path}`)} — who may call: ${access} (x-access) |`);
      out.push(`| inputs | ${cell(list(inputs))} |`);
      if (rows.length) out.push(`| row fields | ${cell(list(rows))} |`);
      else out.push(`| answer fields | ${cell(list(record))} |`);
      for (const [status, response] of Object.entries(responses)) {
        const described = deref(doc, response);
        out.push(
          `| ${status} | ${cell(isObject(described) && typeof described.description === 'string' ? described.description : '')} |`,
        );
      }
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function bodyFields(doc: unknown, operation: Obj): string[] {
  const body = deref(doc, operation.requestBody);
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const media = Object.values(content).find(isObject);
  const { properties, required } = objectShape(doc, isObject(media) ? media.schema : undefined);
  return Object.keys(properties).map((name) => `${name}${required.includes(name) ? '*' : ''} (body)`);
}

function fragmentsPage(spec: LoadedSpec): string {
  const out = HEADER('Fragments — 片段', 'spec/fragments.yaml');
  out.push(
    "A fragment is a named piece of page used where a block or an action stands: `{ use: <name>, with: { <parameter>: <value> } }`. A parameter whose default is `null` must be given; keys written beside `use` merge over the fragment's body.",
    '',
    '| fragment | parameters (default) | what it is |',
    '|---|---|---|',
  );
  const fragments =
    isObject(spec.fragments?.value) && isObject(spec.fragments.value.fragments) ? spec.fragments.value.fragments : {};
  for (const [name, fragment] of Object.entries(fragments)) {
    if (!isObject(fragment)) continue;
    const params = Object.entries(isObject(fragment.params) ? fragment.params : {}).map(([param, value]) =>
      value === null ? `${param} (required)` : `${param} (${JSON.stringify(value)})`,
    );
    out.push(
      `| ${code(name)} | ${cell(params.join(', ') || '—')} | ${cell(typeof fragment.description === 'string' ? fragment.description : '')} |`,
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function displayPage(ir: Ir): string {
  const out = HEADER('Formats and label maps — 格式与标签', 'spec/display.yaml');
  out.push(
    'A shown value takes `format: <name>` (or `{field|name}` in a template) and `labels: <name>`. A label map turns a stored code into its text: a condition compares the **code** (`when: { status: 2 }`), never the label.',
    '',
    '## Formats',
    '',
    '| format | kind | settings |',
    '|---|---|---|',
  );
  for (const [name, format] of Object.entries(ir.display.formats)) {
    const { kind, ...settings } = format;
    out.push(`| ${code(name)} | ${String(kind)} | ${cell(code(JSON.stringify(settings)))} |`);
  }
  out.push('', '## Label maps', '', '| label map | code → label |', '|---|---|');
  for (const [name, map] of Object.entries(ir.display.labels)) {
    out.push(
      `| ${code(name)} | ${cell(
        Object.entries(map)
          .map(([value, label]) => `${value} → ${String(label.text)}`)
          .join(', '),
      )} |`,
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function scopesPage(): string {
  const out = HEADER('Scopes — 取值范围', 'generator/spec-schemas.ts');
  out.push(
    "A parameter, a condition or a link's query reads a value from where it stands:",
    '',
    '| write | reads | where |',
    '|---|---|---|',
    "| `row.<field>` | the list row, comment or carousel item at hand (its **row fields** in [operations.md](operations.md)) | inside a list's `item`, `open`, `actions`; a carousel's items; a comment thread |",
    `| \`row.${ROW_POSITION}\` | the row's position in what its block shows, from 0 | the same |`,
    '| `record.<field>` | the record a record block read (its **answer fields**) | inside a record block: its sections, actions and blocks |',
    "| `query.<param>` | the page address's query parameter (`/leaddetail?id=…` → `query.id`) | anywhere on a route that lists the parameter in `query:` |",
    `| \`session.<key>\` | the signed-in member: ${SESSION_FIELDS.map(code).join(', ')} | anywhere; a visitor has none (gate the block or action with \`gate: login\`) |`,
    '| a bare name (`title`) | the row at hand, else the enclosing record | a shown field |',
    "| anything else (`1`, `'8'`) | that value as written | anywhere |",
    '',
    'The generator checks each one against the operation in scope: `row.titel` is refused with the field meant.',
  );
  return `${out.join('\n').trimEnd()}\n`;
}

/** docs/reference/'s catalogues by file name. */
export function emitCatalogues(ir: Ir, spec: LoadedSpec): Record<string, string> {
  return {
    'operations.md': operationsPage(ir),
    'fragments-catalogue.md': fragmentsPage(spec),
    'formats-and-labels.md': displayPage(ir),
    'scopes.md': scopesPage(),
  };
}
