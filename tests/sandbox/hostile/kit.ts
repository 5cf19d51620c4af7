// What the hostile-client suite reads from spec/openapi.yaml (each operation's inputs and their schemas)
// and how it sends what no well-behaved client would: raw query strings, raw bodies, any value in any
// field. The answers are read as raw text, so a stack trace or a file path cannot hide behind parsing.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DB_FILE } from '../../../sandbox/db.js';
import type { Operation } from '../../../sandbox/spec.js';
import { signedHeaders, spec, type Call, type TestSandbox } from '../harness.js';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

/** Follows `$ref`s (local ones: the spec has no others) and merges an allOf into one object schema. */
export function resolve(node: Schema): Schema {
  let at: Schema = node;
  while (at && typeof at.$ref === 'string') {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce<Record<string, unknown>>((parent, key) => parent[key] as Record<string, unknown>, spec.doc) as Schema;
  }
  if (!at?.allOf) return at;
  const parts = at.allOf.map(resolve);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

/** The JSON type a schema declares ('string' when it only says "one of these", e.g. a nullable). */
export function typeOf(schema: Schema): string {
  const s = resolve(schema);
  const declared = ([] as string[]).concat(s.type ?? []).filter((t) => t !== 'null');
  if (declared.length === 1) return declared[0];
  if (s.enum?.every((v) => typeof v === 'number')) return 'integer';
  return declared.length ? 'any' : s.properties ? 'object' : 'any';
}

export interface Field {
  name: string;
  in: 'query' | 'body';
  required: boolean;
  type: string;
}

export interface Inputs {
  op: Operation;
  /** the request body's media type, if the operation takes one */
  content?: string;
  fields: Field[];
  /** the inputs the access guard reads (x-access param, id, viewer): kept as sent in the class cases */
  accessFields: string[];
}

export function inputsOf(op: Operation): Inputs {
  const raw = (
    spec.doc.paths as Record<
      string,
      Record<string, { parameters?: Schema[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>
    >
  )[op.path][op.method];
  const fields: Field[] = (raw.parameters ?? [])
    .map((p) => resolve(p) as unknown as { name: string; in: string; required?: boolean; schema: Schema })
    .filter((p) => p.in === 'query')
    .map((p) => ({ name: p.name, in: 'query', required: Boolean(p.required), type: typeOf(p.schema) }));
  const content = Object.keys(raw.requestBody?.content ?? {})[0];
  if (content) {
    const schema = resolve(raw.requestBody!.content![content].schema);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      fields.push({ name, in: 'body', required: (schema.required ?? []).includes(name), type: typeOf(property) });
    }
  }
  const { param, id, viewer } = op.access;
  return { op, content, fields, accessFields: [param, id, viewer].filter((f): f is string => Boolean(f)) };
}

/** A query or form value as sent: a list repeats the key; a lone surrogate goes as its WTF-8 bytes. */
function encodeComponent(value: string): string {
  return Array.from(value, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }).join('');
}

export function encodePairs(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeComponent(name)}=${encodeComponent(text)}`);
    }
  }
  return pairs.join('&');
}

export interface RawAnswer {
  status: number;
  text: string;
}

export interface RawCall {
  query?: Record<string, unknown> | string;
  /** an object is encoded as the operation's media type; a string or FormData goes as it is */
  body?: Record<string, unknown> | string | FormData;
  contentType?: string;
  headers?: Record<string, string>;
  cookie: string;
}

/** Whether the operation is the second client's (its ts header and session token), not the signed browser's. */
export function usesSecondClient(op: Operation): boolean {
  const security = ((spec.doc.paths as Record<string, Record<string, { security?: Record<string, unknown>[] }>>)[
    op.path
  ][op.method].security ?? spec.doc.security) as Record<string, unknown>[];
  return security.some((scheme) => spec.secondClient.tsHeader in scheme);
}

/** Sends a request to the operation as the browser's client would, but with whatever input it is given. */
export async function rawCall(s: TestSandbox, inputs: Inputs, call: RawCall): Promise<RawAnswer> {
  const { op, content } = inputs;
  const auth = usesSecondClient(op)
    ? { [spec.secondClient.tsHeader]: spec.secondClient.tsValue }
    : signedHeaders(s.now());
  const search = typeof call.query === 'string' ? call.query : encodePairs(call.query ?? {});
  let body: string | FormData | undefined;
  let type = call.contentType;
  if (typeof call.body === 'string' || call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    if (content === 'multipart/form-data') {
      const form = new FormData();
      for (const [name, value] of Object.entries(call.body)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          form.append(
            name,
            item instanceof Blob
              ? item
              : typeof item === 'object' && item !== null
                ? JSON.stringify(item)
                : String(item),
          );
        }
      }
      body = form;
    } else if (content === 'application/x-www-form-urlencoded') body = encodePairs(call.body);
    else body = JSON.stringify(call.body);
    type ??= content === 'multipart/form-data' ? undefined : content;
  }
  const res = await fetch(s.url + op.path + (search ? `?${search}` : ''), {
    method: op.method.toUpperCase(),
    body,
    headers: {
      ...auth,
      ...(type && { 'content-type': type }),
      ...call.headers,
      ...(call.cookie && { cookie: call.cookie }),
    },
  });
  return { status: res.status, text: await res.text() };
}

/** A stack frame, a source or module path, or an Error's name: what an answer must never show. */
const LEAK =
  /\n\s+at\s|\bat\s+\S+\s+\(|node_modules|\/work\/|\/home\/|\/tmp\/|[A-Z]:\\|\.(ts|js|mjs|cjs):\d+|\b(Type|Range|Reference|Syntax)Error\b|SqliteError|SQLITE_/;

/**
 * What is wrong with an answer to a hostile request: an HTTP 5xx, a body that is not the `{code, msg}`
 * envelope, a stack trace or a path. An empty list is a good answer.
 */
export function faultsOf(answer: RawAnswer): string[] {
  const faults: string[] = [];
  if (answer.status >= 500) faults.push(`HTTP ${answer.status}`);
  if (LEAK.test(answer.text)) faults.push(`leaks ${LEAK.exec(answer.text)![0]}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [...faults, `not JSON: ${answer.text.slice(0, 80)}`];
  }
  const envelope = body as { code?: unknown; msg?: unknown };
  if (typeof envelope !== 'object' || envelope === null || !('code' in envelope)) faults.push('no code');
  else if (answer.status >= 400 && typeof envelope.msg !== 'string') faults.push('a refusal without msg');
  return faults;
}

