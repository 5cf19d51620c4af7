// Exhibitors (展商) of a festival activity: enterprises sign up while the activity is open to them
// (enterpriseIsJoin 1) and within its sign-up period, once each; the showroom and the detail list them.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { insertRecord, listRecords, pageOf, type Stored } from '../record-store.js';
import { CHECK, exhibitorOf, findActivity } from './activities.js';
import { dayOf, KIND, requireMember, stamp } from './links.js';
import { phaseOf } from './schedule.js';

const exhibitorView = (r: Stored) => ({
  id: r.id,
  activityId: r.activityId,
  name: r.name,
  chargeperson: r.chargeperson,
  phone: r.phone,
  companyPic: r.companyPic,
  ...(r.coverPic ? { coverPic: r.coverPic } : {}),
  viewsNumber: r.viewsNumber ?? 0,
  likeNumber: r.likeNumber ?? 0,
  crtTime: r.crtTime,
});

export const exhibitorHandlers: Record<string, Handler> = {
  getActivityEnterpriseList({ query }, ctx) {
    const all = listRecords(ctx.db, KIND.exhibitor, { where: { activityId: query.activityId } })
      .reverse()
      .map(exhibitorView);
    return { code: 200, msg: '操作成功', page: pageOf(all, query.pageNo, query.pageSize) };
  },

  activitySignUp({ body }, ctx) {
    const member = requireMember(ctx.db, body.memberId);
    const activity = findActivity(ctx.db, body.activityId);
    const now = ctx.now();
    const today = dayOf(now);
    if (activity.checkStatus !== CHECK.approved || activity.enterpriseIsJoin !== 1) fail('该活动不接受企业报名');
    if (phaseOf(activity, now) !== 2 || today > String(activity.signUpEndTime)) fail('报名已截止');
    if (today < String(activity.signUpStartTime)) fail('报名尚未开始');
    if (exhibitorOf(ctx.db, activity.id, member.id)) fail('您已报名该活动');
    const { chargeperson, phone, name, coverPic, companyPic } = body;
    const fields = {
      activityId: activity.id,
      memberId: member.id,
      chargeperson,
      phone,
      name,
      coverPic,
      companyPic,
      viewsNumber: 0,
      likeNumber: 0,
      crtTime: stamp(now),
    };
    insertRecord(ctx.db, KIND.exhibitor, fields, now);
    return ok(undefined, '报名成功');
  },
};
