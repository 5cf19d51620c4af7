// generated/api/client.ts: one typed function per operationId. Input and result types are spelled out
// per operation (indexing schema.d.ts) rather than computed by generic conditional types, so editors
// show them plainly and an operation without a 200 body cannot break the others.
import type { OperationIr } from '../ir.js';
import type { Ir } from '../ir.js';
import { header, key, literal, quote } from './code.js';

const SERIALIZERS = { form: 'formBody', multipart: 'multipartBody' } as const;

const hasInput = (op: OperationIr) => op.query.length > 0 || op.pathParams.length > 0 || op.body !== 'none';

function inputType(op: OperationIr): string {
  const at = `Operations[${quote(op.id)}]`;
  const parts = [
    ...(op.query.length ? [`NonNullable<${at}['parameters']['query']>`] : []),
    ...(op.pathParams.length ? [`NonNullable<${at}['parameters']['path']>`] : []),
    ...(op.mediaType ? [`NonNullable<${at}['requestBody']>['content'][${quote(op.mediaType)}]`] : []),
  ];
  return parts.length ? parts.join(' & ') : 'Record<string, never>';
}

function resultType(op: OperationIr): string {
  const field = (name: string) =>
    `NonNullable<Operations[${quote(op.id)}]['responses'][200]['content']['application/json'][${quote(name)}]>`;
  switch (op.unwrap) {
    case 'page':
      return field('page');
    case 'data':
      return field('data');
    case 'data+total':
      return `{\n    data: ${field('data')};\n    total: ${field('total')};\n  }`;
    case 'msg':
      return 'string';
  }
}

function call(op: OperationIr): string {
  const names = (list: string[]) => literal(list);
  const params = [
    ...(op.query.length ? [`query: pick(input, ${names(op.query)})`] : []),
    ...(op.pathParams.length ? [`path: pick(input, ${names(op.pathParams)})`] : []),
  ];
  const init = [
    ...(params.length ? [`params: { ${params.join(', ')} }`] : []),
    ...(op.body === 'none' ? [] : [params.length ? `body: omit(input, ${names([...op.query, ...op.pathParams])})` : 'body: input']),
    ...(op.body === 'form' || op.body === 'multipart' ? [`bodySerializer: ${SERIALIZERS[op.body]}`] : []),
    ...(op.body === 'form' ? [`headers: { 'Content-Type': 'application/x-www-form-urlencoded' }`] : []),
  ];
  const args = [quote(op.path), ...(init.length ? [`{ ${init.join(', ')} }`] : [])];
  return `clients.${op.client}.${op.method}(${args.join(', ')})`;
}

function method(op: OperationIr): string {
  const parameter = hasInput(op) ? `input: ApiInput<${quote(op.id)}>` : '';
  return `    ${key(op.id)}: (${parameter}) =>
      send<ApiResult<${quote(op.id)}>>(
        ${quote(op.id)},
        ${call(op)},
        ${quote(op.unwrap)},
      ),\n`;
}

export function emitClient(ir: Ir): string {
  const ops = ir.operations;
  const helpers = [
    ...(ops.some((op) => op.body === 'form') ? ['formBody'] : []),
    ...(ops.some((op) => op.body === 'multipart') ? ['multipartBody'] : []),
    ...(ops.some((op) => op.body !== 'none' && (op.query.length || op.pathParams.length)) ? ['omit'] : []),
    ...(ops.some((op) => op.query.length || op.pathParams.length) ? ['pick'] : []),
  ];
  // types are imported only when used: noUnusedLocals applies to generated code too
  const schemaTypes = ops.some((op) => hasInput(op) || op.unwrap !== 'msg') ? 'operations as Operations, paths' : 'paths';
  return `${header('spec/openapi.yaml')}import type { Client } from 'openapi-fetch';
import type { OperationId } from './operations.js';
import type { ${schemaTypes} } from './schema.js';
${helpers.length ? `import { ${helpers.join(', ')} } from './support.js';\n` : ''}
/** One flat input per operation: its query and path parameters and its body fields together. */
export interface ApiInputs {
${ops.map((op) => `  ${key(op.id)}: ${inputType(op)};\n`).join('')}}
export type ApiInput<Op extends OperationId> = ApiInputs[Op];

/** What a successful call returns: the envelope's page, data and total, data, or else its msg. */
export interface ApiResults {
${ops.map((op) => `  ${key(op.id)}: ${resultType(op)};\n`).join('')}}
export type ApiResult<Op extends OperationId> = ApiResults[Op];

export type Unwrap = 'page' | 'data+total' | 'data' | 'msg';

/** The runtime's sender: checks the envelope code, shows the toast on failure, and unwraps. */
export type Send = <T>(
  operationId: OperationId,
  request: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  unwrap: Unwrap,
) => Promise<T>;

export interface ApiClients {
  main: Client<paths>;
  second: Client<paths>;
}

export function createApi(clients: ApiClients, send: Send) {
  return {
${ops.map(method).join('')}  };
}

export type Api = ReturnType<typeof createApi>;
`;
}
