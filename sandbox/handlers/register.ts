// Registration (individual and legal person) and the forgotten-password reset. Checks run in the order
// a user fixes them: the passwords, then the SMS code, then the account; the code is only spent once
// the whole call succeeds, so a refused registration does not force a new SMS.
import { hasValidAutograph } from '../autograph.js';
import type { SandboxContext } from '../context.js';
import { hashPassword, PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../passwords.js';
import { phoneProved } from '../areas/identity/deputies.js';
import { awardPoints } from '../areas/personal/points.js';
import {
  findMemberById,
  findMemberByLogin,
  findMemberByPhone,
  insertMember,
  setMemberPassword,
  type NewMember,
} from '../store/members.js';
import { deleteMemberSessions } from '../store/sessions.js';
import { spendCode } from '../store/sms-codes.js';
import { fail, ok, requireSmsCode, type Envelope, type Handler } from './shared.js';

interface Registration {
  realName?: string;
  identity: string;
  phone: string;
  code: string;
  password: string;
  newPassword: string;
  source?: string;
  invitationId?: string;
  company?: string;
  creditCode?: string;
  userName?: string;
}

export const AUTOGRAPH_MESSAGE = '注册签名校验失败';

/** Points type 邀请好友 (seed 2 §3). */
const INVITE_POINTS = 7;

function requirePassword(ctx: SandboxContext, password: string): void {
  if (!PASSWORD_RULE.test(password)) fail(PASSWORD_RULE_MESSAGE);
  // the published default never logs in (x-deputies), so it is no one's password
  if (password === ctx.spec.deputies.defaultPassword) fail(ctx.spec.deputies.defaultRefusedMsg);
}

async function register(
  ctx: SandboxContext,
  form: Registration,
  account: Pick<NewMember, 'isCompany' | 'nickname'>,
): Promise<Envelope> {
  requirePassword(ctx, form.password);
  if (form.newPassword !== form.password) fail('两次密码不一致');
  requireSmsCode(ctx, form.phone, form.code);
  // the phone is also the new account's login name: taken as either, it is registered already
  if (findMemberByLogin(ctx.db, form.phone)) fail('该手机号已注册');
  const { realName, identity, phone, password, source, invitationId, company, creditCode, userName } = form;
  const passwordHash = await hashPassword(password);
  // checked again after the hash: another registration of the phone may have finished meanwhile
  if (findMemberByLogin(ctx.db, form.phone)) fail('该手机号已注册');
  ctx.db.transaction(() => {
    insertMember(
      ctx.db,
      {
        ...account,
        username: phone,
        phone,
        passwordHash,
        realName,
        identity,
        source,
        invitationId,
        company,
        creditCode,
        legalPerson: userName,
      },
      ctx.now(),
    );
    spendCode(ctx.db, phone, ctx.now());
    // the phone's owner proved it: a deputy an enterprise added with it and still waiting is released
    phoneProved(ctx.db, phone);
    // seed 2 §2.2 邀请好友: a registration through the invite link earns the inviter 邀请好友 points (type 7)
    if (invitationId && findMemberById(ctx.db, invitationId))
      awardPoints(ctx.db, invitationId, INVITE_POINTS, ctx.now());
  })();
  return ok(undefined, '注册成功');
}

export const registerHandlers: Record<string, Handler> = {
  personalRegister({ body }, ctx) {
    if (!hasValidAutograph(body, ctx.spec.autographSecret)) fail(AUTOGRAPH_MESSAGE);
    const form = body as unknown as Registration;
    return register(ctx, form, { isCompany: 0, nickname: form.realName || `茶友${form.phone.slice(-4)}` });
  },

  // The legal-person form sends no autograph (the spec marks only personalRegister); one that is sent is checked.
  legalPersonRegister({ body }, ctx) {
    if (body.autograph !== undefined && !hasValidAutograph(body, ctx.spec.autographSecret)) fail(AUTOGRAPH_MESSAGE);
    const form = body as unknown as Registration & { company: string };
    return register(ctx, form, { isCompany: 1, nickname: form.company });
  },

  async updatePwd1({ body }, ctx) {
    const { phone, code, password, isCompany } = body as {
      phone: string;
      code: string;
      password: string;
      isCompany: number;
    };
    requirePassword(ctx, password);
    requireSmsCode(ctx, phone, code);
    const member = findMemberByPhone(ctx.db, phone);
    if (!member || member.isCompany !== isCompany) fail('用户不存在');
    const passwordHash = await hashPassword(password);
    ctx.db.transaction(() => {
      setMemberPassword(ctx.db, member.id, passwordHash);
      // A reset password usually means the old one leaked: every open session of the account ends.
      deleteMemberSessions(ctx.db, member.id);
      spendCode(ctx.db, phone, ctx.now());
    })();
    return ok(undefined, '密码修改成功');
  },
};
