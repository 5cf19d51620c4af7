// Invitations (邀请好友): an invitee is a member who registered through /grReg?invitationId=<inviter id>
// (registration stores invitationId); the points come from the inviter's 邀请好友 awards (type 7).
import type { Handler } from '../../handlers/shared.js';
import { ok } from '../../handlers/shared.js';
import type { MemberRow } from '../../store/members.js';
import { pageOf } from '../record-store.js';
import { hasPoints, POINTS, SCORE_KIND } from './points.js';
import { stamp } from './time.js';

const INVITE_TYPE = 7;
/** The newcomer rewards fourCount counts: 新手欢迎奖励, 设置头像, 设置昵称, 完善个人信息. */
const NEWCOMER_TYPES = [1, 2, 3, 4];

/** Phones in the personal centre hide digits 4-7 (seed 2 §9). */
const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}/, '$1****');

export const invitationHandlers: Record<string, Handler> = {
  getInvitationSummary({ query }, ctx) {
    const { people } = ctx.db
      .prepare('SELECT COUNT(*) AS people FROM members WHERE invitationId = ?')
      .get(query.userId) as { people: number };
    const { sum } = ctx.db
      .prepare(
        "SELECT COALESCE(SUM(json_extract(data, '$.score')), 0) AS sum FROM records WHERE kind = ? AND ownerId = ? AND deleted = 0 AND json_extract(data, '$.type') = ?",
      )
      .get(SCORE_KIND, query.userId, INVITE_TYPE) as { sum: number };
    return ok({ people, sumIntegral: sum, integral: POINTS[INVITE_TYPE].score });
  },

  listInvitedUsers({ query }, ctx) {
    const rows = ctx.db
      .prepare('SELECT * FROM members WHERE invitationId = ? ORDER BY createdAt DESC, rowid DESC')
      .all(query.userId) as MemberRow[];
    const invitees = rows.map((m) => ({
      id: m.id,
      nickname: m.nickname as string,
      ...(m.realName ? { realName: m.realName as string } : {}),
      ...(m.headurl ? { headurl: m.headurl as string } : {}),
      phone: maskPhone(m.phone),
      fourCount: NEWCOMER_TYPES.filter((type) => hasPoints(ctx.db, m.id, type)).length,
      createTime: stamp(m.createdAt as number),
    }));
    return { code: 200, msg: '操作成功', page: pageOf(invitees, query.pageIndex, query.pageSize) };
  },
};
