// generated/api/operations.ts: per operationId what the runtime needs to send a call, plus the
// signing and second-client settings of the spec's extensions.
import type { Ir } from '../ir.js';
import { header, key, literal, quote } from './code.js';

export function emitOperations(ir: Ir): string {
  const entries = ir.operations.map((operation) => {
    const { method, path, body, query, pathParams, required, client, autograph, unwrap, quiet, summary } = operation;
    const sending = { method, path, body, query, ...(pathParams.length ? { pathParams } : {}) };
    // the summary is for the reader: a comment, not shipped in the bundle
    return `  /** ${String(summary).replace(/\*\//g, '*\\/')} */\n  ${key(operation.id)}: ${literal({ ...sending, required, client, autograph, unwrap, ...(quiet ? { quiet } : {}) })},\n`;
  });
  return `${header('spec/openapi.yaml')}
/** Every call by operationId: method, path, body encoding, query (and path) parameter names, the inputs it requires, the client it goes
 * through (second = operations whose security names \`ts\`), whether it carries the x-autograph
 * signature, what the runtime's send unwraps from the envelope, and (quiet) that a failure shows no toast. */
export const operations = {
${entries.join('')}} as const;

export type OperationId = keyof typeof operations;

/** x-signing: the headers and suffix of the main client's request signature. */
export const signing = ${literal(ir.signing)} as const;

/** x-main-client: the signed JSON client's settings. */
export const mainClient = ${literal(ir.mainClient)} as const;

/** x-second-client: the form-encoded client's ts/token headers and timeout. */
export const secondClient = ${literal(ir.secondClient)} as const;

/** x-autograph: the secret of the md5 signature registration calls carry. */
export const autographSecret = ${quote(ir.autographSecret)};

/** x-access-control: what a visitor is told where only a member may go (the server answers it too). */
export const visitorMessage = ${quote(ir.visitorMessage)};

/** x-uploads: the file extensions the server takes for each kind of upload (it checks them again). */
export const uploadExtensions = ${literal(ir.uploadExtensions)} as const;
`;
}
