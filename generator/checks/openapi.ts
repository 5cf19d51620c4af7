// spec/openapi.yaml: structural OpenAPI 3.1 validation by Redocly's linter (the one openapi-typescript
// itself uses, so it works offline), plus what the generated client relies on: one unique operationId
// per call, parameters it can send, a body encoding it knows, and the extensions the runtime reads.
import type { createConfig } from '@redocly/openapi-core';
import { cached } from '../cache.js';
import { isObject } from '../data.js';
import type { Diagnostic } from '../diagnostics.js';
import { BODY_MEDIA_TYPES, operationsOf, type OperationInfo } from '../openapi-model.js';
import { diagnostic, pointerPath, splitFlowValue, where } from '../yaml-source.js';
import type { SourceFile } from '../yaml-source.js';
import { checkShape, splitDiagnostic } from './shape.js';

// operationId rules are ours: they point at both definitions and name the method and path
const RULES = [
  'struct',
  'no-unresolved-refs',
  'no-identical-paths',
  'no-ambiguous-paths',
  'path-declaration-must-exist',
  'path-parameters-defined',
  'operation-parameters-unique',
  'no-enum-type-mismatch',
  'spec-components-invalid-map-name',
  'no-undefined-server-variable',
];
let config: ReturnType<typeof createConfig> | undefined;

const extensionSchemas = {
  'x-signing': ['uuidHeader', 'timestampHeader', 'signHeader', 'algorithm', 'suffix'],
  'x-main-client': ['timeoutMs'],
  'x-second-client': ['tsHeader', 'tsValue', 'tokenHeader', 'timeoutMs'],
  'x-autograph': ['secret'],
  'x-access-control': ['cookie', 'rememberMs', 'visitor', 'forbidden'],
};

// x-access-control's own types (checkShape reads the list above as strings, the timeout as an integer)
const accessControlSchema = {
  title: '`x-access-control`',
  type: 'object',
  required: extensionSchemas['x-access-control'],
  properties: {
    cookie: { type: 'string' },
    rememberMs: { type: 'integer' },
    sessionMs: { type: 'integer' },
    maxSessions: { type: 'integer' },
    visitor: {
      type: 'object',
      required: ['code', 'msg'],
      properties: { code: { type: 'integer' }, msg: { type: 'string' } },
    },
    forbidden: {
      type: 'object',
      required: ['code', 'msg'],
      properties: { code: { type: 'integer' }, msg: { type: 'string' } },
    },
    roles: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

export async function checkOpenapi(file: SourceFile): Promise<Diagnostic[]> {
  if (file.value === undefined) return [];
  const diagnostics = await lint(file);
  for (const [key, required] of Object.entries(extensionSchemas)) {
    const schema =
      key === 'x-access-control'
        ? accessControlSchema
        : {
            title: `\`${key}\``,
            type: 'object',
            required,
            properties: Object.fromEntries(
              required.map((name) => [name, { type: name === 'timeoutMs' ? 'integer' : 'string' }]),
            ),
          };
    const value = (file.value as Record<string, unknown>)[key];
    diagnostics.push(
      ...(value === undefined
        ? [diagnostic(file, [], `missing \`${key}\``, 'the generated client and runtime read it')]
        : checkShape(file, schema, value, [key])),
    );
  }
  return [...diagnostics, ...checkOperations(file), ...checkHtmlMarks(file), ...checkPrivateMarks(file)];
}

/**
 * `x-html: true` marks a field of member-written HTML, which the server cleans before storing it
 * (x-rich-text): only a string can hold it, and anything but `true` would be read as not marked.
 */
function checkHtmlMarks(file: SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]));
    if (!isObject(node)) return;
    if ('x-html' in node) {
      const at = [...path, 'x-html'];
      if (node['x-html'] !== true)
        diagnostics.push(
          diagnostic(
            file,
            at,
            `x-html is \`${String(node['x-html'])}\``,
            'write x-html: true on a field of member-written HTML, or leave it out',
          ),
        );
      else if (node.type !== 'string')
        diagnostics.push(
          diagnostic(
            file,
            at,
            'x-html marks a field that is not a string',
            'only a string field can hold member-written HTML (type: string)',
          ),
        );
    }
    for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(file.value, []);
  return diagnostics;
}

