// Member uploads are refused on what they declare, before their bytes are read: the
// request's Content-Length, then each file part's name and type as its header arrives. Only a part
// that passes is read (by multer, in memory, up to x-uploads.maxBytes), and its content is then
// sniffed by the upload handler. A refusal answers at once and closes the connection, so the rest
// of a 45 MB .exe is never read, let alone held.
import type { Request, RequestHandler, Response } from 'express';
import { extname } from 'node:path';
import type { UploadRules } from './spec.js';

/** What a multipart body may carry besides its one file: the boundaries and part headers. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/** Declared types a browser sends for an accepted file when it knows no better. */
const NEUTRAL_TYPES = new Set([
  '',
  'application/octet-stream',
  'application/vnd.rn-realmedia',
  'application/vnd.rn-realmedia-vbr',
]);

/** The accepted extensions of the name's kind (image or video), or undefined for any other name. */
export function uploadFamilyOf(rules: UploadRules, fileName: string): Record<string, string[]> | undefined {
  const ext = extname(fileName).slice(1).toLowerCase();
  return ext in rules.image ? rules.image : ext in rules.video ? rules.video : undefined;
}

/** Requests whose file part was refused (and answered) by declaredPartFilter. */
const refused = new WeakSet<object>();

export const isRefusedUpload = (req: object): boolean => refused.has(req);

/** Answers a refusal now and closes the connection, so the rest of the body is never read. */
function refuseNow(res: Response, status: number, envelope: { code: number; msg: string }): void {
  res.locals.note = envelope.msg;
  res.status(status).set('Connection', 'close').json(envelope);
}

/**
 * multer's fileFilter, called with a part's header before any of its bytes: the name must be an
 * accepted image or video, and a declared type must not say it is something else. A refusal is
 * answered here: multer would read the whole body before passing an error on.
 */
export function declaredPartFilter(rules: UploadRules) {
  return (
    req: Request,
    file: { originalname: string; mimetype: string },
    done: (error: Error | null, accept?: boolean) => void,
  ): void => {
    const family = uploadFamilyOf(rules, file.originalname);
    const type = file.mimetype.toLowerCase();
    const declaredOk = NEUTRAL_TYPES.has(type) || type.startsWith(family === rules.video ? 'video/' : 'image/');
    if (family && declaredOk) return done(null, true);
    refused.add(req);
    // the upload handler's envelope for a wrong type: HTTP 200, code 500 (seed 1 §8)
    if (req.res && !req.res.headersSent) refuseNow(req.res, 200, { code: 500, msg: rules.wrongTypeMsg });
    done(new Error(rules.wrongTypeMsg));
  };
}

/** A multipart body whose declared length is over the limit is refused on its headers. */
export function declaredLengthGate(rules: UploadRules): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers['content-length']);
    if (!req.is('multipart/form-data') || !(length > rules.maxBytes + MULTIPART_SLACK_BYTES)) return next();
    refuseNow(res, 413, { code: 413, msg: rules.tooLargeMsg });
  };
}
