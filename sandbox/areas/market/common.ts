// What the market handlers share: the acting member, comma lists, the date rules of the trade and job
// forms, and the paged answers of the trade calls (data + total rather than page).
import dayjs from 'dayjs';
import type { Db } from '../../db.js';
import { fail, type Envelope } from '../../handlers/shared.js';
import { findMemberById, type MemberRow } from '../../store/members.js';
import { pageOf } from '../record-store.js';
import { dayOf } from '../personal/time.js';

const DAY_MS = 86_400_000;

/** The member a call acts for; the portal sends the session's user id, so an unknown one is logged out. */
export function requireMember(db: Db, id: unknown): MemberRow {
  return (typeof id === 'string' && id && findMemberById(db, id)) || fail('请先登录');
}

/** A comma-joined query value (jiexinfangshiList, addressList, imgs) as its non-empty items. */
export const csv = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** The date `days` from now (negative: before), yyyy-MM-dd. */
export const dateIn = (now: number, days: number): string => dayOf(now + days * DAY_MS);

/** Seed 3 §5, §9: date pickers block dates earlier than yesterday. */
export const beforeYesterday = (date: string, now: number): boolean => date < dateIn(now, -1);

/** Whole days left to offer, the end date included; 0 once it has passed (seed 3 §4 '0天' = ended). */
export const daysLeft = (endDate: string, now: number): number =>
  Math.max(0, Math.ceil((dayjs(endDate).endOf('day').valueOf() - now) / DAY_MS));

/** Whether a kind has no rows at all (deleted ones count): seeds that write several kinds at once check it. */
export const isEmpty = (db: Db, kind: string): boolean =>
  !db.prepare('SELECT 1 FROM records WHERE kind = ? LIMIT 1').get(kind);

/** The trade lists answer data + total (seed 3 §7), one page of them. */
export function dataPage(all: unknown[], query: Record<string, unknown>): Envelope & { total: number } {
  const { records, total } = pageOf(all, query.pageIndex, query.pageSize);
  return { code: 200, msg: '操作成功', data: records, total };
}
