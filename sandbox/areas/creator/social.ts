// Likes, favourites and follows (seed 2 §4, seed 3 §4): each an on/off toggle per member and target,
// whose count is the number of members with it on. Targets of this area are checked; those of other
// areas (experts, activities, contests, their comments) are stored as given.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { findMemberById, findMembersById } from '../../store/members.js';
import { creatorCards } from '../personal/creators.js';
import { getRecord, setToggle, toggledTargets } from '../record-store.js';
import { logUnfollow } from './figures.js';
import { FAVOURITE, FOLLOW_MEMBER, KIND, LIKE, TOGGLE, WORK } from './kinds.js';
import { requireMember } from './people.js';
import { findWork, isPublished } from './works.js';

const publishedWork = (db: Db, id: string, type?: number) => {
  const work = findWork(db, id, type);
  return Boolean(work && isPublished(work));
};

/** Whether a like / favourite target of this area exists; true for other areas' types. */
const LIKE_TARGETS: Record<string, (db: Db, id: string) => boolean> = {
  [LIKE.work]: (db, id) => publishedWork(db, id),
  [LIKE.answer]: (db, id) => Boolean(getRecord(db, KIND.answer, id)),
  [LIKE.studyVideo]: (db, id) => Boolean(getRecord(db, KIND.studyVideo, id)),
  [LIKE.teaQi]: (db, id) => Boolean(getRecord(db, KIND.teaQi, id)),
};
const FAVOURITE_TARGETS: Record<string, (db: Db, id: string) => boolean> = {
  [FAVOURITE.article]: (db, id) => publishedWork(db, id, WORK.article) || publishedWork(db, id, WORK.notice),
  [FAVOURITE.video]: (db, id) => publishedWork(db, id, WORK.video),
  [FAVOURITE.question]: (db, id) => publishedWork(db, id, WORK.question),
  [FAVOURITE.studyVideo]: (db, id) => Boolean(getRecord(db, KIND.studyVideo, id)),
  [FAVOURITE.teaQi]: (db, id) => Boolean(getRecord(db, KIND.teaQi, id)),
};

/** A like or favourite handler: on or off, for a target that exists. */
function toggle(
  kind: string,
  targets: Record<string, (db: Db, id: string) => boolean>,
  on: boolean,
  msg: string,
): Handler {
  return ({ body }, ctx) => {
    const member = requireMember(ctx.db, body.userId);
    const type = String(body.type);
    const joinId = String(body.joinId);
    if (on && targets[type] && !targets[type](ctx.db, joinId)) fail('内容不存在');
    setToggle(ctx.db, kind, member.id, type, joinId, on, ctx.now());
    return ok(undefined, msg);
  };
}

/** Members following memberId, most recent first (the kit lists targets, not who toggled them). */
function followersOf(db: Db, memberId: string): string[] {
  const rows = db
    .prepare(
      'SELECT memberId FROM toggles WHERE kind = ? AND targetType = ? AND targetId = ? ORDER BY createdAt DESC, rowid DESC',
    )
    .all(TOGGLE.follow, FOLLOW_MEMBER, memberId) as { memberId: string }[];
  return rows.map((r) => r.memberId);
}

/** The cards of members in the order given (ones no longer there left out), read at once, not per member. */
function cards(db: Db, ids: string[], viewerId: string) {
  const members = findMembersById(db, ids);
  return creatorCards(
    db,
    ids.flatMap((id) => members.get(id) ?? []),
    viewerId,
  );
}

export const socialHandlers: Record<string, Handler> = {
  doLikes: toggle(TOGGLE.like, LIKE_TARGETS, true, '点赞成功'),
  deleteLikes: toggle(TOGGLE.like, LIKE_TARGETS, false, '取消点赞成功'),
  doFavorites: toggle(TOGGLE.favourite, FAVOURITE_TARGETS, true, '收藏成功'),
  deleteFavorites: toggle(TOGGLE.favourite, FAVOURITE_TARGETS, false, '取消收藏成功'),

  doConcern({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const followed = findMemberById(ctx.db, String(body.joinId)) ?? fail('用户不存在');
    if (followed.id === member.id) fail('不能关注自己');
    setToggle(ctx.db, TOGGLE.follow, member.id, FOLLOW_MEMBER, followed.id, true, ctx.now());
    return ok(undefined, '关注成功');
  },

  // joinId may list several members (unfollowing from a list).
  deleteConcern({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    for (const id of String(body.joinId)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      logUnfollow(ctx.db, member.id, id, ctx.now());
      setToggle(ctx.db, TOGGLE.follow, member.id, FOLLOW_MEMBER, id, false, ctx.now());
    }
    return ok(undefined, '取消关注成功');
  },

  findMyConcern({ query }, ctx) {
    const userId = String(query.userId);
    return ok(cards(ctx.db, toggledTargets(ctx.db, TOGGLE.follow, userId, FOLLOW_MEMBER), userId));
  },

  findConcernForMeData({ query }, ctx) {
    const userId = String(query.userId);
    return ok(cards(ctx.db, followersOf(ctx.db, userId), userId));
  },
};
