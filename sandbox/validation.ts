// express-openapi-validator over /api and /cyapp: the request (and, outside production, the answer)
// must match spec/openapi.yaml, and the signature headers must check out.
import * as OpenApiValidator from 'express-openapi-validator';
// The validator's own OpenAPI document check, used directly so a broken spec stops the start-up
// instead of turning every request into a 500.
import { OpenAPISchemaValidator } from 'express-openapi-validator/dist/framework/openapi.schema.validator.js';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { createRequire } from 'node:module';
import type { SandboxContext } from './context.js';
import { securityHandlers } from './security.js';
import { SPEC_PATH } from './spec.js';
import { declaredLengthGate, declaredPartFilter, isRefusedUpload } from './upload-gate.js';

type ApiDoc = Parameters<typeof OpenApiValidator.middleware>[0]['apiSpec'];

type PathToRegexp = (path: unknown, options?: Record<string, unknown>) => { regexp: RegExp; keys: { name: string }[] };

/**
 * express-openapi-validator 5.6 finds a request's operation by compiling every path of the spec with
 * path-to-regexp, on every request, until one matches (lookupRoute in openapi.metadata.js): with our
 * ~150 paths that was a quarter of the sandbox's time under load. A compiled path depends only on the
 * path and the two routing flags the validator passes, so the validator's copy of pathToRegexp keeps
 * what it compiled (upstream: cdimascio/express-openapi-validator#1217). Sharing a result is safe: the
 * RegExp has no g/y flag (exec keeps no state) and the validator only reads the keys. Express's own
 * router is untouched: it compiles each route once, through path-to-regexp's internal reference.
 */
function rememberCompiledPaths(): void {
  const fromValidator = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
  const lib = fromValidator('path-to-regexp') as { pathToRegexp: PathToRegexp };
  const compile = lib.pathToRegexp;
  // by path (the validator passes the same string every time, so the lookup needs no new key), then
  // by the two flags
  const compiled = new Map<string, ReturnType<PathToRegexp>[]>();
  lib.pathToRegexp = (path, options = {}) => {
    // anything but a plain path with the validator's two flags is compiled as before
    if (typeof path !== 'string') return compile(path, options);
    for (const name in options) if (name !== 'sensitive' && name !== 'strict') return compile(path, options);
    const flags = (options.sensitive ? 1 : 0) + (options.strict ? 2 : 0);
    let byFlags = compiled.get(path);
    if (!byFlags) compiled.set(path, (byFlags = []));
    return (byFlags[flags] ??= compile(path, options));
  };
}
rememberCompiledPaths();

type Middleware = (
  req: { method: string; originalUrl: string; openapi?: { pathParams: Record<string, string> }; params: unknown },
  res: unknown,
  next: (err?: unknown) => void,
) => void;

/** How many request paths the route lookup below remembers: the spec's ~160, their case and slash variants. */
const REMEMBERED_ROUTES = 1000;

/**
 * The same lookup again: with every path compiled once, finding a request's operation still ran each
 * path's expression in turn (lookupRoute), ~10% of the sandbox's time under load. The lookup depends
 * on the method and the path alone (the app's routing flags do not change), so a path that found a
 * route without path parameters — all of ours — gets a copy of what it found. A path that found
 * nothing, or one with parameters, is looked up every time, and the map stops growing at
 * REMEMBERED_ROUTES, so odd paths a client makes up cannot fill the memory.
 */
function rememberRouteLookups(): void {
  const validator = createRequire(import.meta.url)('express-openapi-validator/dist/openapi.validator.js') as {
    OpenApiValidator: { prototype: { metadataMiddleware: (...args: unknown[]) => Middleware } };
  };
  const proto = validator.OpenApiValidator.prototype;
  const build = proto.metadataMiddleware;
  proto.metadataMiddleware = function (...args) {
    const lookUp = build.apply(this, args);
    const found = new Map<string, NonNullable<Parameters<Middleware>[0]['openapi']>>();
    return (req, res, next) => {
      const key = `${req.method} ${req.originalUrl.split('?')[0]}`;
      const known = found.get(key);
      if (known) {
        req.openapi = { ...known, pathParams: {} };
        req.params = req.openapi.pathParams;
        return next();
      }
      lookUp(req, res, (err) => {
        if (!err && req.openapi && !Object.keys(req.openapi.pathParams).length && found.size < REMEMBERED_ROUTES)
          found.set(key, { ...req.openapi });
        next(err);
      });
    };
  };
}
rememberRouteLookups();

