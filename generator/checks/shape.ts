// Checks a spec file against the JSON Schema of its shape (spec/schema/*.schema.json) and turns every
// ajv error into a diagnostic at the offending node, worded for a product owner rather than in ajv's
// terms; a schema's `x-rule` is the rule a failed pattern, oneOf or required is explained by.
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { cachedFile } from '../cache.js';
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { diagnostic, pointerPath, splitFlowValue } from '../yaml-source.js';
import type { Path, SourceFile, SplitValue } from '../yaml-source.js';

const require = createRequire(import.meta.url);
const compiled = new WeakMap<object, ValidateFunction>();

// Compiling the routes schema takes ajv over half a second: its standalone code is cached by the schema
// (loading it takes a hundredth of that), so only a changed schema pays.
function validator(schema: object): ValidateFunction {
  const found = compiled.get(schema);
  if (found) return found;
  const compile = () => {
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false, code: { source: true } });
    return { ajv, validate: ajv.compile(schema) };
  };
  const path = cachedFile({ name: 'shape', sources: [import.meta.url] }, JSON.stringify(schema), '.cjs', () => {
    const { ajv, validate } = compile();
    return standaloneCode(ajv, validate);
  });
  const validate = path ? (require(path) as ValidateFunction) : compile().validate;
  compiled.set(schema, validate);
  return validate;
}

export function checkShape(
  file: SourceFile,
  schema: object,
  value: unknown = file.value,
  base: Path = [],
): Diagnostic[] {
  const validate = validator(schema);
  if (validate(value)) return [];
  // A failed oneOf also reports why each branch failed; its own message says what is wrong.
  const reported = (validate.errors ?? []).filter((error) => !error.schemaPath.includes('/oneOf/'));
  // a oneOf that failed because of a mistake inside it: the inner diagnostic names the mistake
  const errors = reported.filter(
    (error) =>
      error.keyword !== 'oneOf' || !reported.some((inner) => inner.instancePath.startsWith(`${error.instancePath}/`)),
  );
  return errors.map((error) => toDiagnostic(file, error, [...base, ...pointerPath(error.instancePath)]));
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  number: 'a number',
  integer: 'a whole number',
  null: 'empty',
};

function toDiagnostic(file: SourceFile, error: ErrorObject, path: Path): Diagnostic {
  const name = String(path.at(-1) ?? 'file');
  const parent = (error.parentSchema ?? {}) as { title?: string; 'x-rule'?: string; properties?: object };
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      // naming everything the object needs tells at once what else a half-written one lacks
      const required = (error.parentSchema as { required?: string[] } | undefined)?.required ?? [];
      const hint =
        parent['x-rule'] ??
        (parent.title && required.length > 1 ? `a ${parent.title} has ${required.join(', ')}` : undefined);
      return diagnostic(
        file,
        path,
        `${parent.title ?? `\`${name}\``} is missing \`${String(params.missingProperty)}\``,
        hint,
      );
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const keyPath = [...path, key];
      const split = splitFlowValue(file, keyPath);
      if (split) return splitDiagnostic(file, keyPath, key, split);
      const properties = (parent.properties ?? {}) as Record<string, { 'x-kind'?: boolean }>;
      const known = Object.keys(properties);
      const kinds = known.filter((name) => properties[name]['x-kind']);
      const closest = didYouMean(key, known);
      // a block's or an action's kind is its key: a misspelt one reads as what the author meant
      if (kinds.length && (!closest || kinds.some((kind) => closest.includes(`\`${kind}\``)))) {
        const hint = closest ?? `a ${parent.title} is one of ${kinds.join(', ')}`;
        return diagnostic(file, keyPath, `unknown ${parent.title ?? ''} kind \`${key}\``, hint, { key: true });
      }
      const hint = closest ?? `expected one of ${known.join(', ')}`;
      return diagnostic(file, keyPath, `unknown key \`${key}\`${parent.title ? ` in ${parent.title}` : ''}`, hint, {
        key: true,
      });
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const hint = [`expected one of ${allowed.join(', ')}`, didYouMean(String(error.data), allowed)]
        .filter(Boolean)
        .join('; ');
      return diagnostic(file, path, `unknown ${name} \`${String(error.data)}\``, hint);
    }
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type);
      return diagnostic(file, path, `\`${name}\` must be ${types.join(' or ')}`);
    }
    case 'pattern':
      return diagnostic(file, path, `\`${name}\` must match ${String(params.pattern)}`, parent['x-rule']);
    case 'minLength':
    case 'minItems':
      return diagnostic(file, path, `\`${name}\` must not be empty`);
    case 'uniqueItems':
      return diagnostic(
        file,
        [...path, Number(params.i)],
        `\`${name}\` lists \`${String((error.data as unknown[])[Number(params.i)])}\` twice`,
      );
    case 'oneOf':
      return diagnostic(file, path, `${parent.title ?? `\`${name}\``} is ambiguous or incomplete`, parent['x-rule']);
    case 'const':
      return diagnostic(file, path, `\`${name}\` must be ${JSON.stringify(params.allowedValue)}`);
    default:
      return diagnostic(file, path, `\`${name}\` ${error.message ?? 'is invalid'}`);
  }
}

// Keys whose text is documentation only: cutting it short loses nothing the portal shows.
const DOCUMENTATION_KEYS = ['assumed', 'x-assumed', 'description'];

/** The key is the tail of a value cut short by an unquoted comma. */
export function splitDiagnostic(file: SourceFile, keyPath: Path, key: string, split: SplitValue): Diagnostic {
  return diagnostic(
    file,
    keyPath,
    `the comma before \`${key}\` ends the value of \`${split.previousKey}\`, so \`${key}\` became a key of its own`,
    `quote the text: ${split.rewrite}`,
    { key: true, severity: DOCUMENTATION_KEYS.includes(split.previousKey) ? 'warning' : 'error' },
  );
}
