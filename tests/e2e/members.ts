import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { autograph } from '../../sandbox/autograph.js';
import { queryString } from '../../src/lib/query-string.js';
import { sessionEntries, type LoginSession } from '../../src/lib/session.js';
import { personalRegistration, signedHeaders, spec } from '../sandbox/harness';
import { newArticle } from '../sandbox/valid/creator';
import { smsCode } from './sandbox-peek';

// Members for journeys that need a fresh account (a sign-in streak, a verification): registered through
// the API as the browser would, then logged in on the page like a user.

/** A field's label as rjsf renders it (a required one ends in *). */
export const field = (name: string) => new RegExp(`^${name}\\s*\\*?$`);

/** Calls an operation of spec/openapi.yaml with signed headers; throws unless the envelope says 200. */
export async function callApi(
  baseUrl: string,
  operationId: string,
  query: Record<string, string>,
  body?: unknown,
  cookie = '',
): Promise<unknown> {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const res = await fetch(`${baseUrl}${op.path}?${queryString(query)}`, {
    method: op.method.toUpperCase(),
    headers: {
      ...signedHeaders(Date.now()),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg?: string; data?: unknown };
  if (answer.code !== 200) throw new Error(`${operationId}: ${answer.msg}`);
  return answer.data;
}

/** The records of a public paged answer (its `page`, or `data` where the answer lists under data). */
export async function recordsOf<T>(baseUrl: string, operationId: string, query: Record<string, string>): Promise<T[]> {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const res = await fetch(`${baseUrl}${op.path}?${queryString(query)}`, {
    method: op.method.toUpperCase(),
    headers: signedHeaders(Date.now()),
  });
  const answer = (await res.json()) as { page?: { records: T[] }; data?: T[] };
  return answer.page?.records ?? answer.data ?? [];
}

/** A fresh 11-digit number per run and per call site: the e2e sandbox is shared by every file of the run. */
export const phoneOf = (prefix: string, n: number) => `${prefix}${String(Date.now() % 1e7).padStart(7, '0')}${n}`;

/** Registers a new individual (or legal-person) member, password Green2024. */
export async function registerMember(
  baseUrl: string,
  phone: string,
  { legal = false, realName = '茶友新芽' } = {},
): Promise<void> {
  await callApi(
    baseUrl,
    'sendCode',
    legal ? { phone } : { phone, autograph: autograph({ phone }, spec.autographSecret) },
  );
  const form = personalRegistration(phone, await smsCode(baseUrl, phone), {
    realName,
    identity: `4115021990${phone.slice(-8)}`,
  });
  if (legal) {
    const { autograph: _signature, ...fields } = form;
    await callApi(
      baseUrl,
      'legalPersonRegister',
      {},
      { ...fields, company: '息县濮公山茶厂', creditCode: '91411528MA40000726', userName: realName },
    );
  } else await callApi(baseUrl, 'personalRegister', {}, form);
}

/**
 * Logs a member in as the login page does — the same call (loginOrRegister with the personal or legal-person
 * button's isCompany), its session cookie in the page's context and its answer in the tab's session storage under
 * the portal's keys (src/lib/session.ts) — then opens `redirect`; answers the user id. Through the API, not the form:
 * ~150 tests log in to get somewhere, and the page's login (the /login load, the form, the landing) cost each about
 * a second. The login screen itself is driven by the tests that are about it (login-and-shell, account-pages, …).
 */
export async function logIn(
  page: Page,
  url: (path: string) => string,
  account: string,
  { password = 'Tea12345', legal = false, redirect = '/' } = {},
): Promise<string> {
  const origin = new URL(url('/')).origin;
  const op = spec.operations.find((o) => o.operationId === 'loginOrRegister')!;
  const res = await fetch(
    `${origin}${op.path}?${queryString({ username: account, userpass: password, isCompany: legal ? 1 : 0 })}`,
    { headers: signedHeaders(Date.now()) },
  );
  const answer = (await res.json()) as { code: number; msg?: string; data?: LoginSession };
  if (answer.code !== 200 || !answer.data) throw new Error(`login ${account}: ${answer.msg}`);
  await page.context().addCookies(
    res.headers.getSetCookie().map((header) => {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const has = (name: string) => attributes.some((a) => a.toLowerCase() === name);
      const sameSite = attributes
        .find((a) => /^samesite=/i.test(a))
        ?.split('=')[1]
        .toLowerCase();
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        url: origin,
        httpOnly: has('httponly'),
        sameSite:
          sameSite === 'strict' ? ('Strict' as const) : sameSite === 'none' ? ('None' as const) : ('Lax' as const),
      };
    }),
  );
  // session storage belongs to the tab and the origin: written on an empty document of the portal's origin (served
  // here, not by the sandbox), so the portal reads it as it starts, as after its own login
  const blank = `${origin}/__e2e-login`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>login</title>' }),
  );
  await page.goto(blank);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, sessionEntries(answer.data));
  await page.unroute(blank);
  await page.goto(url(redirect));
  return answer.data.id;
}

