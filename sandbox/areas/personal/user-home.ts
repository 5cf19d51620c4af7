// The user home (/user/): its six counters, recent visitors and the avatar / intro edit of a
// personal account; and the public member info other pages read (which counts as a visit).
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { findMemberById, findMembersById, type MemberRow } from '../../store/members.js';
import { AUTH, favouriteTypeOf, KIND, LIKE, TOGGLE } from '../creator/kinds.js';
import {
  deleteRecord,
  getRecord,
  insertRecord,
  listRecords,
  toggleCount,
  updateRecord,
  type Stored,
} from '../record-store.js';
import { creatorCard } from './creators.js';
import { PERSON_VERIFICATION_KIND } from './links.js';
import { awardPoints, hasPoints } from './points.js';
import { stamp } from './time.js';

export const VISIT_KIND = 'visit';
const LATEST_VISITORS = 10;

/** Records that visitorId opened userId's home; one row per visitor, the latest visit on top. */
export function recordVisit(db: Db, userId: string, visitorId: string, now: number): void {
  if (!visitorId || visitorId === userId) return;
  listRecords(db, VISIT_KIND, { where: { userId, visitorId } }).forEach((row) => deleteRecord(db, VISIT_KIND, row.id));
  insertRecord(db, VISIT_KIND, { userId, visitorId, visitTime: stamp(now) }, now);
}

/**
 * Reads, likes, comments (answers on questions) and favourites of the member's published works, counted
 * the way the creator area counts them (kinds.ts; its works.ts would make an import cycle through index.ts).
 */
function workCounts(db: Db, userId: string) {
  const works = listRecords(db, KIND.work, { where: { userId, authState: AUTH.published } });
  const ids = new Set(works.map((w) => w.id));
  const comments = listRecords(db, KIND.comment, { filter: (c) => ids.has(String(c.joinId)) }).length;
  const answers = listRecords(db, KIND.answer, { filter: (a) => ids.has(String(a.quizId)) }).length;
  const sum = (count: (work: Stored) => number) => works.reduce((n, work) => n + count(work), 0);
  return {
    view_num: sum((w) => Number(w.views ?? 0)),
    like_num: sum((w) => toggleCount(db, TOGGLE.like, LIKE.work, w.id)),
    comment_num: comments + answers,
    favorites_num: sum((w) => toggleCount(db, TOGGLE.favourite, favouriteTypeOf(Number(w.type)), w.id)),
  };
}

export const userHomeHandlers: Record<string, Handler> = {
  getUserHomeStats({ query }, ctx) {
    const member = findMemberById(ctx.db, query.userId as string) ?? fail('用户不存在');
    // computed from the records, never a stored figure; forwards are not recorded anywhere, so
    // forward_num is left out (unknown, not 0)
    return ok({ fans_num: creatorCard(ctx.db, member, undefined).fansNum, ...workCounts(ctx.db, member.id) });
  },

  listMyVisitors({ query }, ctx) {
    const visits = listRecords(ctx.db, VISIT_KIND, { where: { userId: query.userId } });
    const latest = visits.slice(0, LATEST_VISITORS);
    // the visitors read at once, not one query each
    const visitors = findMembersById(
      ctx.db,
      latest.map((v) => String(v.visitorId)),
    );
    const records = latest.flatMap(({ visitorId, visitTime }) => {
      const visitor = visitors.get(String(visitorId));
      if (!visitor) return [];
      return [
        {
          userId: visitor.id,
          nickname: visitor.nickname as string,
          visitTime,
          ...(visitor.headurl ? { headurl: visitor.headurl as string } : {}),
        },
      ];
    });
    return { code: 200, msg: '操作成功', page: { records, total: visits.length } };
  },

  // id is the personal verification record checkUserState answers (data.person.id), or the member id
  // of a person without one; the member row mirrors the record, so every page shows the same avatar
  // and intro. The first avatar and the first intro earn their newcomer points (设置头像, 完善个人信息).
  updatePersonInfo({ body }, ctx) {
    const record = getRecord(ctx.db, PERSON_VERIFICATION_KIND, body.id as string);
    const member = findMemberById(ctx.db, String(record?.userId ?? body.id)) ?? fail('用户不存在');
    const { headPic, personInfo } = body as { headPic?: string; personInfo?: string };
    const now = ctx.now();
    if (record)
      updateRecord(ctx.db, PERSON_VERIFICATION_KIND, record.id, {
        ...(headPic !== undefined && { headPic }),
        ...(personInfo !== undefined && { personInfo }),
      });
    if (headPic !== undefined) {
      ctx.db.prepare('UPDATE members SET headurl = ? WHERE id = ?').run(headPic, member.id);
      if (headPic && !hasPoints(ctx.db, member.id, 2)) awardPoints(ctx.db, member.id, 2, now);
    }
    if (personInfo !== undefined) {
      ctx.db.prepare('UPDATE members SET info = ? WHERE id = ?').run(personInfo, member.id);
      if (!hasPoints(ctx.db, member.id, 4)) awardPoints(ctx.db, member.id, 4, now);
    }
    return ok(undefined, '修改成功');
  },

  getMemberInfoByUserId({ query }, ctx) {
    const member: MemberRow = findMemberById(ctx.db, query.userId as string) ?? fail('用户不存在');
    if (typeof query.memberId === 'string' && findMemberById(ctx.db, query.memberId))
      recordVisit(ctx.db, member.id, query.memberId, ctx.now());
    const { fansNum, isFollow } = creatorCard(ctx.db, member, query.memberId);
    return ok({
      id: member.id,
      nickname: member.nickname,
      isCompany: member.isCompany,
      idcardStatus: member.idcardStatus,
      fansNum,
      isFollow,
      ...(member.headurl ? { headurl: member.headurl } : {}),
      ...(member.info ? { info: member.info } : {}),
    });
  },
};
