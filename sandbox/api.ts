// Every operation of spec/openapi.yaml, answered by the handler of its operationId (found by path,
// operation-finder.ts).
import type { Request, RequestHandler, Response } from 'express';
import { accessGuard, accessInputs, finishAnswer } from './access.js';
import type { SandboxContext } from './context.js';
import { BusinessError, type Envelope, type Handler, type HandlerInput } from './handlers/shared.js';
import { operationFinder } from './operation-finder.js';
import { cleanPlainText } from './plain-text.js';
import { pointsElsewhere } from './pictures.js';
import { privateFieldStrippers } from './private-fields.js';
import { richTextCleaner } from './rich-text.js';

/** Refuses to start when a served operation has no handler or a handler names no served operation. */
export function checkHandlers(operationIds: string[], handlers: Record<string, Handler>): void {
  const missing = operationIds.filter((id) => !handlers[id]);
  const unknown = Object.keys(handlers).filter((id) => !operationIds.includes(id));
  if (missing.length || unknown.length) {
    throw new Error(
      `sandbox handlers and spec/openapi.yaml disagree: ${[
        missing.length ? `no handler for ${missing.join(', ')}` : '',
        unknown.length ? `handler for unknown or x-unused operation ${unknown.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
  }
}

export function apiRouter(ctx: SandboxContext, handlers: Record<string, Handler>): RequestHandler {
  const served = ctx.spec.operations.filter((op) => !op.unused);
  checkHandlers(
    served.map((op) => op.operationId),
    handlers,
  );
  const routes = new Map<string, RequestHandler>();
  const clean = richTextCleaner(ctx.spec.richText);
  const strippers = privateFieldStrippers(ctx.spec.doc, ctx.spec.operations, ctx.db);
  const plainExcept = new Set(ctx.spec.plainText.except);
  const pictureFields = new Set(ctx.spec.pictures.fields);
  for (const op of served) {
    const handler = handlers[op.operationId];
    const guard = accessGuard(ctx, op);
    // what the guard authorised (the member and record ids) is what the handler gets: never cleaned
    const plainInQuery = new Set([...plainExcept, ...accessInputs(op.access)]);
    const plainInBody = new Set([...plainInQuery, ...op.html]);
    const answer = async (req: Request, res: Response): Promise<void> => {
      const input = res.locals.input as HandlerInput;
      for (const field of op.html)
        if (typeof input.body[field] === 'string') input.body[field] = clean(input.body[field]);
      cleanPlainText(input.query, plainInQuery);
      cleanPlainText(input.body, plainInBody);
      let envelope: Envelope;
      try {
        if (pointsElsewhere(input.query, pictureFields, []) || pointsElsewhere(input.body, pictureFields, op.html))
          throw new BusinessError(ctx.spec.pictures.elsewhereMsg);
        envelope = await handler(input, ctx);
      } catch (err) {
        if (!(err instanceof BusinessError)) throw err;
        // A business refusal is a normal answer (HTTP 200) whose code and msg the portal shows.
        res.locals.note = `code 500 ${err.message}`;
        envelope = { code: 500, msg: err.message };
      }
      res.json(finishAnswer(ctx, op, req, res, envelope, strippers.get(op.operationId)!));
    };
    // the guard answers a refusal itself; otherwise the answer runs, its failures to the error handler
    routes.set(op.operationId, (req, res, next) =>
      guard(req, res, (err?: unknown) => (err ? next(err) : void answer(req, res).catch(next))),
    );
  }
  const operationOf = operationFinder(served);
  return (req, res, next) => {
    const op = operationOf(req);
    return op ? routes.get(op.operationId)!(req, res, next) : next();
  };
}