/**
 * Logs `account` in on `page`, then puts the portal's session storage into every tab its context opens from now on (a
 * new tab starts with none), and closes `page`: a context whose every cold load is the member's.
 */
export async function logInEveryTab(page: Page, url: (path: string) => string, account = 'chayou'): Promise<void> {
  await logIn(page, url, account);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  await page.context().addInitScript((json: string) => {
    for (const [k, v] of Object.entries(JSON.parse(json) as Record<string, string>)) sessionStorage.setItem(k, v);
  }, stored);
  await page.close();
}

/** Logs a demo member in through the API: the session cookie (a Cookie header value), the id and the chat signature. */
export async function loginCookie(
  baseUrl: string,
  username: string,
  isCompany: 0 | 1,
  password = 'Tea12345',
): Promise<{ cookie: string; id: string; usersig: string }> {
  const op = spec.operations.find((o) => o.operationId === 'loginOrRegister')!;
  const res = await fetch(`${baseUrl}${op.path}?${queryString({ username, userpass: password, isCompany })}`, {
    headers: signedHeaders(Date.now()),
  });
  const answer = (await res.json()) as { code: number; msg?: string; data?: { id: string; usersig: string } };
  if (answer.code !== 200) throw new Error(`login ${username}: ${answer.msg}`);
  return { cookie: res.headers.getSetCookie()[0].split(';')[0], id: answer.data!.id, usersig: answer.data!.usersig };
}

/**
 * Calls any operation as the browser would (signed, JSON or form-encoded as the spec says) with a
 * member's session cookie; answers data (or page) and throws unless the envelope says 200.
 */
export async function apiAs(
  baseUrl: string,
  operationId: string,
  {
    query = {},
    body,
    cookie = '',
  }: { query?: Record<string, string>; body?: Record<string, unknown>; cookie?: string },
): Promise<unknown> {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const raw = (spec.doc.paths as Record<string, Record<string, { requestBody?: { content?: object } }>>)[op.path][
    op.method
  ];
  const form = Object.keys(raw.requestBody?.content ?? {})[0] === 'application/x-www-form-urlencoded';
  const encoded =
    body === undefined
      ? undefined
      : form
        ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(body);
  const res = await fetch(`${baseUrl}${op.path}?${queryString(query)}`, {
    method: op.method.toUpperCase(),
    headers: {
      ...signedHeaders(Date.now()),
      ...(cookie && { cookie }),
      ...(encoded !== undefined && { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    body: encoded,
  });
  const answer = (await res.json()) as { code: number; msg?: string; data?: unknown; page?: unknown };
  if (answer.code !== 200) throw new Error(`${operationId}: ${answer.msg}`);
  return answer.data ?? answer.page;
}

/** The page's HttpOnly session cookie as a Cookie header, to call the API as that page's member. */
export async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === spec.accessControl.cookie);
  return cookie ? `${cookie.name}=${cookie.value}` : '';
}

export interface Work {
  id: string;
  title: string;
  crtTime: string;
}

/** Publishes an article as the member logged in on `page` (under review), answers it from work management. */
export async function publishArticle(baseUrl: string, page: Page, userId: string, title: string): Promise<Work> {
  const cookie = await sessionCookie(page);
  await apiAs(baseUrl, 'saveArticle', { body: { ...newArticle(userId), title }, cookie });
  const answer = (await apiAs(baseUrl, 'findToutiaoByCondition', {
    query: { memberId: userId, userId, type: '1', title, pageSize: '1' },
    cookie,
  })) as { records: Work[] };
  return answer.records[0];
}

/** The operators' review of a work (a sandbox-only endpoint): published, or rejected with the reason given. */
export async function reviewWork(baseUrl: string, id: string, approve = true, remark = '配图不清晰'): Promise<void> {
  const res = await fetch(
    `${baseUrl}/__sandbox/review/work?id=${id}&approve=${approve ? 1 : 0}&remark=${encodeURIComponent(remark)}`,
    { method: 'POST' },
  );
  if (res.status !== 200) throw new Error(`review ${id}: ${res.status}`);
}

/** The smallest MP4 a content check takes for one (an ISO base media `ftyp` box), for video fields. */
export const mp4 = (): Buffer => Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** A solid-colour PNG, for upload fields. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
