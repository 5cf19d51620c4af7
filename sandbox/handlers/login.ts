// Password and SMS-code logins. None of them registers an unknown account despite the "OrRegister"
// in the documented names: the portal has registration forms that collect what an account needs.
import type { SandboxContext } from '../context.js';
import { activateDeputy, pendingDeputyOf } from '../areas/identity/deputies.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { findMemberById, findMemberByLogin, findMemberByPhone, type MemberRow } from '../store/members.js';
import { admitAttempt, clearFailures, isLocked } from '../store/login-failures.js';
import { createSession } from '../store/sessions.js';
import { spendCode } from '../store/sms-codes.js';
import { fail, ok, requireSmsCode, type Envelope, type Handler } from './shared.js';

const loggedIn = (ctx: SandboxContext, member: MemberRow): Envelope =>
  ok(createSession(ctx.db, member, ctx.now()), '登录成功');

function requireKind(member: Pick<MemberRow, 'isCompany'>, isCompany: number): void {
  if (member.isCompany !== isCompany) fail('账号类型不匹配');
}

/**
 * A deputy waiting for this phone (x-deputies) is activated by its owner's first code login: the login
 * is made then, with the default password's hash (hashed off the event loop, so the code is checked
 * again after it: another login of the phone may have spent it meanwhile).
 */
async function activatedDeputy(
  ctx: SandboxContext,
  phone: string,
  code: string,
  isCompany: number,
): Promise<MemberRow> {
  if (!pendingDeputyOf(ctx.db, phone)) fail('该手机号未注册');
  requireKind({ isCompany: 1 }, isCompany);
  const passwordHash = await hashPassword(ctx.spec.deputies.defaultPassword);
  requireSmsCode(ctx, phone, code);
  return ctx.db.transaction(() => {
    const pending = pendingDeputyOf(ctx.db, phone) ?? fail('该手机号未注册');
    return findMemberById(ctx.db, activateDeputy(ctx.db, pending, ctx.now(), { passwordHash }))!;
  })();
}

async function loginWithCode(
  ctx: SandboxContext,
  phone: string,
  code: string,
  client: string,
  isCompany: number,
): Promise<Envelope> {
  requireSmsCode(ctx, phone, code);
  const member = findMemberByPhone(ctx.db, phone) ?? (await activatedDeputy(ctx, phone, code, isCompany));
  requireKind(member, isCompany);
  spendCode(ctx.db, phone, ctx.now());
  // the way back from a password lock: the phone's owner logged in, every client's count ends
  clearFailures(ctx.db, member.id, client, true);
  return loggedIn(ctx, member);
}

export const loginHandlers: Record<string, Handler> = {
  async loginOrRegister({ query, client = '' }, ctx) {
    const { username, userpass, isCompany } = query as { username: string; userpass: string; isCompany: number };
    // The published default password logs no one in, whoever the account is (x-deputies): the same
    // answer for every account, before any is looked up, tells nothing about which exist.
    if (userpass === ctx.spec.deputies.defaultPassword) fail(ctx.spec.deputies.defaultLoginMsg);
    const member = findMemberByLogin(ctx.db, username);
    const account = member?.id ?? `name:${username}`;
    const limits = ctx.spec.loginLimits;
    // The attempt is counted before the password is checked, in one statement (store/login-failures.ts),
    // and refused even for the right password: otherwise the lock would only slow the guessing down.
    const admission = admitAttempt(ctx.db, client, account, ctx.now(), limits);
    if (admission !== 'admitted') fail(admission === 'locked' ? limits.lockedMsg : limits.delayedMsg);
    // One message, one scrypt (against no one's hash) and one lock for an unknown account and a wrong
    // password, so neither the answer nor its time tells which accounts exist.
    if (!(await verifyPassword(userpass, member?.password))) {
      if (isLocked(ctx.db, client, account, ctx.now(), limits)) fail(limits.lockedMsg);
      fail('账号或密码错误');
    }
    // the password was right: the count ends even when the account kind then does not match
    clearFailures(ctx.db, account, client);
    requireKind(member!, isCompany);
    return loggedIn(ctx, member!);
  },

  loginOrRegisterPhoneCode({ query, client = '' }, ctx) {
    const { phone, code, isCompany } = query as { phone: string; code: string; isCompany: number };
    return loginWithCode(ctx, phone, code, client, isCompany);
  },
};
