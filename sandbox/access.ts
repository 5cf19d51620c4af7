// Who may call what: the one place the sandbox enforces each operation's `x-access` from
// spec/openapi.yaml (see x-access-control there). Handlers never check a member themselves; they get
// an input whose member ids this guard has vouched for. The login state is the HttpOnly session
// cookie — the user id, ticket and token the page sends are readable (and editable) by its script.
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { getRecord } from './areas/record-store.js';
import type { SandboxContext } from './context.js';
import type { Envelope, HandlerInput } from './handlers/shared.js';
import { operationFinder } from './operation-finder.js';
import type { Stripper } from './private-fields.js';
import { SPEC_PATH, type Access, type Operation } from './spec.js';
import { findMemberById } from './store/members.js';
import {
  deleteMemberSessions,
  deleteSession,
  findCookieSession,
  issueCookie,
  type CookieSession,
} from './store/sessions.js';

type Where = 'query' | 'body';

/** Where the spec declares an input of the operation: a query parameter, else a body field. */
function locate(ctx: SandboxContext, op: Operation): (name: string) => Where {
  const paths = ctx.spec.doc.paths as Record<string, Record<string, { parameters?: { name?: string; in?: string }[] }>>;
  const declared = paths[op.path][op.method].parameters ?? [];
  const inQuery = new Set(declared.filter((p) => p.in === 'query').map((p) => p.name));
  return (name) => (inQuery.has(name) ? 'query' : 'body');
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

type Schema = { $ref?: string; pattern?: string; properties?: Record<string, Schema>; allOf?: Schema[] };

/**
 * The inputs an operation's access rule reads: the one naming the member (`param`) and the one naming
 * the record (`id`). The viewer is not among them: it is replaced from the session, never read.
 */
export const accessInputs = (access: Access): string[] =>
  [access.param, access.id].filter((name): name is string => name !== undefined);

/**
 * The id the guard authorises must be the id the handler writes. Each input an access rule
 * reads declares a pattern in the spec, which the validator enforces before the guard runs, and
 * cleaning leaves it as sent (api.ts) — so `<b>job-04</b>` is refused, never read as one id here and
 * written as another there. An access input without a pattern stops the start-up, naming it.
 */
export function assertAccessInputsPatterned(ctx: SandboxContext, op: Operation): void {
  const doc = ctx.spec.doc;
  const deref = (schema: Schema | undefined): Schema | undefined => {
    let at = schema;
    while (at?.$ref)
      at = at.$ref
        .split('/')
        .slice(1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as Schema;
    return at;
  };
  const raw = (
    doc.paths as Record<
      string,
      Record<string, { parameters?: Schema[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >
  )[op.path][op.method];
  const inBody = (schema: Schema | undefined, name: string): Schema | undefined => {
    const at = deref(schema);
    return deref(at?.properties?.[name]) ?? at?.allOf?.map((part) => inBody(part, name)).find(Boolean);
  };
  for (const name of accessInputs(op.access)) {
    const param = (raw.parameters ?? [])
      .map((p) => deref(p) as { name?: string; in?: string; schema?: Schema })
      .find((p) => p.name === name && p.in === 'query');
    const schema = param
      ? deref(param.schema)
      : Object.values(raw.requestBody?.content ?? {})
          .map((c) => inBody(c.schema, name))
          .find(Boolean);
    if (!schema?.pattern)
      throw new Error(
        `${SPEC_PATH}: ${op.operationId}: the input \`${name}\` is read by x-access but declares no pattern — give it { $ref: '#/components/schemas/Id' } (docs/trust.md)`,
      );
  }
}

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
export function refusalOf(
  ctx: SandboxContext,
  access: Access,
  input: HandlerInput,
  memberId: string | undefined,
): Envelope | undefined {
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
 * Before any body is read (app.ts puts it ahead of the parsers): an operation marked x-unused is not
 * served, and a visitor calling an operation that is not public is refused on the request's headers alone, and the
 * connection closes without the rest
 * of the body — a 49 MB upload from nobody is never held in memory. The member checks that need the
 * input (self, owner) wait for the parsed body in accessGuard.
 */
export function visitorGate(ctx: SandboxContext): RequestHandler {
  const { visitor } = ctx.spec.accessControl;
  const operationOf = operationFinder(ctx.spec.operations);
  return (req, res, next) => {
    const op = operationOf(req);
    if (op?.unused) {
      // An operation no page calls (x-unused) is not served at all — the answer any path the
      // spec does not have gets, before a body is read, a session looked up or an input validated
      const notServed = { code: 404, msg: `接口不存在：${req.method} ${req.path}` };
      res.locals.note = notServed.msg;
      res.status(404).set('Connection', 'close').json(notServed);
      return;
    }
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
  assertAccessInputsPatterned(ctx, op);
  const where = locate(ctx, op);
  return (req, res, next) => {
    const session = sessionOf(ctx, req);
    const input: HandlerInput = {
      query: { ...(req.query as Record<string, unknown>) },
      body: req.body ?? {},
      memberId: session?.memberId,
      client: req.ip ?? '',
    };
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
export function finishAnswer(
  ctx: SandboxContext,
  op: Operation,
  req: Request,
  res: Response,
  envelope: Envelope,
  stripPrivate: Stripper,
): Envelope {
  const { cookie, rememberMs, sessionMs, maxSessions } = ctx.spec.accessControl;
  const session = res.locals.session as CookieSession | undefined;
  const options = { httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure } as const;
  const succeeded = envelope.code === 200;
  if (op.access.session === 'start' && succeeded) {
    const data = envelope.data as { ticket?: string; session?: { ticket?: string } } | undefined;
    const ticket = data?.ticket ?? data?.session?.ticket;
    const remember = String(req.query.remember ?? '') === '1';
    // the browser forgets a session cookie when it closes; the server forgets it after sessionMs anyway
    const secret =
      ticket && issueCookie(ctx.db, ticket, ctx.now() + (remember ? rememberMs : sessionMs), ctx.now(), maxSessions);
    if (secret) res.cookie(cookie, secret, remember ? { ...options, maxAge: rememberMs } : options);
  }
  if (op.access.session === 'end' || (op.access.session === 'end-all' && succeeded)) {
    if (session && op.access.session === 'end') deleteSession(ctx.db, session.ticket);
    if (session && op.access.session === 'end-all') deleteMemberSessions(ctx.db, session.memberId);
    res.clearCookie(cookie, options);
  }
  const started = op.access.session === 'start' && succeeded;
  // a login's answer belongs to the member it logs in, whoever's cookie came with it
  const memberId = started ? undefined : session?.memberId;
  const own = op.access.level === 'self' || op.access.level === 'owner' || started;
  const roles = ctx.spec.accessControl.roles ?? {};
  const hasRole = (role: string) =>
    Boolean(memberId && roles[role]?.includes(String(findMemberById(ctx.db, memberId)?.username)));
  return stripPrivate(envelope, { memberId, hasRole, own }) as Envelope;
}
