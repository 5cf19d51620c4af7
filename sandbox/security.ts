// The spec's securitySchemes as express-openapi-validator security handlers. The validator has already
// refused a request missing one of the headers; these check the values. Every refusal becomes
// HTTP 401 {code: 401, msg: '签名校验失败'} in errors.ts, and the reason thrown here is logged.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { SandboxContext } from './context.js';
import { hasSessionToken } from './store/sessions.js';

/** How far the client clock may be from the sandbox's (seconds). */
export const TIMESTAMP_WINDOW_S = 300;

const header = (req: Request, name: string): string => {
  const value = req.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
};

function refuse(reason: string): never {
  throw Object.assign(new Error(reason), { status: 401 });
}

export function securityHandlers(ctx: SandboxContext): Record<string, (req: Request) => boolean> {
  const { signing, secondClient } = ctx.spec;
  return {
    // Any value will do: the uuid only makes each signature differ, and `sign` covers it.
    uuid: () => true,
    timestamp(req) {
      const timestamp = header(req, signing.timestampHeader);
      if (!/^\d{10}$/.test(timestamp)) refuse(`${signing.timestampHeader} 应为10位秒级时间戳`);
      if (Math.abs(ctx.now() / 1000 - Number(timestamp)) > TIMESTAMP_WINDOW_S) {
        refuse(`${signing.timestampHeader} 与服务器时间相差超过 ${TIMESTAMP_WINDOW_S} 秒`);
      }
      return true;
    },
    sign(req) {
      const signed = header(req, signing.uuidHeader) + header(req, signing.timestampHeader) + signing.suffix;
      const expected = createHash('md5').update(signed, 'utf8').digest('hex');
      if (header(req, signing.signHeader).toLowerCase() !== expected)
        refuse(`${signing.signHeader} 不等于 md5(uuid + timestamp + 后缀)`);
      return true;
    },
    ts: (req) =>
      header(req, secondClient.tsHeader) === secondClient.tsValue || refuse(`${secondClient.tsHeader} 不是约定的常量`),
    token: (req) =>
      hasSessionToken(ctx.db, header(req, secondClient.tokenHeader)) ||
      refuse(`${secondClient.tokenHeader} 不属于任何有效会话`),
  };
}
