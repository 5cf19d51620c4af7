// express-openapi-validator over /api and /cyapp: the request (and, outside production, the answer)
// must match spec/openapi.yaml, and the signature headers must check out.
import * as OpenApiValidator from 'express-openapi-validator';
// The validator's own OpenAPI document check, used directly so a broken spec stops the start-up
// instead of turning every request into a 500.
import { OpenAPISchemaValidator } from 'express-openapi-validator/dist/framework/openapi.schema.validator.js';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { SandboxContext } from './context.js';
import { securityHandlers } from './security.js';
import { SPEC_PATH } from './spec.js';

type ApiDoc = Parameters<typeof OpenApiValidator.middleware>[0]['apiSpec'];

export const isApiPath = (path: string) => /^\/(api|cyapp)(\/|$)/.test(path);

export function assertValidSpec(doc: Record<string, unknown>): void {
  const { errors } = new OpenAPISchemaValidator({ version: String(doc.openapi), validateApiSpec: true })
    .validate(doc as unknown as Parameters<OpenAPISchemaValidator['validate']>[0]);
  if (!errors?.length) return;
  const lines = errors
    .filter((e) => e.keyword !== 'if')
    .map((e) => `  ${e.instancePath || '/'}: ${e.message} ${JSON.stringify(e.params)}`);
  throw new Error(`${SPEC_PATH} is not a valid OpenAPI document:\n${lines.join('\n')}`);
}

export function openApiValidator(ctx: SandboxContext, validateResponses: boolean): (RequestHandler | ErrorRequestHandler)[] {
  assertValidSpec(ctx.spec.doc);
  const { maxBytes, tooLargeMsg } = ctx.spec.uploads;
  // multer stops reading past the limit (an upload is held in memory): the spec's message, not a generic 413
  const tooLarge: ErrorRequestHandler = (err: { code?: string; message?: string }, _req, res, next) => {
    if (err?.code !== 'LIMIT_FILE_SIZE' && !/file too large/i.test(err?.message ?? '')) return next(err);
    res.locals.note = tooLargeMsg;
    res.status(413).json({ code: 413, msg: tooLargeMsg });
  };
  return [...(OpenApiValidator.middleware({
    apiSpec: ctx.spec.doc as unknown as ApiDoc,
    validateApiSpec: false, // done above
    // Every failing field at once: the 400 message names them all.
    validateRequests: { allErrors: true },
    validateResponses: validateResponses && { allErrors: true },
    validateSecurity: { handlers: securityHandlers(ctx) },
    ignorePaths: (path: string) => !isApiPath(path),
    fileUploader: { limits: { fileSize: maxBytes, files: 1 } },
  }) as RequestHandler[]), tooLarge];
}
