// The documents a product owner follows: every name in an example (the schemas' examples the reference
// shows, the YAML of docs/recipes.md and the README) is one this spec has, the catalogues list what the
// spec defines, and the worked example of docs/recipes.md passes the generator pasted into routes.yaml.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { formatDiagnostic, generate } from '../../generator/index';
import { buildIr } from '../../generator/ir';
import { load } from '../../generator/load';
import { schemas } from '../../generator/spec-schemas';
import type { SchemaKind } from '../../generator/spec-schemas';
import { edit, PROJECT_ROOT, tempDir } from './helpers';

const { spec } = load(PROJECT_ROOT);
const ir = buildIr(spec);
const fragments = Object.keys((spec.fragments?.value as { fragments: object }).fragments);
/** every property name of spec/openapi.yaml's schemas: a field an example shows is one of them */
const fieldNames = new Set<string>();
(function collect(node: unknown): void {
  if (Array.isArray(node)) node.forEach(collect);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object')
        Object.keys(value).forEach((name) => fieldNames.add(name));
      collect(value);
    }
  }
})(ir.openapi);

const known: Record<string, Set<string>> = {
  operation: new Set(ir.operations.map((operation) => operation.id)),
  route: new Set(ir.routes.map((route) => route.name)),
  go: new Set(ir.routes.map((route) => route.name)),
  form: new Set(ir.forms.map((form) => form.id)),
  use: new Set(fragments),
  labels: new Set(Object.keys(ir.display.labels)),
  format: new Set(Object.keys(ir.display.formats)),
  field: fieldNames,
};

/** "key: name" for each name an example gives that the spec (or the example itself, for a new route) lacks. */
function unknownNames(example: unknown): string[] {
  const defined = new Set<string>();
  const found: [string, string][] = [];
  (function walk(node: unknown): void {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.path === 'string' && typeof record.name === 'string') defined.add(record.name);
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string' && key in known && !/^(row|record|query|session)\.|^\$/.test(value))
        found.push([key, key === 'field' ? value.split('.')[0] : value]);
      walk(value);
    }
  })(example);
  return found
    .filter(([key, name]) => !known[key].has(name) && !defined.has(name))
    .map(([key, name]) => `${key}: ${name}`);
}

function schemaExamples(kind: SchemaKind): { at: string; example: unknown }[] {
  const out: { at: string; example: unknown }[] = [];
  (function walk(node: unknown, at: string): void {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' && Array.isArray(value)) value.forEach((example) => out.push({ at, example }));
      else walk(value, `${at}/${key}`);
    }
  })(schemas[kind], kind);
  return out;
}

/** The YAML blocks of a Markdown file. */
const yamlBlocks = (path: string) =>
  [...readFileSync(join(PROJECT_ROOT, path), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]);

describe('examples name only what this spec has', () => {
  it('in the schemas (the reference and the editor show them)', () => {
    const wrong = (Object.keys(schemas) as SchemaKind[]).flatMap((kind) =>
      schemaExamples(kind).flatMap(({ at, example }) => unknownNames(example).map((name) => `${at}: ${name}`)),
    );
    expect(wrong).toEqual([]);
  });

  it("each of the schemas' examples is a valid value where it stands (not one shared by a key name elsewhere)", () => {
    const wrong: string[] = [];
    for (const kind of Object.keys(schemas) as SchemaKind[]) {
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      const { $id: _id, ...root } = schemas[kind];
      ajv.addSchema(root, kind);
      (function walk(node: unknown, pointer: string[]): void {
        if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...pointer, String(i)]));
        if (!node || typeof node !== 'object') return;
        const schema = node as Record<string, unknown>;
        if (Array.isArray(schema.examples) && pointer.includes('properties')) {
          const at = `${kind}#/${pointer.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
          const check = ajv.getSchema(at)!;
          for (const example of schema.examples) {
            // an example may show some of an object's keys (a menu's hotlines, not the whole menu)
            const errors = check(example)
              ? []
              : (check.errors ?? []).filter((error) => !(error.keyword === 'required' && error.instancePath === ''));
            if (errors.length) wrong.push(`${at}: ${JSON.stringify(example)} — ${ajv.errorsText(errors)}`);
          }
        }
        for (const [key, value] of Object.entries(schema)) if (key !== 'examples') walk(value, [...pointer, key]);
      })(root, []);
    }
    expect(wrong).toEqual([]);
  });

  for (const file of ['docs/recipes.md', 'README.md']) {
    it(`in ${file}`, () => {
      const blocks = yamlBlocks(file);
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks.flatMap((block) => unknownNames(parse(block)))).toEqual([]);
    });
  }

  it('and the check itself refuses a name the spec lacks', () => {
    expect(
      unknownNames({
        list: {
          operation: 'getJobList',
          open: { route: 'jobDetail' },
          item: { lines: [{ field: 'titel', format: 'date' }] },
        },
      }),
    ).toEqual(['operation: getJobList', 'route: jobDetail', 'field: titel']);
  });
});

describe('docs/recipes.md', () => {
  it('its worked example passes the generator pasted under routes:', async () => {
    const text = readFileSync(join(PROJECT_ROOT, 'docs/recipes.md'), 'utf8');
    const example = /<!-- worked-example -->\n```yaml\n([\s\S]*?)```/.exec(text)?.[1];
    expect(example).toContain('carousel:');
    for (const part of ['filters:', 'open: { route:', 'use: comments', 'when: { status:'])
      expect(example).toContain(part);
    const root = tempDir();
    for (const dir of ['spec', 'src', 'sandbox/areas', 'sandbox/handlers'])
      cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
    edit(root, 'spec/routes.yaml', '\nnavigation:\n', `\n${example}navigation:\n`);
    const result = await generate({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(readFileSync(join(root, 'generated/routes.ts'), 'utf8')).toContain("name: 'contestHallDetail'");
  }, 60_000);
});

describe('the catalogues of docs/reference/', () => {
  const doc = (file: string) => readFileSync(join(PROJECT_ROOT, 'docs/reference', file), 'utf8');
  it('list every operation with its call, every fragment with its parameters, every format and label map', () => {
    const operations = doc('operations.md');
    for (const operation of ir.operations) {
      expect(operations).toContain(`## ${operation.id}\n`);
      expect(operations).toContain(`\`${operation.method.toUpperCase()} ${operation.path}\``);
    }
    const fragmentsDoc = doc('fragments-catalogue.md');
    for (const name of fragments) expect(fragmentsDoc).toContain(`| \`${name}\` | `);
    expect(fragmentsDoc).toContain('type (required)');
    const display = doc('formats-and-labels.md');
    for (const name of [...known.format, ...known.labels]) expect(display).toContain(`| \`${name}\` |`);
    expect(display).toContain('2 → 报名中');
    expect(doc('scopes.md')).toMatch(/`session\.<key>` \| the signed-in member: `userId`/);
  });
});
