// Activity cards: the festival activities and contests (评比评选) of the events area, as the personal
// centre's favourites and the search's activity tab show them.
import type { Db } from '../../db.js';
import type { Handler } from '../../handlers/shared.js';
import { getRecord, listRecords, pageOf, type Stored } from '../record-store.js';
import { phaseOf } from '../events/schedule.js';
import { ACTIVITY_KINDS, FAVOURITE } from './links.js';

const CARD_FIELDS = [
  'name',
  'coverPic',
  'type',
  'sponsor',
  'address',
  'signUpStartTime',
  'signUpEndTime',
  'startTime',
  'endTime',
];

/** tag 0 opens /pbSelection/detail (contest), 1 /chaCulture/hddetail (festival activity) (seed 2 §2.2). */
function card(record: Stored, tag: 0 | 1, now: number) {
  const fields = Object.fromEntries(CARD_FIELDS.filter((f) => record[f] != null).map((f) => [f, record[f]]));
  // the badge moves on with the dates, as the events area derives it
  const status = record.startTime
    ? { status: phaseOf({ startTime: record.startTime, endTime: record.endTime }, now) }
    : {};
  return { id: record.id, tag, ...fields, name: String(record.name ?? ''), ...status };
}

/** A member's favourite activities and contests, newest favourite first (deleted ones drop out). */
function favourites(db: Db, memberId: string, now: number) {
  const rows = db
    .prepare(
      'SELECT targetType, targetId FROM toggles WHERE kind = ? AND memberId = ? AND targetType IN (?, ?) ORDER BY createdAt DESC, rowid DESC',
    )
    .all(FAVOURITE.kind, memberId, FAVOURITE.activity, FAVOURITE.contest) as { targetType: string; targetId: string }[];
  return rows.flatMap(({ targetType, targetId }) => {
    const contest = targetType === FAVOURITE.contest;
    const record = getRecord(db, contest ? ACTIVITY_KINDS.contest : ACTIVITY_KINDS.festival, targetId);
    return record ? [card(record, contest ? 0 : 1, now)] : [];
  });
}

export const activityHandlers: Record<string, Handler> = {
  listMyLikedActivities({ query }, ctx) {
    return {
      code: 200,
      msg: '操作成功',
      page: pageOf(favourites(ctx.db, query.memberId as string, ctx.now()), query.pageNo, query.pageSize),
    };
  },

  searchActivities({ body }, ctx) {
    const now = ctx.now();
    const search = { fields: ['name'], text: body.name as string | undefined };
    // members' festival applications appear once approved (checkStatus 2 已通过, seed 2 §4)
    const approved = (r: Stored) => r.checkStatus == null || r.checkStatus === 2;
    const found = [
      ...listRecords(ctx.db, ACTIVITY_KINDS.festival, { search, filter: approved }).map((r) => card(r, 1, now)),
      ...listRecords(ctx.db, ACTIVITY_KINDS.contest, { search }).map((r) => card(r, 0, now)),
    ];
    return { code: 200, msg: '操作成功', page: pageOf(found, body.pageNo, body.pageSize ?? 6) };
  },
};
