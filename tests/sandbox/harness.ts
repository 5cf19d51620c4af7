// A sandbox per test file (own temp database, its own clock) and a client that calls operations the
// way the browser does: signed headers, query or JSON/form body as the spec says.
import md5 from 'md5';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autograph } from '../../sandbox/autograph.js';
import { startSandbox, type SandboxOptions } from '../../sandbox/server.js';
import { loadSpec } from '../../sandbox/spec.js';
import { queryString } from '../../src/lib/query-string.js';

export const spec = loadSpec();

/** The spec's answers to a visitor and to a member acting for another (x-access-control). */
export const VISITOR = spec.accessControl.visitor;
export const FORBIDDEN = spec.accessControl.forbidden;

export interface Reply {
  status: number;
  headers: Headers;
  body: { code: number | string; msg?: string; data?: unknown; page?: { records: unknown[]; total: number } } & Record<
    string,
    unknown
  >;
}

export interface Call {
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** false: send no signature (or second-client) headers at all. */
  signed?: boolean;
  /**
   * The session cookie to send ('' = a visitor). By default a call acts as the member it names (the
   * input its x-access `param` or `viewer` names), else as the last login — behaviour tests exercise
   * the handlers; access.test.ts and the access contract pass cookies explicitly.
   */
  cookie?: string;
}

/** The main client's headers: uuid, 10-digit seconds timestamp, md5(uuid + timestamp + suffix). */
export function signedHeaders(nowMs: number, suffix = spec.signing.suffix): Record<string, string> {
  const uuid = randomUUID();
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [spec.signing.uuidHeader]: uuid,
    [spec.signing.timestampHeader]: timestamp,
    [spec.signing.signHeader]: md5(uuid + timestamp + suffix),
  };
}

