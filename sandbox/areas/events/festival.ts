// 茶文化节: the activity list and detail (seed 3 §2.7), and the personal centre's applications with
// their review (seed 2 §2.2 cultureManage: 待审核 → 已通过 or 被驳回).
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { recordBrowse } from '../personal/index.js';
import { insertRecord, listRecords, pageOf, updateRecord, type Stored } from '../record-store.js';
import { activityView, activityViews, CHECK, findActivity } from './activities.js';
import { applicationFields } from './application.js';
import { BROWSE, KIND, requireMember, stamp, viewerOf } from './links.js';
import { overlaps, periodOf, phaseOf, phaseOfFilter } from './schedule.js';

/**
 * The review of an application (no documented call: the operators' back office does it). Exported for
 * demos and tests; a rejection carries its reason.
 */
export function reviewActivity(db: Db, id: string, approve: boolean, remark = ''): Stored | undefined {
  const checkRemark = approve ? '' : remark || '活动信息不完整，请补充后重新提交';
  return updateRecord(db, KIND.activity, id, { checkStatus: approve ? CHECK.approved : CHECK.rejected, checkRemark });
}

export const festivalHandlers: Record<string, Handler> = {
  getPcActivityList({ query }, ctx) {
    const now = ctx.now();
    const owner = viewerOf(query.enterpriseId);
    const phase = phaseOfFilter(query.status);
    const period = periodOf(query.timeType, now);
    const all = listRecords(ctx.db, KIND.activity, {
      where: { enterpriseId: owner, checkStatus: query.checkStatus ?? (owner ? undefined : CHECK.approved) },
      // visitors see approved activities only, whatever checkStatus they ask for
      filter: (r) =>
        (owner !== undefined || r.checkStatus === CHECK.approved) &&
        (!phase || phaseOf(r, now) === phase) &&
        (!period || overlaps(r, period)),
    });
    const page = pageOf(all, query.pageNo, query.pageSize);
    return { code: 200, msg: '操作成功', page: { ...page, records: activityViews(ctx.db, page.records, now) } };
  },

  getActivityDetail({ query }, ctx) {
    const viewer = viewerOf(query.userId);
    const found = findActivity(ctx.db, query.id);
    // an application under review or rejected is its applicant's alone (the spec's description)
    if (found.checkStatus !== CHECK.approved && found.enterpriseId !== viewer) fail('活动不存在');
    const activity = updateRecord(ctx.db, KIND.activity, found.id, { viewsnum: Number(found.viewsnum ?? 0) + 1 })!;
    if (viewer) {
      const browse = {
        userId: viewer,
        type: BROWSE.activity,
        targetId: activity.id,
        title: String(activity.name),
        cover: String(activity.coverPic),
        summary: String(activity.address),
      } as const;
      recordBrowse(ctx.db, browse, ctx.now());
    }
    return ok(activityView(ctx.db, activity, ctx.now(), viewer));
  },

  saveActivity({ body }, ctx) {
    requireMember(ctx.db, body.enterpriseId);
    const now = ctx.now();
    const fields = applicationFields(body, now);
    insertRecord(
      ctx.db,
      KIND.activity,
      {
        ...fields,
        status: phaseOf(fields, now),
        checkStatus: CHECK.pending,
        checkRemark: '',
        viewsnum: 0,
        crtTime: stamp(now),
      },
      now,
    );
    return ok(undefined, '添加成功');
  },
};
