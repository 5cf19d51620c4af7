// spec/openapi.yaml: structural OpenAPI 3.1 validation by Redocly's linter (the one openapi-typescript
// itself uses, so it works offline), plus what the generated client relies on: one unique operationId
// per call, parameters it can send, a body encoding it knows, and the extensions the runtime reads.
import { BaseResolver, createConfig, lintDocument, Source } from '@redocly/openapi-core';
import type { NormalizedProblem } from '@redocly/openapi-core';
import type { Diagnostic } from '../diagnostics.js';
import { BODY_MEDIA_TYPES, operationsOf } from '../openapi-model.js';
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
};

export async function checkOpenapi(file: SourceFile): Promise<Diagnostic[]> {
  if (file.value === undefined) return [];
  const diagnostics = await lint(file);
  for (const [key, required] of Object.entries(extensionSchemas)) {
    const schema = {
      title: `\`${key}\``,
      type: 'object',
      required,
      properties: Object.fromEntries(required.map((name) => [name, { type: name === 'timeoutMs' ? 'integer' : 'string' }])),
    };
    const value = (file.value as Record<string, unknown>)[key];
    diagnostics.push(
      ...(value === undefined
        ? [diagnostic(file, [], `missing \`${key}\``, 'the generated client and runtime read it')]
        : checkShape(file, schema, value, [key])),
    );
  }
  return [...diagnostics, ...checkOperations(file)];
}

async function lint(file: SourceFile): Promise<Diagnostic[]> {
  config ??= createConfig({ rules: Object.fromEntries(RULES.map((rule) => [rule, 'error'])) });
  const problems = await lintDocument({
    document: { source: new Source(file.path, ''), parsed: structuredClone(file.value) },
    config: (await config).styleguide,
    externalRefResolver: new BaseResolver(),
  });
  return problems.map((problem) => fromProblem(file, problem));
}

function fromProblem(file: SourceFile, problem: NormalizedProblem): Diagnostic {
  const location = problem.location[0];
  const path = pointerPath(location?.pointer ?? '#');
  const split = location?.reportOnKey ? splitFlowValue(file, path) : undefined;
  if (split) return splitDiagnostic(file, path, String(path.at(-1)), split);
  const hint = problem.suggest.length ? `did you mean \`${problem.suggest[0]}\`?` : undefined;
  return diagnostic(file, path, problem.message.replace(/\.$/, ''), hint, { key: location?.reportOnKey });
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
      diagnostics.push(diagnostic(file, [...operation.at, 'operationId'], `duplicate operationId \`${operation.id}\``, hint));
    } else {
      first.set(operation.id, { label, at: operation.at });
    }
    for (const parameter of operation.parameters) {
      if (parameter.in === 'query' || parameter.in === 'path') continue;
      const hint = 'the client sends query and path parameters; headers come from x-signing and x-second-client';
      diagnostics.push(diagnostic(file, [...parameter.at, 'in'], `parameter \`${parameter.name}\` in ${parameter.in} is not supported`, hint));
    }
    if (operation.body && !(operation.body.mediaType in BODY_MEDIA_TYPES)) {
      const hint = `use one of ${Object.keys(BODY_MEDIA_TYPES).join(', ')}`;
      diagnostics.push(diagnostic(file, operation.body.at, `request body type \`${operation.body.mediaType}\` is not supported`, hint, { key: true }));
    }
  }
  return diagnostics;
}
