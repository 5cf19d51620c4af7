// Points (积分): every award is a record (the 我的积分 list) and adds to the member's integral, which
// the member detail shows as the current total. Other areas award through awardPoints too (sign-in,
// publishing, comments), so the record list, the total and the task states always agree.
import type { Db } from '../../db.js';
import type { Handler } from '../../handlers/shared.js';
import { insertRecord, listRecords, pageOf, type Stored } from '../record-store.js';
import { stamp, startOfDay } from './time.js';

// the identity area's sign-in writes its gains under this kind too
export const SCORE_KIND = 'score-record';

/** Points types 1-16 (seed 2 §3) with the sandbox's default award; sign-in passes its own (rule rows). */
export const POINTS: Record<number, { label: string; score: number }> = {
  1: { label: '新手欢迎奖励', score: 100 },
  2: { label: '设置头像', score: 10 },
  3: { label: '设置昵称', score: 10 },
  4: { label: '完善个人信息', score: 20 },
  5: { label: '每日登录', score: 1 },
  6: { label: '每日签到任务', score: 2 },
  7: { label: '邀请好友', score: 10 },
  8: { label: '发布职位', score: 20 },
  9: { label: '发布交易信息', score: 20 },
  10: { label: '发布视频', score: 20 },
  11: { label: '浏览视频', score: 1 },
  12: { label: '茶技咨询', score: 5 },
  13: { label: '浏览资讯', score: 1 },
  14: { label: '发布头条', score: 20 },
  15: { label: '填写评论', score: 2 },
  16: { label: '连续签到奖励', score: 10 },
};

/** Records an award and adds it to the member's total. */
export function awardPoints(db: Db, userId: string, type: number, now: number, score = POINTS[type].score): Stored {
  db.prepare('UPDATE members SET integral = integral + ? WHERE id = ?').run(score, userId);
  return insertRecord(db, SCORE_KIND, { userId, type, score, createTime: stamp(now) }, now);
}

/** Whether the member earned this type ever (since undefined) or since a time. */
export function hasPoints(db: Db, userId: string, type: number, since?: number): boolean {
  const row = db
    .prepare(
      "SELECT 1 FROM records WHERE kind = ? AND ownerId = ? AND deleted = 0 AND json_extract(data, '$.type') = ? AND createdAt >= ? LIMIT 1",
    )
    .get(SCORE_KIND, userId, type, since ?? 0);
  return Boolean(row);
}

/** When the member last earned each type (hasPoints for a whole list of tasks in one query). */
export function latestPoints(db: Db, userId: string): Map<number, number> {
  const rows = db
    .prepare(
      "SELECT json_extract(data, '$.type') AS type, MAX(createdAt) AS at FROM records WHERE kind = ? AND ownerId = ? AND deleted = 0 GROUP BY 1",
    )
    .all(SCORE_KIND, userId) as { type: number; at: number }[];
  return new Map(rows.map((r) => [r.type, r.at]));
}

/** Awards a once-a-day type (browsing news, watching a video) the first time today only. */
export function awardDaily(db: Db, userId: string, type: number, now: number): void {
  if (!hasPoints(db, userId, type, startOfDay(now))) awardPoints(db, userId, type, now);
}

const scoreRecord = ({ id, type, score, createTime }: Stored) => ({ id, type, score, createTime });

export const pointsHandlers: Record<string, Handler> = {
  listScoreRecords({ query }, ctx) {
    const all = listRecords(ctx.db, SCORE_KIND, { where: { userId: query.userId } }).map(scoreRecord);
    return { code: 200, msg: '操作成功', page: pageOf(all, query.pageIndex, query.pageSize) };
  },
};
