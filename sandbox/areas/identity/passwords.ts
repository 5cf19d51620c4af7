// Password change and set on the second client (seed 1 §7.2): the token header names the session, and
// user_id must be that session's member, else code -1 (请先登录, the portal goes to login).
import type { Db } from '../../db.js';
import type { Envelope, Handler, HandlerInput } from '../../handlers/shared.js';
import { fail, ok } from '../../handlers/shared.js';
import { verifyPassword } from '../../passwords.js';
import { findMemberById, setMemberPassword, type MemberRow } from '../../store/members.js';
import { requestContextOf } from './request-context.js';

const NOT_LOGGED_IN: Envelope = { code: -1, msg: '请先登录' };

function sessionMember({ body }: HandlerInput, db: Db): MemberRow | undefined {
  const memberId = requestContextOf(body).tokenMemberId;
  return memberId !== undefined && memberId === body.user_id ? findMemberById(db, memberId) : undefined;
}

export const passwordHandlers: Record<string, Handler> = {
  userEditPassword(input, ctx) {
    const member = sessionMember(input, ctx.db);
    if (!member) return NOT_LOGGED_IN;
    const { old_password, new_password } = input.body as { old_password: string; new_password: string };
    if (!verifyPassword(old_password, member.password)) fail('原密码错误');
    if (old_password === new_password) fail('新密码不能与原密码相同');
    setMemberPassword(ctx.db, member.id, new_password);
    return ok(undefined, '密码修改成功');
  },

  userSetPassword(input, ctx) {
    const member = sessionMember(input, ctx.db);
    if (!member) return NOT_LOGGED_IN;
    setMemberPassword(ctx.db, member.id, String(input.body.password));
    return ok(undefined, '密码设置成功');
  },
};