/**
 * A new session for the member the sample request acts as (the one its access input names, else the
 * fallback): its cookie, and the sample's headers with the second client's token of that session.
 */
export function actingSession(
  s: TestSandbox,
  op: Operation,
  request: Call,
  fallbackMemberId: string,
): { cookie: string; headers?: Record<string, string> } {
  const name = op.access.param ?? op.access.viewer;
  const named = name === undefined ? undefined : (request.query?.[name] ?? request.body?.[name]);
  const memberId = named === undefined || named === '' ? fallbackMemberId : String(named);
  try {
    return sessionOf(s, memberId, request);
  } catch {
    return sessionOf(s, fallbackMemberId, request);
  }
}

/** A new session of the member: its cookie, and the request's headers with that session's second-client token. */
export function sessionOf(
  s: TestSandbox,
  memberId: string,
  request: Call,
): { cookie: string; headers?: Record<string, string> } {
  const cookie = s.newCookieOf(memberId);
  return { cookie, headers: headersFor(s, cookie, request) };
}

/** The request's headers with the second client's token of this session in place of the one it carries (if any). */
export function headersFor(s: TestSandbox, cookie: string, request: Call): Record<string, string> | undefined {
  const tokenHeader = spec.secondClient.tokenHeader;
  if (!request.headers?.[tokenHeader]) return request.headers;
  const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  try {
    const { token } = db.prepare('SELECT token FROM sessions WHERE cookie = ?').get(cookie.split('=')[1]) as {
      token: string;
    };
    return { ...request.headers, [tokenHeader]: token };
  } finally {
    db.close();
  }
}

/**
 * A watch on the database: `fingerprint()` hashes every table but the ones a refused call may touch
 * (sessions; the abuse counters), row by row. It rehashes only when another connection has committed
 * since the last look (SQLite's data_version), so a refused call costs a pragma, not a full read.
 */
export function databaseWatch(s: TestSandbox, except: readonly string[] = ['sessions']) {
  const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  let version = -1;
  let hash = '';
  return {
    fingerprint(): string {
      const now = db.pragma('data_version', { simple: true }) as number;
      if (now === version) return hash;
      version = now;
      const tables = (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
      ).filter(({ name }) => !except.includes(name));
      const digest = createHash('sha256');
      for (const { name } of tables)
        digest.update(name).update(JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()));
      hash = digest.digest('hex');
      return hash;
    },
    close: () => db.close(),
  };
}

/** A summary line per part, printed when the file ends (the issue's closing note quotes them). */
export function summaryLine(part: string, figures: Record<string, number | string>): string {
  return `[hostile] ${part}: ${Object.entries(figures)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`;
}
