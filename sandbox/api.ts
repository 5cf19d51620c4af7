// One Express route per operation of spec/openapi.yaml, answered by the handler of its operationId.
import { Router } from 'express';
import type { SandboxContext } from './context.js';
import { BusinessError, type Handler } from './handlers/shared.js';

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
  for (const { operationId, method, path } of ctx.spec.operations) {
    const handler = handlers[operationId];
    router[method](path.replace(/\{([^}]+)\}/g, ':$1'), async (req, res) => {
      try {
        res.json(await handler({ query: req.query as Record<string, unknown>, body: req.body ?? {} }, ctx));
      } catch (err) {
        if (!(err instanceof BusinessError)) throw err;
        // A business refusal is a normal answer (HTTP 200) whose code and msg the portal shows.
        res.locals.note = `code 500 ${err.message}`;
        res.json({ code: 500, msg: err.message });
      }
    });
  }
  return router;
}
