// What a handler cannot read from {query, body}: the uploaded file (multer keeps it on req.files) and
// the member a second-client token belongs to (a header). The identity router (router.ts) puts both on
// the body under a symbol, so they never collide with a payload field and never reach the spec check.
import type { Db } from '../../db.js';

const REQUEST_CONTEXT = Symbol('identity request context');

/** One multipart file part as multer (inside express-openapi-validator) holds it in memory. */
export interface UploadedPart {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

interface RequestContext {
  files?: UploadedPart[];
  /** the member of the session whose second-client token came with the request */
  tokenMemberId?: string;
}

export function requestContextOf(body: Record<string, unknown>): RequestContext {
  return (body as { [REQUEST_CONTEXT]?: RequestContext })[REQUEST_CONTEXT] ?? {};
}

export function attachRequestContext(body: Record<string, unknown>, context: RequestContext): void {
  (body as { [REQUEST_CONTEXT]?: RequestContext })[REQUEST_CONTEXT] = context;
}

export function memberIdByToken(db: Db, token: string): string | undefined {
  const row = db.prepare('SELECT memberId FROM sessions WHERE token = ?').get(token) as { memberId: string } | undefined;
  return row?.memberId;
}
