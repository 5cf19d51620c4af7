// Sending an SMS code. The sandbox has no SMS gateway: the code goes to the console (and to
// GET /__sandbox/sms for tests).
import { hasValidAutograph } from '../autograph.js';
import { issueCode, senderNetwork, withinSendLimits } from '../store/sms-codes.js';
import { AUTOGRAPH_MESSAGE } from './register.js';
import { fail, ok, type Handler } from './shared.js';

export const smsHandlers: Record<string, Handler> = {
  sendCode({ query, client = '' }, ctx) {
    const { phone, autograph } = query as { phone: string; autograph?: string };
    // Registration forms sign the request; a code asked for without one (login, reset) is not checked.
    if (autograph !== undefined && !hasValidAutograph(query, ctx.spec.autographSecret)) fail(AUTOGRAPH_MESSAGE);
    // a journey test that resends at once (smsResendMs 0) sends more codes than any person would
    const limited = ctx.smsResendMs !== 0;
    const sender = senderNetwork(client, ctx.spec.loginLimits.codesClientPrefix);
    if (limited && !withinSendLimits(ctx.db, phone, sender, ctx.now(), ctx.spec.loginLimits))
      fail(ctx.spec.loginLimits.codeLimitMsg);
    const code = issueCode(ctx.db, phone, sender, ctx.now(), ctx.smsResendMs) ?? fail('发送过于频繁，请稍后再试');
    if (ctx.log) console.log(`[sms] ${phone} → ${code}`);
    return ok(undefined, '验证码已发送');
  },
};