const operation = (operationId: string) => {
  const op = spec.operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId} in the spec`);
  const raw = (spec.doc.paths as Record<string, Record<string, Record<string, unknown>>>)[op.path][op.method];
  const content = Object.keys((raw.requestBody as { content?: object } | undefined)?.content ?? {})[0];
  const security = (raw.security ?? spec.doc.security) as Record<string, unknown>[];
  return { ...op, content, secondClient: security.some((s) => spec.secondClient.tsHeader in s) };
};

/** A multipart body: Blob (and File) values are sent as files, anything else as text. */
function multipartOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

export async function startTestSandbox(opts: SandboxOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-sandbox-test-'));
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const sandbox = await startSandbox({ dataDir, log: false, now, sandboxEndpoints: true, ...opts });

  // Like the browser: the session cookie the last login set goes with every request, until a logout
  // (or password change) clears it. `cookie` in a call acts as someone else (or '' as a visitor).
  let jar = '';
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      jar = /=$/.test(pair) || /Expires=Thu, 01 Jan 1970/i.test(line) ? '' : pair;
    }
  };

  async function send(
    method: string,
    path: string,
    init: { body?: string | FormData; headers?: Record<string, string>; cookie?: string } = {},
  ): Promise<Reply> {
    const cookie = init.cookie ?? jar;
    const res = await fetch(sandbox.url + path, {
      method,
      body: init.body,
      headers: { ...init.headers, ...(cookie && { cookie }) },
    });
    if (init.cookie === undefined) remember(res);
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text.startsWith('{') ? JSON.parse(text) : { code: -1, msg: text },
    };
  }

  const cookies = new Map<string, string>();
  const actingAs = (
    op: ReturnType<typeof operation>,
    query: Record<string, unknown>,
    body: Record<string, unknown> | undefined,
  ) => {
    const name = op.access.param ?? op.access.viewer;
    const named = name === undefined ? undefined : (query[name] ?? body?.[name]);
    // a public call naming no viewer is a visitor's; one naming nobody the sandbox knows, too
    if (named === undefined || named === '') return op.access.viewer ? '' : undefined;
    try {
      return cookieOf(String(named));
    } catch {
      return '';
    }
  };
  function cookieOf(memberId: string): string {
    if (!cookies.has(memberId)) cookies.set(memberId, sandbox.cookieFor(memberId));
    return cookies.get(memberId)!;
  }

  async function call(
    operationId: string,
    { query = {}, body, headers = {}, signed = true, cookie }: Call = {},
  ): Promise<Reply> {
    const op = operation(operationId);
    cookie ??= actingAs(op, query, body);
    const auth = !signed
      ? {}
      : op.secondClient
        ? { [spec.secondClient.tsHeader]: spec.secondClient.tsValue }
        : signedHeaders(now());
    const search = queryString(query);
    const multipart = op.content === 'multipart/form-data';
    const encoded =
      body === undefined
        ? undefined
        : multipart
          ? multipartOf(body)
          : op.content === 'application/x-www-form-urlencoded'
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body);
    return send(op.method.toUpperCase(), op.path + (search ? `?${search}` : ''), {
      body: encoded,
      // fetch writes a multipart content type itself, with its boundary
      headers: { ...auth, ...(encoded !== undefined && !multipart && { 'content-type': op.content }), ...headers },
      cookie,
    });
  }

  /** Sends an SMS code to the phone (a minute later than the last one) and reads it back. */
  async function smsCode(phone: string, signedForRegistration = false): Promise<string> {
    offsetMs += 61_000;
    const query: Record<string, string> = signedForRegistration
      ? { phone, autograph: autograph({ phone }, spec.autographSecret) }
      : { phone };
    const sent = await call('sendCode', { query });
    if (sent.body.code !== 200) throw new Error(`sendCode failed: ${sent.body.msg}`);
    return ((await send('GET', `/__sandbox/sms?phone=${phone}`)).body.data as { code: string }).code;
  }

  return {
    url: sandbox.url,
    /** The sandbox's data folder (its SQLite file), for tests that read what a call left behind. */
    dataDir,
    call,
    send,
    smsCode,
    advance: (ms: number) => {
      offsetMs += ms;
    },
    /** The sandbox's clock (ahead of Date.now() by every advance and SMS code): what signatures must use. */
    now,
    /** A session cookie of that member, to pass as `cookie` (acting as them). */
    cookieOf,
    /** A session of its own (not the one cookieOf keeps), for a call that may end the member's sessions. */
    newCookieOf: (memberId: string) => sandbox.cookieFor(memberId),
    /** The session cookie the harness sends now ('' when logged out). */
    cookie: () => jar,
    /** Acts as the member of this cookie from now on ('' = a visitor). */
    useCookie: (cookie: string) => {
      jar = cookie;
    },
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

export const DEMO = {
  personal: { username: 'chayou', phone: '13800000001' },
  company: { username: 'xinyangcha', phone: '13800000002' },
  password: 'Tea12345',
};

/** A personal registration payload, signed as the browser signs it. */
export function personalRegistration(phone: string, code: string, extra: Record<string, unknown> = {}) {
  const fields = {
    realName: '赵茶香',
    identity: '411502199201011234',
    phone,
    code,
    password: 'Green2024',
    newPassword: 'Green2024',
    source: 'pc',
    ...extra,
  };
  return { ...fields, autograph: autograph(fields, spec.autographSecret) };
}

/** Registers a new member (an individual, or a legal person) and answers its id. */
export async function register(s: TestSandbox, phone: string, legal = false): Promise<string> {
  const form = personalRegistration(phone, await s.smsCode(phone, !legal));
  if (legal) {
    const { autograph: _signature, ...fields } = form;
    await s.call('legalPersonRegister', {
      body: { ...fields, company: '息县濮公山茶厂', creditCode: '91411528MA40000726', userName: '冯建军' },
    });
  } else await s.call('personalRegister', { body: form });
  const login = await s.call('loginOrRegister', {
    query: { username: phone, userpass: 'Green2024', isCompany: legal ? 1 : 0 },
  });
  return (login.body.data as { id: string }).id;
}

/** Logs a demo member in (the harness then acts as them) and answers the session (id, ticket, token, cookie). */
export async function loginAs(s: TestSandbox, who: 'personal' | 'company' = 'personal') {
  const reply = await s.call('loginOrRegister', {
    query: { username: DEMO[who].username, userpass: DEMO.password, isCompany: who === 'company' ? 1 : 0 },
  });
  return { ...(reply.body.data as { id: string; ticket: string; token: string }), cookie: s.cookie() };
}
