// Password change on the second client (seed 1 §7.2; setting one, userSetPassword, is x-unused and not served). Who may
// call them is x-access (self on
// user_id, the session ending with the change): a visitor gets code -1 (请先登录, the portal goes to
// login) from access.ts before this runs.
import type { Db } from '../../db.js';
import type { Handler, HandlerInput } from '../../handlers/shared.js';
import { fail, ok } from '../../handlers/shared.js';
import { hashPassword, verifyPassword } from '../../passwords.js';
import { findMemberById, setMemberPassword, type MemberRow } from '../../store/members.js';

const sessionMember = ({ memberId }: HandlerInput, db: Db): MemberRow =>
  (memberId && findMemberById(db, memberId)) || fail('用户不存在');

export const passwordHandlers: Record<string, Handler> = {
  async userEditPassword(input, ctx) {
    const member = sessionMember(input, ctx.db);
    const { old_password, new_password } = input.body as { old_password: string; new_password: string };
    if (!(await verifyPassword(old_password, member.password))) fail('原密码错误');
    if (old_password === new_password) fail('新密码不能与原密码相同');
    // an activated deputy's old password is the published default (x-deputies); it is no one's new one
    if (new_password === ctx.spec.deputies.defaultPassword) fail(ctx.spec.deputies.defaultRefusedMsg);
    setMemberPassword(ctx.db, member.id, await hashPassword(new_password));
    return ok(undefined, '密码修改成功');
  },
};