/**
 * `x-private` (owner, or { roles: [...] } naming roles of x-access-control) marks a property the sandbox
 * takes out of every answer to anyone but the object's owner — whom the schema names with `x-owner`.
 */
function checkPrivateMarks(file: SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const roles = Object.keys(
    ((file.value as Record<string, unknown>)['x-access-control'] as { roles?: object } | undefined)?.roles ?? {},
  );
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]));
    if (!isObject(node)) return;
    if ('x-private' in node) {
      const rule = node['x-private'];
      const named = isObject(rule) && Array.isArray(rule.roles) ? rule.roles : undefined;
      if (rule !== 'owner' && !named)
        diagnostics.push(
          diagnostic(
            file,
            [...path, 'x-private'],
            'x-private is neither `owner` nor `{ roles: [...] }`',
            'write x-private: owner, or x-private: { roles: [<role of x-access-control.roles>] }',
          ),
        );
      for (const role of named ?? [])
        if (!roles.includes(String(role)))
          diagnostics.push(
            diagnostic(
              file,
              [...path, 'x-private'],
              `x-private names an unknown role \`${String(role)}\``,
              `the roles are ${roles.join(', ') || 'none'} (x-access-control.roles)`,
            ),
          );
    }
    for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(file.value, []);
  return diagnostics;
}

/** What the diagnostics need of a Redocly problem (plain data, so it can be cached). */
interface Problem {
  pointer: string;
  reportOnKey: boolean;
  message: string;
  suggest: string[];
}

// Loading Redocly and linting the whole document takes a second: only a changed openapi.yaml pays it.
async function lint(file: SourceFile): Promise<Diagnostic[]> {
  const problems = await cached(
    { name: 'openapi-lint', sources: [import.meta.url] },
    file.value,
    async (): Promise<Problem[]> => {
      const { BaseResolver, createConfig, lintDocument, Source } = await import('@redocly/openapi-core');
      config ??= createConfig({ rules: Object.fromEntries(RULES.map((rule) => [rule, 'error'])) });
      const found = await lintDocument({
        document: { source: new Source(file.path, ''), parsed: structuredClone(file.value) },
        config: (await config).styleguide,
        externalRefResolver: new BaseResolver(),
      });
      return found.map(({ location: [location], message, suggest }) => ({
        pointer: location?.pointer ?? '#',
        reportOnKey: Boolean(location?.reportOnKey),
        message,
        suggest,
      }));
    },
  );
  return problems.map((problem) => fromProblem(file, problem));
}

function fromProblem(file: SourceFile, problem: Problem): Diagnostic {
  const path = pointerPath(problem.pointer);
  const split = problem.reportOnKey ? splitFlowValue(file, path) : undefined;
  if (split) return splitDiagnostic(file, path, String(path.at(-1)), split);
  const hint = problem.suggest.length ? `did you mean \`${problem.suggest[0]}\`?` : undefined;
  return diagnostic(file, path, problem.message.replace(/\.$/, ''), hint, { key: problem.reportOnKey });
}

