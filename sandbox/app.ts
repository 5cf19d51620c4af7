// The Express app, in the order requests meet it: headers, sandbox-only routes, body parsing, the
// spec's validator, one route per operation, then the portal (Vite in dev, dist/ otherwise), then errors.
import express, { type Express } from 'express';
import type { ViteDevServer } from 'vite';
import { visitorGate } from './access.js';
import { apiRouter } from './api.js';
import { refuseDeepBodies } from './body-depth.js';
import { identityRouter } from './areas/identity/index.js';
import type { SandboxContext } from './context.js';
import { handleErrors, notFound } from './errors.js';
import { HANDLERS } from './handlers/index.js';
import type { Handler } from './handlers/shared.js';
import { redactUrl } from './redact.js';
import { logRequestLine } from './request-log.js';
import { sandboxRouter } from './sandbox-routes.js';
import { securityHeaders, serveDist } from './static.js';
import { isApiPath, openApiValidator } from './validation.js';

export interface AppOptions {
  /** The built portal to serve, or null for the API alone. */
  distDir?: string | null;
  /** Dev mode: Vite (middleware mode) serves the portal after the API routes. */
  vite?: ViteDevServer;
  /** Check answers against the spec (default: outside production). */
  validateResponses?: boolean;
  /** Replace handlers by operationId (tests use it to prove a broken answer is caught). */
  handlers?: Record<string, Handler>;
  /**
   * Express's `trust proxy` (SANDBOX_TRUST_PROXY): behind a TLS proxy the cookie is `Secure` and the
   * limits count the client's address, not the proxy's. `true`, a hop count, or addresses / subnets
   * (`loopback`, `10.0.0.0/8, 172.16.0.0/12`); off by default, when X-Forwarded-* are anyone's to forge.
   */
  trustProxy?: boolean | number | string;
  /**
   * The sandbox-only test and demo endpoints (read any phone's SMS code, confirm a QR login as anyone,
   * approve a review): only for tests and an explicit demo (SANDBOX_DEMO=1), never by default.
   */
  sandboxEndpoints?: boolean;
}

export function createApp(ctx: SandboxContext, opts: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', opts.trustProxy ?? trustProxyOf(process.env.SANDBOX_TRUST_PROXY));
  app.use(securityHeaders(Boolean(opts.distDir) && !opts.vite));
  if (ctx.log) {
    app.use((req, res, next) => {
      if (!isApiPath(req.path)) return next();
      res.on('finish', () =>
        logRequestLine(
          `[sandbox] ${req.method} ${redactUrl(req.originalUrl)} → ${res.statusCode} ${res.locals.note ?? ''}`,
        ),
      );
      next();
    });
  }
  app.use('/__sandbox', sandboxRouter(ctx, opts.sandboxEndpoints ?? false));
  app.use(visitorGate(ctx));
  app.use(
    ['/api', '/cyapp'],
    express.json(),
    express.urlencoded({ extended: false }),
    refuseDeepBodies(ctx.spec.plainText.maxDepth),
  );
  app.use(openApiValidator(ctx, opts.validateResponses ?? process.env.NODE_ENV !== 'production'));
  // after the validator, before the operations: hands handlers the uploaded file and the token's member
  app.use(identityRouter(ctx, opts.sandboxEndpoints ?? false));
  app.use(apiRouter(ctx, { ...HANDLERS, ...opts.handlers }));
  if (opts.vite) app.use(opts.vite.middlewares);
  else if (opts.distDir) app.use(serveDist(opts.distDir));
  app.use(notFound);
  app.use(handleErrors);
  return app;
}

/** SANDBOX_TRUST_PROXY as Express reads `trust proxy`: true / false, a hop count, or addresses. */
export function trustProxyOf(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