/**
 * The validator's parameter mutator asks of every parameter of every request whether its schema is an
 * object or an allOf / oneOf / anyOf holding one (isObjectOrXOf, a recursive walk that allocates), ~1% of
 * the sandbox's CPU under load. The answer depends on the schema alone, which the loaded spec never
 * changes, so it is remembered per schema object.
 */
function rememberObjectSchemas(): void {
  const mutator = createRequire(import.meta.url)(
    'express-openapi-validator/dist/middlewares/parsers/req.parameter.mutator.js',
  ) as {
    RequestParameterMutator: { prototype: { isObjectOrXOf: (schema: object) => boolean } };
  };
  const proto = mutator.RequestParameterMutator.prototype;
  const ask = proto.isObjectOrXOf;
  const answers = new WeakMap<object, boolean>();
  proto.isObjectOrXOf = function (schema) {
    if (typeof schema !== 'object' || schema === null) return ask.call(this, schema);
    let answer = answers.get(schema);
    if (answer === undefined) answers.set(schema, (answer = ask.call(this, schema)));
    return answer;
  };
}
rememberObjectSchemas();

// Any capitalisation: Express routes /API/… to the same handlers, so it must meet the signature check and
// the validator too (without the i an unsigned, unvalidated /API/… call reached the handler).
export const isApiPath = (path: string) => /^\/(api|cyapp)(\/|$)/i.test(path);

export function assertValidSpec(doc: Record<string, unknown>): void {
  const { errors } = new OpenAPISchemaValidator({ version: String(doc.openapi), validateApiSpec: true }).validate(
    doc as unknown as Parameters<OpenAPISchemaValidator['validate']>[0],
  );
  if (!errors?.length) return;
  const lines = errors
    .filter((e) => e.keyword !== 'if')
    .map((e) => `  ${e.instancePath || '/'}: ${e.message} ${JSON.stringify(e.params)}`);
  throw new Error(`${SPEC_PATH} is not a valid OpenAPI document:\n${lines.join('\n')}`);
}

export function openApiValidator(
  ctx: SandboxContext,
  validateResponses: boolean,
): (RequestHandler | ErrorRequestHandler)[] {
  assertValidSpec(ctx.spec.doc);
  const { uploads } = ctx.spec;
  const { maxBytes, tooLargeMsg } = uploads;
  // multer stops reading past the limit (an upload is held in memory): the spec's message, not a generic
  // 413. A broken multipart body is the client's fault (400), and only a file too large is 请求体过大.
  const multipartErrors: ErrorRequestHandler = (err: { code?: string; message?: string }, req, res, next) => {
    // answered when its part header arrived (upload-gate.ts)
    if (isRefusedUpload(req)) return;
    const message = err?.message ?? '';
    const answer =
      err?.code === 'LIMIT_FILE_SIZE' || /file too large/i.test(message)
        ? { code: 413, msg: tooLargeMsg }
        : err?.code === 'LIMIT_FILE_COUNT' || /too many files/i.test(message)
          ? { code: 400, msg: '参数错误：一次只能上传一个文件' }
          : /unexpected end of (form|multipart)|request aborted|multipart: boundary not found|malformed part header|unexpected field/i.test(
                message,
              )
            ? { code: 400, msg: '参数错误：上传的表单数据不完整或格式错误' }
            : undefined;
    if (!answer) return next(err);
    res.locals.note = answer.msg;
    res.status(answer.code).json(answer);
  };
  return [
    declaredLengthGate(uploads),
    ...(OpenApiValidator.middleware({
      apiSpec: ctx.spec.doc as unknown as ApiDoc,
      validateApiSpec: false, // done above
      // Every failing field at once: the 400 message names them all.
      validateRequests: { allErrors: true },
      validateResponses: validateResponses && { allErrors: true },
      validateSecurity: { handlers: securityHandlers(ctx) },
      ignorePaths: (path: string) => !isApiPath(path),
      fileUploader: { limits: { fileSize: maxBytes, files: 1 }, fileFilter: declaredPartFilter(uploads) },
    }) as RequestHandler[]),
    multipartErrors,
  ];
}
