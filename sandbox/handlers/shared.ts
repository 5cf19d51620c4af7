// The envelope every operation answers with, and the helpers handlers share.
import type { SandboxContext } from '../context.js';
import { checkCode } from '../store/sms-codes.js';

export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  page?: { records: unknown[]; total: number };
}

/** Query and body after express-openapi-validator checked (and coerced) them against the spec. */
export interface HandlerInput {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The logged-in member by the session cookie (access.ts), undefined for a visitor. */
  memberId?: string;
  /** The client's address (req.ip: the proxy's X-Forwarded-For when `trust proxy` names it), for the limits. */
  client?: string;
}

export type Handler = (input: HandlerInput, ctx: SandboxContext) => Envelope | Promise<Envelope>;

/** A refusal the user should read: answered as HTTP 200 with code 500 and this message (seed 1 §8). */
export class BusinessError extends Error {}

export function fail(msg: string): never {
  throw new BusinessError(msg);
}

export function ok(data?: unknown, msg = '操作成功'): Envelope {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

export function page(records: unknown[], msg = '操作成功'): Envelope {
  return { code: 200, msg, page: { records, total: records.length } };
}

export function requireSmsCode(ctx: SandboxContext, phone: string, code: string): void {
  const check = checkCode(ctx.db, phone, code, ctx.now(), ctx.spec.loginLimits);
  if (check === 'spent') fail(ctx.spec.loginLimits.codeSpentMsg);
  if (check === 'wrong') fail('验证码错误');
  if (check === 'expired') fail('验证码已过期，请重新获取');
}