function checkOperations(file: SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const first = new Map<string, { label: string; at: readonly (string | number)[] }>();
  for (const operation of operationsOf(file.value)) {
    const label = `${operation.method.toUpperCase()} ${operation.path}`;
    if (operation.id === undefined) {
      const hint = 'every call needs one: the client function is named after it';
      diagnostics.push(diagnostic(file, operation.at, `${label} has no operationId`, hint, { key: true }));
    } else if (first.has(operation.id)) {
      const previous = first.get(operation.id)!;
      const hint = `first used by ${previous.label} at ${where(file, [...previous.at, 'operationId'])}`;
      diagnostics.push(
        diagnostic(file, [...operation.at, 'operationId'], `duplicate operationId \`${operation.id}\``, hint),
      );
    } else {
      first.set(operation.id, { label, at: operation.at });
    }
    for (const parameter of operation.parameters) {
      if (parameter.in === 'query' || parameter.in === 'path') continue;
      const hint = 'the client sends query and path parameters; headers come from x-signing and x-second-client';
      diagnostics.push(
        diagnostic(
          file,
          [...parameter.at, 'in'],
          `parameter \`${parameter.name}\` in ${parameter.in} is not supported`,
          hint,
        ),
      );
    }
    diagnostics.push(...checkAccess(file, operation, label));
    if (operation.body && !(operation.body.mediaType in BODY_MEDIA_TYPES)) {
      const hint = `use one of ${Object.keys(BODY_MEDIA_TYPES).join(', ')}`;
      diagnostics.push(
        diagnostic(
          file,
          operation.body.at,
          `request body type \`${operation.body.mediaType}\` is not supported`,
          hint,
          { key: true },
        ),
      );
    }
  }
  return diagnostics;
}

const ACCESS_LEVELS = ['public', 'member', 'self', 'owner'];
const ACCESS_HINT =
  'say who may call it: x-access: public | member | { level: self, param: <input naming the member> } | { level: owner, record, id, owner }';

/**
 * Every operation says who may call it (`x-access`, enforced by the sandbox's one guard): a call
 * nobody classified would otherwise be open to anyone. The inputs it names must be the operation's.
 */
function checkAccess(file: SourceFile, operation: OperationInfo, label: string): Diagnostic[] {
  const raw = isObject(file.value) ? pathValue(file.value, operation.at) : undefined;
  const access = isObject(raw) ? raw['x-access'] : undefined;
  const at = [...operation.at, 'x-access'];
  if (access === undefined) {
    return [
      diagnostic(
        file,
        [...operation.at, ...(operation.id === undefined ? [] : ['operationId'])],
        `${label} has no access level`,
        ACCESS_HINT,
        { key: true },
      ),
    ];
  }
  const value = typeof access === 'string' ? { level: access } : access;
  if (!isObject(value) || !ACCESS_LEVELS.includes(String(value.level))) {
    const levelAt = isObject(value) && 'level' in value ? [...at, 'level'] : at;
    return [
      diagnostic(
        file,
        levelAt,
        `unknown access level \`${isObject(value) ? String(value.level) : String(value)}\` of ${label}`,
        `use one of ${ACCESS_LEVELS.join(', ')}`,
      ),
    ];
  }
  const inputs = [...operation.parameters.map((p) => p.name), ...(operation.body?.properties ?? [])];
  const diagnostics: Diagnostic[] = [];
  const needs = (key: string, why: string) => {
    if (value[key] === undefined)
      diagnostics.push(
        diagnostic(file, at, `access level \`${String(value.level)}\` of ${label} needs \`${key}\``, why),
      );
  };
  if (value.level === 'self') needs('param', 'the input naming the member, which must be the logged-in member');
  if (value.level === 'owner') {
    needs('record', 'the kind of record the call changes');
    needs('id', 'the input naming the record');
    needs('owner', 'the record field naming its owner');
  }
  for (const key of ['param', 'id', 'viewer']) {
    const name = value[key];
    if (name !== undefined && !inputs.includes(String(name))) {
      diagnostics.push(
        diagnostic(
          file,
          [...at, key],
          `${label} has no input \`${String(name)}\` for x-access ${key}`,
          `it accepts ${inputs.join(', ') || 'no input'}`,
        ),
      );
    }
  }
  return diagnostics;
}

function pathValue(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) ? node[key as string] : undefined), value);
}
