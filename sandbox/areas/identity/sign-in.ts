// Daily sign-in (seed 1 §4, seed 2 §4): once per China-time day; the streak grows while no day is
// missed; the rule row of the streak day (1-7, then round again) adds its points to the member.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { findMemberById } from '../../store/members.js';
import { listRecords } from '../record-store.js';
import { awardPoints } from '../personal/points.js';
import { dayOf } from '../personal/time.js';

// One row per member and day: the primary key is what makes "once per day" hold under any race.
export const SIGN_IN_SCHEMA = `
CREATE TABLE IF NOT EXISTS identity_sign_ins (
  memberId TEXT NOT NULL,
  day TEXT NOT NULL,
  streak INTEGER NOT NULL,
  integral INTEGER NOT NULL,
  createdAt INTEGER NOT NULL,
  PRIMARY KEY (memberId, day)
);
`;

const DAY_MS = 86_400_000;
/** Points type of seed 2 §3: 6 每日签到任务 (the daily task reads it; the amount is the rule row's). */
const SCORE_TYPE_SIGN_IN = 6;

interface SignInRow {
  day: string;
  streak: number;
}

function lastSignIn(db: Db, memberId: string): SignInRow | undefined {
  return db
    .prepare('SELECT day, streak FROM identity_sign_ins WHERE memberId = ? ORDER BY day DESC LIMIT 1')
    .get(memberId) as SignInRow | undefined;
}

/** The streak still standing today: a sign-in today or yesterday keeps it, an older one lost it. */
function standingStreak(last: SignInRow | undefined, now: number): number {
  if (!last) return 0;
  return last.day === dayOf(now) || last.day === dayOf(now - DAY_MS) ? last.streak : 0;
}

function signRules(db: Db): { id: string; day: number; integral: number }[] {
  return listRecords(db, 'sign-rule', { sort: { field: 'day' } }).map(({ id, day, integral }) => ({
    id,
    day: Number(day),
    integral: Number(integral),
  }));
}

/** Records a sign-in (the seed's demo history uses it too). */
export function recordSignIn(db: Db, memberId: string, now: number): void {
  const last = lastSignIn(db, memberId);
  if (last?.day === dayOf(now)) fail('今日已签到');
  const streak = standingStreak(last, now) + 1;
  const rules = signRules(db);
  const rule = rules[(streak - 1) % rules.length];
  db.prepare('INSERT INTO identity_sign_ins (memberId, day, streak, integral, createdAt) VALUES (?, ?, ?, ?, ?)').run(
    memberId,
    dayOf(now),
    streak,
    rule.integral,
    now,
  );
  // the member's total and the points history (seed 2 我的积分) move together
  awardPoints(db, memberId, SCORE_TYPE_SIGN_IN, now, rule.integral);
}

export const signInHandlers: Record<string, Handler> = {
  getSignInInfo({ query }, ctx) {
    const member = findMemberById(ctx.db, String(query.memberId)) ?? fail('用户不存在');
    const last = lastSignIn(ctx.db, member.id);
    return ok({
      continuousSignInDay: standingStreak(last, ctx.now()),
      sginStatus: last?.day === dayOf(ctx.now()) ? 1 : 0,
      integral: Number(member.integral),
    });
  },

  getSignRules(_input, ctx) {
    return ok(signRules(ctx.db));
  },

  signIn({ query }, ctx) {
    const member = findMemberById(ctx.db, String(query.memberId)) ?? fail('用户不存在');
    recordSignIn(ctx.db, member.id, ctx.now());
    return ok(undefined, '签到成功');
  },
};
