// What a handler cannot read from {query, body}: the uploaded file (multer keeps it on req.files). The
// identity router (router.ts) puts it on the body under a symbol, so it never collides with a payload
// field and never reaches the spec check. (The member comes from the session cookie: access.ts.)

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
}

export function requestContextOf(body: Record<string, unknown>): RequestContext {
  return (body as { [REQUEST_CONTEXT]?: RequestContext })[REQUEST_CONTEXT] ?? {};
}

export function attachRequestContext(body: Record<string, unknown>, context: RequestContext): void {
  (body as { [REQUEST_CONTEXT]?: RequestContext })[REQUEST_CONTEXT] = context;
}
