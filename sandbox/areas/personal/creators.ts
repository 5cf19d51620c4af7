// Members as others see them: recommended creators (云尚号), creator search, a member's public info.
// A member's fans are the follows of them (/api/social/doConcern): one figure wherever it shows (seed 2
// §2.2: the card, 数据概览, the length of 关注我的).
import type { Db } from '../../db.js';
import type { MemberRow } from '../../store/members.js';
import { isToggled, toggleCount, toggleCounts, toggledTargets } from '../kit.js';
import { FOLLOW } from './links.js';

export function fansOf(db: Db, member: MemberRow): number {
  return toggleCount(db, FOLLOW.kind, FOLLOW.targetType, member.id);
}

export const follows = (db: Db, viewerId: unknown, memberId: string): 0 | 1 =>
  (typeof viewerId === 'string' && isToggled(db, FOLLOW.kind, viewerId, FOLLOW.targetType, memberId) ? 1 : 0);

/** RecommendedCreator of the spec. */
/** `fansNum` and `isFollow` when the caller worked them out for a whole list at once. */
export function creatorCard(db: Db, member: MemberRow, viewerId: unknown, fansNum = fansOf(db, member), isFollow = follows(db, viewerId, member.id)) {
  return {
    userId: member.id,
    memberNickName: member.nickname as string,
    ...(member.headurl ? { memberHeadPic: member.headurl as string } : {}),
    ...(member.info ? { info: member.info as string } : {}),
    fansNum,
    isFollow,
  };
}

/** Members by fans, most first; the viewer is left out (nobody is recommended to themselves). The name is text (instr): % and _ match themselves. */
export function creatorsByFans(db: Db, viewerId: unknown, nickname?: string) {
  const rows = db.prepare('SELECT * FROM members WHERE instr(nickname, ?) > 0 ORDER BY createdAt').all(nickname ?? '') as MemberRow[];
  const others = rows.filter((m) => m.id !== viewerId);
  const fans = toggleCounts(db, FOLLOW.kind, FOLLOW.targetType, others.map((m) => m.id));
  const followed = new Set(typeof viewerId === 'string' ? toggledTargets(db, FOLLOW.kind, viewerId, FOLLOW.targetType) : []);
  return others
    .map((m) => creatorCard(db, m, viewerId, fans.get(m.id)!, followed.has(m.id) ? 1 : 0))
    .sort((a, b) => b.fansNum - a.fansNum);
}
