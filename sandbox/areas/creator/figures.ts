// The creator centre's data pages (seed 2 §2.3 作品数据, 粉丝数据): the member's figures, computed from the
// records — reads of their works, likes, comments, favourites, fans gained and lost — for the last 7 or
// 30 China-time days, today included. A read and an unfollow leave no record of their own elsewhere
// (a work keeps a counter, a follow's row is deleted), so this area logs them here.
import type { Db } from '../../db.js';
import { ok, type Handler } from '../../handlers/shared.js';
import { findMembersById } from '../../store/members.js';
import { isToggled, listRecords, type Stored } from '../record-store.js';
import { dayOf, startOfDay } from '../personal/time.js';
import { favouriteTypeOf, FOLLOW_MEMBER, KIND, LIKE, TOGGLE } from './kinds.js';

export const FIGURES_SCHEMA = `
CREATE TABLE IF NOT EXISTS creator_reads (
  authorId TEXT NOT NULL,
  workId TEXT NOT NULL,
  readerId TEXT,
  fan INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS creator_reads_author ON creator_reads (authorId, at);
CREATE TABLE IF NOT EXISTS creator_unfollows (
  memberId TEXT NOT NULL,
  followerId TEXT NOT NULL,
  followedAt INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS creator_unfollows_member ON creator_unfollows (memberId, at);
`;

const DAY_MS = 86_400_000;

/** A read of a work: whether the reader followed its author then is kept, for 粉丝阅读量. */
export function logRead(db: Db, work: Stored, readerId: string | undefined, now: number): void {
  const authorId = String(work.userId);
  const fan = isToggled(db, TOGGLE.follow, readerId, FOLLOW_MEMBER, authorId);
  db.prepare('INSERT INTO creator_reads (authorId, workId, readerId, fan, at) VALUES (?, ?, ?, ?, ?)').run(
    authorId,
    work.id,
    readerId ?? null,
    fan ? 1 : 0,
    now,
  );
}

/** An unfollow, with when the follow began, before its toggle row goes (取关粉丝, and 新增粉丝 of that day). */
export function logUnfollow(db: Db, followerId: string, memberId: string, now: number): void {
  const follow = db
    .prepare('SELECT createdAt FROM toggles WHERE kind = ? AND memberId = ? AND targetType = ? AND targetId = ?')
    .get(TOGGLE.follow, followerId, FOLLOW_MEMBER, memberId) as { createdAt: number } | undefined;
  if (follow)
    db.prepare('INSERT INTO creator_unfollows (memberId, followerId, followedAt, at) VALUES (?, ?, ?, ?)').run(
      memberId,
      followerId,
      follow.createdAt,
      now,
    );
}

type Day = {
  date: string;
  reads: number;
  fanReads: number;
  likes: number;
  comments: number;
  favourites: number;
  fans: number;
  newFans: number;
  lostFans: number;
};

