// Members as others see them: recommended creators (云尚号), creator search, a member's public info.
// A member's fans are the follows of them (/api/social/doConcern): one figure wherever it shows (seed 2
// §2.2: the card, 数据概览, the length of 关注我的).
import type { Db } from '../../db.js';
import type { MemberRow } from '../../store/members.js';
import { isToggled, pageBounds, toggleCount, toggleCounts, toggledAmong } from '../record-store.js';
import { FOLLOW } from './links.js';

export function fansOf(db: Db, member: MemberRow): number {
  return toggleCount(db, FOLLOW.kind, FOLLOW.targetType, member.id);
}

export const follows = (db: Db, viewerId: unknown, memberId: string): 0 | 1 =>
  typeof viewerId === 'string' && isToggled(db, FOLLOW.kind, viewerId, FOLLOW.targetType, memberId) ? 1 : 0;

/** RecommendedCreator of the spec. */
/** `fansNum` and `isFollow` when the caller worked them out for a whole list at once. */
export function creatorCard(
  db: Db,
  member: MemberRow,
  viewerId: unknown,
  fansNum = fansOf(db, member),
  isFollow = follows(db, viewerId, member.id),
) {
  return {
    userId: member.id,
    memberNickName: member.nickname as string,
    ...(member.headurl ? { memberHeadPic: member.headurl as string } : {}),
    ...(member.info ? { info: member.info as string } : {}),
    fansNum,
    isFollow,
  };
}

/** creatorCard for a list of members, their fans and the viewer's follows read once for them all. */
export function creatorCards(db: Db, members: MemberRow[], viewerId: unknown) {
  const ids = members.map((m) => m.id);
  const fans = toggleCounts(db, FOLLOW.kind, FOLLOW.targetType, ids);
  const followed = toggledAmong(
    db,
    FOLLOW.kind,
    typeof viewerId === 'string' ? viewerId : undefined,
    FOLLOW.targetType,
    ids,
  );
  return members.map((m) =>
    creatorCard(db, m, viewerId, fans.get(m.id)!, followed.has(`${FOLLOW.targetType}:${m.id}`) ? 1 : 0),
  );
}

/**
 * One page of members by fans, most first (the earlier registered first among equals); the viewer is
 * left out (nobody is recommended to themselves).
 * Ranked and paged in SQL with the card's columns only: reading every member whole and counting the fans
 * of all of them was most of the home page's creator list.
 */
export function creatorsByFans(db: Db, viewerId: unknown, pageIndex: unknown, pageSize: unknown) {
  const { size, offset } = pageBounds(pageIndex, pageSize);
  const viewer = typeof viewerId === 'string' ? viewerId : null;
  const where = 'FROM members m WHERE m.id IS NOT @viewer';
  const params = { viewer, kind: FOLLOW.kind, type: FOLLOW.targetType, size, offset };
  const rows = db
    .prepare(
      `SELECT m.id, m.nickname, m.headurl, m.info, (SELECT COUNT(*) FROM toggles t WHERE t.kind = @kind AND t.targetType = @type AND t.targetId = m.id) AS fans ${where} ORDER BY fans DESC, m.createdAt, m.rowid LIMIT @size OFFSET @offset`,
    )
    .all(params) as (MemberRow & { fans: number })[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${where}`).get({ viewer }) as { total: number };
  const followed = toggledAmong(
    db,
    FOLLOW.kind,
    viewer ?? undefined,
    FOLLOW.targetType,
    rows.map((m) => m.id),
  );
  return {
    records: rows.map((m) =>
      creatorCard(db, m, viewerId, m.fans, followed.has(`${FOLLOW.targetType}:${m.id}`) ? 1 : 0),
    ),
    total,
  };
}
