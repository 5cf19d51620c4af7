// The embedded backend: portal + API on one port, SQLite in a data folder, spec/openapi.yaml enforced.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp, type AppOptions } from './app.js';
import { startChat } from './chat/index.js';
import { answerClientError } from './client-errors.js';
import { openDb } from './db.js';
import { prepareAreas } from './areas/index.js';
import { seed } from './seed.js';
import { loadSpec } from './spec.js';
import { findMemberById } from './store/members.js';
import { createSession, issueCookie } from './store/sessions.js';

export const DEFAULT_DATA_DIR = process.env.SANDBOX_DATA ?? fileURLToPath(new URL('./data/', import.meta.url));

export interface SandboxOptions extends AppOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The address to listen on (HOST; default every interface, as `npm start` has always done). */
  host?: string;
  dataDir?: string;
  /** Console output: SMS codes, requests, refusals. Answers that break the contract are logged regardless. */
  log?: boolean;
  /** The clock for signatures, SMS codes and QR scenes (tests move it). */
  now?: () => number;
  /** See SandboxContext.smsResendMs. */
  smsResendMs?: number;
  /**
   * The HTTP server to answer on (not yet listening), for a caller that hands it to another part
   * first — the dev server's HMR socket shares the sandbox's port this way. A new one by default.
   */
  httpServer?: Server;
}

export interface Sandbox {
  url: string;
  port: number;
  /**
   * In-process only (never an HTTP route): a session cookie header for a member, so behaviour tests
   * can act as any member they name without knowing its password.
   */
  cookieFor(memberId: string): string;
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const db = openDb(opts.dataDir ?? DEFAULT_DATA_DIR);
  try {
    const ctx = {
      db,
      spec: loadSpec(),
      now: opts.now ?? Date.now,
      log: opts.log ?? false,
      smsResendMs: opts.smsResendMs,
    };
    seed(db, ctx.now());
    prepareAreas(db, ctx.now());
    const chat = startChat(db, opts.dataDir ?? DEFAULT_DATA_DIR, ctx.now);
    const app = chat.withFiles(createApp(ctx, opts));
    const server = opts.httpServer ?? createServer();
    server.on('request', app);
    server.on('clientError', answerClientError);
    if (opts.host) server.listen(opts.port ?? 0, opts.host);
    else server.listen(opts.port ?? 0);
    // an idle connection is closed by the client, never by the server under a request the client has
    // just sent on it: the server waits longer than its clients keep one (fetch 4 s, a proxy's pool 60 s).
    // With Node's 5 s, a test whose process was busy for over 5 s sent its next call on a connection
    // the server closed in the same turn (ECONNRESET).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    chat.attach(server);
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    const { port } = server.address() as AddressInfo;
    const closeAll = () => {
      chat.close();
      return close(server, db);
    };
    const cookieFor = (memberId: string) => {
      const member = findMemberById(db, memberId);
      if (!member) throw new Error(`no member ${memberId}`);
      const secret = issueCookie(db, createSession(db, member, ctx.now()).ticket, null);
      return `${ctx.spec.accessControl.cookie}=${secret}`;
    };
    return { url: `http://localhost:${port}`, port, cookieFor, close: closeAll };
  } catch (err) {
    // A spec/handler mismatch or a busy port must not leave the database open behind the error.
    db.close();
    throw err;
  }
}

async function close(server: Server, db: { close(): unknown }): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
}
