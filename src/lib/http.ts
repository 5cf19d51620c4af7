// The one HTTP layer (seed 1 §7.1, §8). Two openapi-fetch clients share it:
// - main: JSON, 30 000 ms, headers uuid + 10-digit timestamp + md5(uuid + timestamp + suffix);
// - second: form-encoded, 20 000 ms, headers ts (a fixed constant) + token (the stored login token).
// Success is code 200, "200" or 1; anything else shows the server msg as a toast and rejects.
import createClient, { type Client } from 'openapi-fetch';
import md5 from 'blueimp-md5';
import { v4 as uuidv4 } from 'uuid';
import type { paths } from '../../generated/api/schema';
import { mainClient, operations, secondClient, signing, type OperationId } from '../../generated/api/operations';
import { createApi } from '../../generated/api/client';
import { href } from '../../generated/routes';
import { config } from './config';
import { messages } from './messages';
import { queryString } from './query-string';
import { clearSession, sessionKeys } from './session';
import { toast } from './toast';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: unknown,
    readonly operationId: OperationId,
  ) {
    super(message);
  }
}

interface Envelope {
  code?: unknown;
  msg?: string;
  data?: unknown;
  page?: unknown;
  total?: unknown;
}

export const isSuccess = (code: unknown): boolean => code === 200 || code === '200' || code === 1;

export function signHeaders(suffix: string, now = Date.now(), id: string = uuidv4()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    [signing.uuidHeader]: id,
    [signing.timestampHeader]: timestamp,
    [signing.signHeader]: md5(id + timestamp + suffix),
  };
}

function withTimeout(ms: number, headers: () => Record<string, string>) {
  return (request: Request) => {
    const signed = new Request(request, { signal: AbortSignal.timeout(ms) });
    for (const [k, v] of Object.entries(headers())) signed.headers.set(k, v);
    return fetch(signed);
  };
}

export function createClients(): { main: Client<paths>; second: Client<paths> } {
  return {
    main: createClient<paths>({
      baseUrl: config.apiBase,
      querySerializer: queryString,
      fetch: withTimeout(mainClient.timeoutMs, () => signHeaders(config.signSuffix)),
      // the HttpOnly session cookie is the login the server checks; 'include' also sends it to an API on
      // another origin (VITE_API_BASE), which must then allow credentials for the portal's origin
      credentials: 'include',
    }),
    second: createClient<paths>({
      baseUrl: config.secondApiBase,
      querySerializer: queryString,
      credentials: 'include',
      fetch: withTimeout(secondClient.timeoutMs, () => ({
        [secondClient.tsHeader]: secondClient.tsValue,
        [secondClient.tokenHeader]: sessionStorage.getItem(sessionKeys.token) ?? '',
      })),
    }),
  };
}

type Unwrap = 'page' | 'data+total' | 'data' | 'msg';

/**
 * Code values of the special answers; the seeds do not give them (seed 1 §8). -1 is the server's
 * "not logged in" on either client (spec x-access-control.visitor): the session the page holds is not
 * one the server knows (expired, ended elsewhere, or a stored user id edited by hand).
 */
const secondClientCodes = { loginFirst: -1, loginExpired: 401 } as const;

/** 请先登录, then the login page (seed 1 §8), coming back here afterwards. */
function toLogin(): void {
  clearSession();
  const here = location.hash.replace(/^#/, '') || '/';
  if (!here.startsWith(href('login', {} as never))) location.hash = href('login', { redirect: here } as never);
}

function fail(operationId: OperationId, text: string, code: unknown): never {
  // a call the seeds say fails silently (x-quiet-failure) says it only in its block, with 重试
  if (!('quiet' in operations[operationId])) toast(text);
  throw new ApiError(text, code, operationId);
}

/** The msg of each operation's latest success, for forms whose spec says to show it. */
export const lastMessage = new Map<OperationId, string>();

export async function send<T>(
  operationId: OperationId,
  request: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  unwrap: Unwrap,
): Promise<T> {
  let result: Awaited<typeof request>;
  try {
    result = await request;
  } catch {
    // Time-outs (AbortSignal.timeout) and unreachable servers land here.
    return fail(operationId, messages.networkWeak, 'network');
  }
  const body = (result.data ?? result.error) as Envelope | undefined;
  if (!body || typeof body !== 'object') return fail(operationId, messages.networkWeak, result.response.status);
  if (!isSuccess(body.code)) {
    if (body.code === secondClientCodes.loginFirst) {
      toLogin();
      return fail(operationId, messages.loginFirst, body.code);
    }
    if (body.code === secondClientCodes.loginExpired && result.response.url.includes('/cyapp/')) {
      alert(messages.loginExpired);
      location.reload();
    }
    return fail(operationId, body.msg || messages.networkWeak, body.code);
  }
  lastMessage.set(operationId, body.msg ?? '');
  const value =
    unwrap === 'page'
      ? body.page
      : unwrap === 'data+total'
        ? { data: body.data, total: body.total }
        : unwrap === 'msg'
          ? body.msg
          : body.data;
  return value as T;
}

export const api = createApi(createClients(), send);
export type Api = typeof api;

/** An operation named in the spec at run time (a generic page's or a form's), with one flat input. */
export const callOperation = <T = unknown>(operation: string, input: Record<string, unknown>): Promise<T> =>
  (api as unknown as Record<string, (i: Record<string, unknown>) => Promise<T>>)[operation](input);
