// Who may call what: the one place the sandbox enforces each operation's `x-access` from
// spec/openapi.yaml (see x-access-control there). Handlers never check a member themselves; they get
// an input whose member ids this guard has vouched for. The login state is the HttpOnly session
// cookie — the user id, ticket and token the page sends are readable (and editable) by its script.
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { getRecord } from './areas/kit.js';
import type { SandboxContext } from './context.js';
import type { Envelope, HandlerInput } from './handlers/shared.js';
import { operationFinder } from './operation-finder.js';
import type { Stripper } from './private-fields.js';
import type { Access, Operation } from './spec.js';
import { findMemberById } from './store/members.js';
import { deleteMemberSessions, deleteSession, findCookieSession, issueCookie, type CookieSession } from './store/sessions.js';

type Where = 'query' | 'body';

/** Where the spec declares an input of the operation: a query parameter, else a body field. */
function locate(ctx: SandboxContext, op: Operation): (name: string) => Where {
  const paths = ctx.spec.doc.paths as Record<string, Record<string, { parameters?: { name?: string; in?: string }[] }>>;
  const declared = paths[op.path][op.method].parameters ?? [];
  const inQuery = new Set(declared.filter((p) => p.in === 'query').map((p) => p.name));
  return (name) => (inQuery.has(name) ? 'query' : 'body');
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The members who own a stored record (x-access owner), or undefined when there is no such record. */
function ownersOf(ctx: SandboxContext, access: Access, id: string): string[] | undefined {
  const record = getRecord(ctx.db, access.record!, id);
  if (!record) return undefined;
  return (access.owner ?? []).map((owner) => {
    const parent = /^(\w+)@([\w-]+)\.(\w+)$/.exec(owner);
    if (!parent) return String(record[owner] ?? '');
    const [, field, kind, ownerField] = parent;
    return String(getRecord(ctx.db, kind, String(record[field] ?? ''))?.[ownerField] ?? '');
  });
}

/** Why the call is refused (the spec's visitor or forbidden answer), or undefined when it may go on. */
export function refusalOf(ctx: SandboxContext, access: Access, input: HandlerInput, memberId: string | undefined): Envelope | undefined {
  const { visitor, forbidden } = ctx.spec.accessControl;
  const names = (name: string) => [input.query[name], input.body[name]].filter(present).map(String);
  // public with a param: anyone may call, but an input naming a member must name the caller
  if (access.level === 'public' && !(access.param && names(access.param).length)) return undefined;
  if (!memberId) return visitor;
  if (access.param && names(access.param).some((id) => id !== memberId)) return forbidden;
  if (access.level === 'owner') {
    // No id: a new record (a save that also edits). An unknown id is the handler's 不存在 to answer.
    const id = names(access.id!)[0];
    const owners = id === undefined ? undefined : ownersOf(ctx, access, id);
    if (owners !== undefined && !owners.includes(memberId)) return forbidden;
    if (owners === undefined && id !== undefined && access.otherwise === 'self' && id !== memberId) return forbidden;
  }
  return undefined;
}

/** Each request's session, read once: the visitor gate and the operation's guard both ask. */
const sessions = new WeakMap<Request, CookieSession | undefined>();

export function sessionOf(ctx: SandboxContext, req: Request): CookieSession | undefined {
  if (sessions.has(req)) return sessions.get(req);
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  const session = findCookieSession(ctx.db, cookies[ctx.spec.accessControl.cookie] ?? '', ctx.now());
  sessions.set(req, session);
  return session;
}

/**
 * Before any body is read (app.ts puts it ahead of the parsers): a visitor calling an operation that
 * is not public is refused on the request's headers alone, and the connection closes without the rest
 * of the body — a 49 MB upload from nobody is never held in memory. The member checks that need the
 * input (self, owner) wait for the parsed body in accessGuard.
 */
export function visitorGate(ctx: SandboxContext): RequestHandler {
  const { visitor } = ctx.spec.accessControl;
  const operationOf = operationFinder(ctx.spec.operations);
  return (req, res, next) => {
    const op = operationOf(req);
    if (!op || op.access.level === 'public' || sessionOf(ctx, req)) return next();
    res.locals.note = `code ${visitor.code} ${visitor.msg}`;
    res.set('Connection', 'close').json(visitor);
  };
}

/**
 * The guard of one operation: refuses a visitor or another member with the spec's answer (nothing
 * runs), puts the viewer from the session, and leaves the checked input on res.locals for the route.
 */
export function accessGuard(ctx: SandboxContext, op: Operation): RequestHandler {
  const where = locate(ctx, op);
  return (req, res, next) => {
    const session = sessionOf(ctx, req);
    const input: HandlerInput = { query: { ...(req.query as Record<string, unknown>) }, body: req.body ?? {}, memberId: session?.memberId, client: req.ip ?? '' };
    const { viewer } = op.access;
    if (viewer) {
      // Whatever the page sent, the viewer is who the cookie says (a visitor: nobody).
      delete input.query[viewer];
      delete input.body[viewer];
      if (session) input[where(viewer)][viewer] = session.memberId;
    }
    const refusal = refusalOf(ctx, op.access, input, session?.memberId);
    if (refusal) {
      res.locals.note = `code ${refusal.code} ${refusal.msg}`;
      res.json(refusal);
      return;
    }
    res.locals.input = input;
    res.locals.session = session;
    next();
  };
}

/** What the route does with a handler's answer: the session cookie it starts or ends, private fields (x-private) out. */
export function finishAnswer(ctx: SandboxContext, op: Operation, req: Request, res: Response, envelope: Envelope, stripPrivate: Stripper): Envelope {
  const { cookie, rememberMs, sessionMs, maxSessions } = ctx.spec.accessControl;
  const session = res.locals.session as CookieSession | undefined;
  const options = { httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure } as const;
  const succeeded = envelope.code === 200;
  if (op.access.session === 'start' && succeeded) {
    const data = envelope.data as { ticket?: string; session?: { ticket?: string } } | undefined;
    const ticket = data?.ticket ?? data?.session?.ticket;
    const remember = String(req.query.remember ?? '') === '1';
    // the browser forgets a session cookie when it closes; the server forgets it after sessionMs anyway
    const secret = ticket && issueCookie(ctx.db, ticket, ctx.now() + (remember ? rememberMs : sessionMs), ctx.now(), maxSessions);
    if (secret) res.cookie(cookie, secret, remember ? { ...options, maxAge: rememberMs } : options);
  }
  if (op.access.session === 'end' || (op.access.session === 'end-all' && succeeded)) {
    if (session && op.access.session === 'end') deleteSession(ctx.db, session.ticket);
    if (session && op.access.session === 'end-all') deleteMemberSessions(ctx.db, session.memberId);
    res.clearCookie(cookie, options);
  }
  const memberId = session?.memberId;
  const own = op.access.level === 'self' || op.access.level === 'owner' || (op.access.session === 'start' && succeeded);
  const roles = ctx.spec.accessControl.roles ?? {};
  const hasRole = (role: string) => Boolean(memberId && roles[role]?.includes(String(findMemberById(ctx.db, memberId)?.username)));
  return stripPrivate(envelope, { memberId, hasRole, own }) as Envelope;
}
