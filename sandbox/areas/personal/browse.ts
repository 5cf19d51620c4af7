// Browse history (浏览记录): a row per member and item, written when a detail page is opened. The
// detail handlers of the other areas call recordBrowse; this area lists and clears the rows.
import type { Db } from '../../db.js';
import { ok, type Handler } from '../../handlers/shared.js';
import { deleteRecord, insertRecord, listRecords, pageOf, type Stored } from '../record-store.js';
import { awardDaily } from './points.js';
import { dayOf, stamp } from './time.js';

export const BROWSE_KIND = 'browseRecord';

/** Business types of seed 2 §2.2: 1 article, 2 question, 3 video, 4 job, 5 festival activity,
 * 6 selection activity, 7 purchase request, 8 spare (used for items with no type of their own). */
export type BrowseType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface Browse {
  userId: string;
  type: BrowseType;
  /** the id the detail page was opened with */
  targetId: string;
  title: string;
  cover?: string;
  summary?: string;
}

/** Points for reading (seed 2 §3 types 13 浏览资讯, 11 浏览视频), once a day each. */
const READING_POINTS: Partial<Record<BrowseType, number>> = { 1: 13, 3: 11 };

/**
 * Records that a member opened a detail page. Opening the same item again moves it to the top
 * rather than adding a second row. A visitor (no userId) leaves no history.
 */
export function recordBrowse(db: Db, browse: Browse, now: number): Stored | undefined {
  const { userId, type, targetId, title, cover, summary } = browse;
  if (!userId) return undefined;
  const earlier = listRecords(db, BROWSE_KIND, { where: { userId, type, businessId: targetId } });
  earlier.forEach((row) => deleteRecord(db, BROWSE_KIND, row.id));
  const points = READING_POINTS[type];
  if (points) awardDaily(db, userId, points, now);
  return insertRecord(
    db,
    BROWSE_KIND,
    { userId, type, businessId: targetId, title, cover, summary, createTime: stamp(now), browseDate: dayOf(now) },
    now,
  );
}

const browseRecord = ({ id, type, businessId, title, cover, summary, createTime, browseDate }: Stored) =>
  Object.fromEntries(
    Object.entries({ id, type, businessId, title, cover, summary, createTime, browseDate }).filter(
      ([, v]) => v != null,
    ),
  );

export const browseHandlers: Record<string, Handler> = {
  listBrowseRecords({ query }, ctx) {
    const all = listRecords(ctx.db, BROWSE_KIND, { where: { userId: query.userId, browseDate: query.time } }).map(
      browseRecord,
    );
    return { code: 200, msg: '操作成功', page: pageOf(all, query.pageIndex, query.pageSize) };
  },

  clearBrowseRecords({ query }, ctx) {
    for (const row of listRecords(ctx.db, BROWSE_KIND, { where: { userId: query.userId } }))
      deleteRecord(ctx.db, BROWSE_KIND, row.id);
    return ok(undefined, '清除成功');
  },
};
