// Comments on experts and honour people, with replies (/api/cjfw/expertContent, seed 3 §2.5, §2.9).
// A top comment on an expert carries a star rating and labels; replies hang under their thread's top
// comment, oldest first. Likes are the creator area's comment likes (dolikes type 3).
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { awardDaily } from '../personal/index.js';
import {
  getRecord,
  insertRecord,
  isToggled,
  listRecords,
  recordsBy,
  toggleCount,
  type Stored,
} from '../record-store.js';
import { authorCard, KIND, LIKE, POINTS_FOR, requireMember, stamp, TOGGLE } from './links.js';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The top comments on an expert or honour person, newest first. */
export const topCommentsOf = (db: Db, targetId: string): Stored[] =>
  recordsBy(db, KIND.comment, 'expertId', [targetId])
    .get(targetId)!
    .filter((r) => !r.rootId);

function commentView(db: Db, r: Stored, viewer: string | undefined, replies: Stored[] = []): Record<string, unknown> {
  return {
    id: r.id,
    memberid: r.memberid,
    ...authorCard(db, r.memberid),
    content: r.content,
    ...(r.star ? { star: r.star, label: r.label ?? [] } : {}),
    time: r.time,
    likeCount: Number(r.likeBase ?? 0) + toggleCount(db, TOGGLE.like, LIKE.comment, r.id),
    isLike: viewer && isToggled(db, TOGGLE.like, viewer, LIKE.comment, r.id) ? 1 : 0,
    contentId: r.contentId ?? '',
    ...(r.toMemberId
      ? { toMemberId: r.toMemberId, toMemberNickName: authorCard(db, r.toMemberId).memberNickName }
      : {}),
    cjfwExpertContentEntityList: replies.map((reply) => commentView(db, reply, viewer)),
  };
}

/** Views of some top comments with all their replies. */
export function threadViews(db: Db, tops: Stored[], viewer: string | undefined) {
  return tops.map((top) =>
    commentView(db, top, viewer, listRecords(db, KIND.comment, { where: { rootId: top.id } }).reverse()),
  );
}

export const commentHandlers: Record<string, Handler> = {
  saveExpertContent({ body }, ctx) {
    const member = requireMember(ctx.db, body.memberid);
    const expert = getRecord(ctx.db, KIND.expert, String(body.expertId));
    const target = expert ?? getRecord(ctx.db, KIND.honour, String(body.expertId)) ?? fail('评论对象不存在');
    const parentId = text(body.contentId);
    const fields: Record<string, unknown> = {
      expertId: target.id,
      memberid: member.id,
      contentId: parentId,
      rootId: '',
      toMemberId: '',
    };
    if (parentId) {
      const parent = getRecord(ctx.db, KIND.comment, parentId);
      if (!parent || parent.expertId !== target.id) fail('回复的评论不存在');
      Object.assign(fields, {
        rootId: parent.rootId || parent.id,
        toMemberId: text(body.toMemberId) || parent.memberid,
      });
    } else if (expert) {
      const known = new Set(listRecords(ctx.db, KIND.expertLabel).map((l) => l.name));
      const labels = Array.isArray(body.label) ? (body.label as unknown[]).map(text).filter(Boolean) : [];
      if (!labels.length) fail('请选择评论标签');
      if (labels.some((l) => !known.has(l))) fail('评论标签不存在');
      Object.assign(fields, { label: [...new Set(labels)], star: body.star ?? 1 });
    }
    const content = text(body.content) || fail('您还没有输入内容哟!');
    const now = ctx.now();
    insertRecord(ctx.db, KIND.comment, { ...fields, content, likeBase: 0, time: stamp(now) }, now);
    awardDaily(ctx.db, member.id, POINTS_FOR.comment, now);
    return ok(undefined, '评论成功');
  },
};