function figures(db: Db, memberId: string, days: number, now: number) {
  const works = listRecords(db, KIND.work, { where: { userId: memberId } });
  const followers = db
    .prepare('SELECT memberId AS id, createdAt AS at FROM toggles WHERE kind = ? AND targetType = ? AND targetId = ?')
    .all(TOGGLE.follow, FOLLOW_MEMBER, memberId) as { id: string; at: number }[];
  const unfollows = db
    .prepare('SELECT followerId AS id, followedAt, at FROM creator_unfollows WHERE memberId = ?')
    .all(memberId) as { id: string; followedAt: number; at: number }[];
  // nothing to count: no works, nobody ever followed (a new member)
  if (!works.length && !followers.length && !unfollows.length) return undefined;

  const from = startOfDay(now) - (days - 1) * DAY_MS;
  const rows: Day[] = Array.from({ length: days }, (_, i) => ({
    date: dayOf(from + i * DAY_MS).slice(5),
    ...{ reads: 0, fanReads: 0, likes: 0, comments: 0, favourites: 0, fans: 0, newFans: 0, lostFans: 0 },
  }));
  const slot = (at: number) => (at >= from && at <= now ? Math.floor((at - from) / DAY_MS) : -1);
  const count = (at: number, key: Exclude<keyof Day, 'date'>) => {
    const i = slot(at);
    if (i >= 0) rows[i][key] += 1;
  };
  const active = new Set<string>();
  const fanIds = new Set(followers.map((f) => f.id));
  // 活跃粉丝: fans who read, liked, favourited or commented in the period
  const actedIn = (at: number, who: unknown) => {
    if (slot(at) >= 0 && fanIds.has(String(who))) active.add(String(who));
  };

  const reads = db
    .prepare('SELECT readerId, fan, at FROM creator_reads WHERE authorId = ? AND at >= ?')
    .all(memberId, from) as { readerId: string | null; fan: number; at: number }[];
  for (const read of reads) {
    count(read.at, 'reads');
    if (read.fan) count(read.at, 'fanReads');
    actedIn(read.at, read.readerId);
  }
  const ids = new Set(works.map((w) => w.id));
  const toggles = (kind: string, types: string[]) =>
    db
      .prepare(
        `SELECT memberId, targetType, targetId, createdAt AS at FROM toggles WHERE kind = ? AND targetType IN (${types.map(() => '?').join(', ')})`,
      )
      .all(kind, ...types) as { memberId: string; targetType: string; targetId: string; at: number }[];
  for (const like of toggles(TOGGLE.like, [LIKE.work])) {
    if (!ids.has(like.targetId)) continue;
    count(like.at, 'likes');
    actedIn(like.at, like.memberId);
  }
  const favouriteTypes = new Map(works.map((w) => [w.id, favouriteTypeOf(Number(w.type))]));
  for (const fav of toggles(TOGGLE.favourite, [...new Set(favouriteTypes.values())])) {
    if (favouriteTypes.get(fav.targetId) !== fav.targetType) continue;
    count(fav.at, 'favourites');
    actedIn(fav.at, fav.memberId);
  }
  const said = [
    ...listRecords(db, KIND.comment, { filter: (c) => ids.has(String(c.joinId)) }),
    ...listRecords(db, KIND.answer, { filter: (a) => ids.has(String(a.quizId)) }),
  ];
  for (const c of said) {
    count(Number(c.crtMs), 'comments');
    actedIn(Number(c.crtMs), c.userId);
  }

  // a follow that ended began too: gained counts it on its first day, lost on its last
  for (const f of followers) count(f.at, 'newFans');
  for (const u of unfollows) {
    count(u.followedAt, 'newFans');
    count(u.at, 'lostFans');
  }
  // fans at the end of each day: today's number, less what each later day changed
  let fans = followers.length;
  for (let i = rows.length - 1; i >= 0; i--) {
    rows[i].fans = fans;
    fans -= rows[i].newFans - rows[i].lostFans;
  }

  const sum = (key: Exclude<keyof Day, 'date'>) => rows.reduce((n, d) => n + d[key], 0);
  const members = findMembersById(db, [...fanIds]);
  const sexes = [...fanIds].map((id) => members.get(id)?.sex);
  const share = (n: number) => (followers.length ? Math.round((n / followers.length) * 100) : 0);
  const male = share(sexes.filter((s) => s === '男').length);
  const female = share(sexes.filter((s) => s === '女').length);
  return {
    days: rows,
    totals: {
      ...{
        reads: sum('reads'),
        fanReads: sum('fanReads'),
        likes: sum('likes'),
        comments: sum('comments'),
        favourites: sum('favourites'),
      },
      ...{
        fans: followers.length,
        fansChange: sum('newFans') - sum('lostFans'),
        newFans: sum('newFans'),
        lostFans: sum('lostFans'),
        activeFans: active.size,
      },
    },
    // the rounded shares add up to 100: the unknown takes the rest
    gender: { male, female, unknown: followers.length ? 100 - male - female : 0 },
  };
}

export const figuresHandlers: Record<string, Handler> = {
  getCreatorFigures({ query, memberId }, ctx) {
    return ok(figures(ctx.db, memberId!, Number(query.days), ctx.now()));
  },
};
