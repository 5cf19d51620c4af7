// One Express route per operation of spec/openapi.yaml, answered by the handler of its operationId.
import { Router } from 'express';
import { accessGuard, finishAnswer } from './access.js';
import type { SandboxContext } from './context.js';
import { BusinessError, type Envelope, type Handler, type HandlerInput } from './handlers/shared.js';
import { cleanPlainText } from './plain-text.js';
import { privateFieldStrippers } from './private-fields.js';
import { richTextCleaner } from './rich-text.js';

/** Refuses to start when an operation has no handler or a handler names no operation. */
export function checkHandlers(operationIds: string[], handlers: Record<string, Handler>): void {
  const missing = operationIds.filter((id) => !handlers[id]);
  const unknown = Object.keys(handlers).filter((id) => !operationIds.includes(id));
  if (missing.length || unknown.length) {
    throw new Error(
      `sandbox handlers and spec/openapi.yaml disagree: ${[
        missing.length ? `no handler for ${missing.join(', ')}` : '',
        unknown.length ? `handler for unknown operation ${unknown.join(', ')}` : '',
      ].filter(Boolean).join('; ')}`,
    );
  }
}

export function apiRouter(ctx: SandboxContext, handlers: Record<string, Handler>): Router {
  checkHandlers(ctx.spec.operations.map((op) => op.operationId), handlers);
  const router = Router();
  const clean = richTextCleaner(ctx.spec.richText);
  const strippers = privateFieldStrippers(ctx.spec.doc, ctx.spec.operations, ctx.db);
  const plainExcept = new Set(ctx.spec.plainText.except);
  for (const op of ctx.spec.operations) {
    const handler = handlers[op.operationId];
    router[op.method](op.path.replace(/\{([^}]+)\}/g, ':$1'), accessGuard(ctx, op), async (req, res) => {
      const input = res.locals.input as HandlerInput;
      for (const field of op.html) if (typeof input.body[field] === 'string') input.body[field] = clean(input.body[field]);
      cleanPlainText(input.query, plainExcept);
      cleanPlainText(input.body, new Set([...plainExcept, ...op.html]));
      let envelope: Envelope;
      try {
        envelope = await handler(input, ctx);
      } catch (err) {
        if (!(err instanceof BusinessError)) throw err;
        // A business refusal is a normal answer (HTTP 200) whose code and msg the portal shows.
        res.locals.note = `code 500 ${err.message}`;
        envelope = { code: 500, msg: err.message };
      }
      res.json(finishAnswer(ctx, op, req, res, envelope, strippers.get(op.operationId)!));
    });
  }
  return router;
}
