// generated/api/client.ts: one typed function per operationId, made at run time from operations.ts.
// Input and result types are spelled out per operation (indexing schema.d.ts) rather than computed by
// generic conditional types, so editors show them plainly and an operation without a 200 body cannot
// break the others.
import type { OperationIr } from '../ir.js';
import type { Ir } from '../ir.js';
import { header, key, quote } from './code.js';

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

function signature(op: OperationIr): string {
  const parameter = hasInput(op) ? `input: ApiInput<${quote(op.id)}>` : '';
  return `  ${key(op.id)}(${parameter}): Promise<ApiResult<${quote(op.id)}>>;\n`;
}

export function emitClient(ir: Ir): string {
  const ops = ir.operations;
  // types are imported only when used: noUnusedLocals applies to generated code too
  const schemaTypes = ops.some((op) => hasInput(op) || op.unwrap !== 'msg')
    ? 'operations as Operations, paths'
    : 'paths';
  return `${header('spec/openapi.yaml')}import type { Client } from 'openapi-fetch';
import { operations, type OperationId } from './operations.js';
import type { ${schemaTypes} } from './schema.js';
import { requestInit } from './support.js';

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

/** Every operation as a function of its flat input. */
export interface Api {
${ops.map(signature).join('')}}

type Request = (path: string, init: Record<string, unknown>) => Parameters<Send>[1];

/** The functions, made from the operations table rather than written out one by one (every route loads them). */
export function createApi(clients: ApiClients, send: Send): Api {
  const api: Record<string, (input?: Record<string, unknown>) => Promise<unknown>> = {};
  for (const [id, op] of Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][]) {
    const client = clients[op.client] as unknown as Record<string, Request>;
    api[id] = (input = {}) => send(id, client[op.method](op.path, requestInit(op, input)), op.unwrap);
  }
  return api as unknown as Api;
}
`;
}
