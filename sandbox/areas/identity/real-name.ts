// Real-name verification (seed 1 §2.8, §4): a submission puts the member under review (idcardStatus
// 0); staff approve (1) or reject (2) — in the sandbox through reviewRealName, which the identity
// router exposes at POST /__sandbox/review/realname.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { findMemberById } from '../../store/members.js';
import { insertRecord, listRecords, updateRecord } from '../record-store.js';
import { requireMember } from './members.js';

/** idcardStatus of seed 1 §4. */
const IDCARD_STATUS = { notVerified: -1, underReview: 0, verified: 1, rejected: 2 } as const;

export const realNameHandlers: Record<string, Handler> = {
  submitRealName({ query }, ctx) {
    const member = requireMember(ctx.db, query.memberId);
    if (member.idcardStatus === IDCARD_STATUS.verified) fail('您已完成实名认证，无需重复提交');
    if (member.idcardStatus === IDCARD_STATUS.underReview) fail('实名审核中，请耐心等待');
    const idcardNo = String(query.idcardNo).toUpperCase();
    const holder = ctx.db
      .prepare('SELECT id FROM members WHERE idcardNo = ? AND idcardStatus = ? AND id <> ?')
      .get(idcardNo, IDCARD_STATUS.verified, member.id);
    if (holder) fail('该身份证号已被其他账号实名认证');
    const submission = {
      idcardPositivePic: String(query.idcardPositivePic),
      idcardBackPic: String(query.idcardBackPic),
      idcardRealName: String(query.idcardRealName).trim(),
      idcardNo,
    };
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          `UPDATE members SET idcardStatus = @status, idcardPositivePic = @idcardPositivePic, idcardBackPic = @idcardBackPic,
        idcardRealName = @idcardRealName, idcardNo = @idcardNo WHERE id = @id`,
        )
        .run({ ...submission, status: IDCARD_STATUS.underReview, id: member.id });
      // The submissions stay as a history the review reads (and a rejected member may submit again).
      insertRecord(
        ctx.db,
        'realname-application',
        { memberId: member.id, ...submission, status: IDCARD_STATUS.underReview },
        ctx.now(),
      );
    })();
    return ok(undefined, '提交成功，工作人员将在24小时内完成审核');
  },
};

/**
 * Staff's decision on a pending real-name submission. Approval also makes the verified name and
 * number the profile's; answers the new idcardStatus.
 */
export function reviewRealName(db: Db, memberId: string, approve: boolean): number {
  const member = findMemberById(db, memberId) ?? fail('用户不存在');
  if (member.idcardStatus !== IDCARD_STATUS.underReview) fail('该用户没有待审核的实名认证');
  const status = approve ? IDCARD_STATUS.verified : IDCARD_STATUS.rejected;
  db.prepare(
    approve
      ? 'UPDATE members SET idcardStatus = ?, realName = idcardRealName, identity = idcardNo WHERE id = ?'
      : 'UPDATE members SET idcardStatus = ? WHERE id = ?',
  ).run(status, memberId);
  for (const application of listRecords(db, 'realname-application', {
    where: { memberId, status: IDCARD_STATUS.underReview },
  })) {
    updateRecord(db, 'realname-application', application.id, { status });
  }
  return status;
}
