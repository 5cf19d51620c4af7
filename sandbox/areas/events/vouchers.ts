// Electronic entry vouchers (电子入场券) of offline activities: claimed once per member and activity
// while the activity signs up and vouchers remain, then checked in (打卡) once while it runs.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, insertRecord, listRecords, pageOf, updateRecord } from '../record-store.js';
import { activityView, CHECK, findActivity, OFFLINE, voucherOf, vouchersOf } from './activities.js';
import { KIND, requireMember, stamp } from './links.js';
import { phaseOf } from './schedule.js';

export const voucherHandlers: Record<string, Handler> = {
  listMyVouchers({ query }, ctx) {
    const now = ctx.now();
    const userId = String(query.userId);
    // type 1 进行中 (not ended), 2 已结束
    const ended = query.type === undefined || query.type === '' ? undefined : Number(query.type) === 2;
    const tickets = listRecords(ctx.db, KIND.voucher, { where: { userId } }).flatMap((voucher) => {
      const activity = getRecord(ctx.db, KIND.activity, String(voucher.businessId));
      if (!activity) return [];
      if (ended !== undefined && (phaseOf(activity, now) === 4) !== ended) return [];
      const clock = voucher.clockTime ? { clockTime: voucher.clockTime } : {};
      return [
        {
          ...activityView(ctx.db, activity, now, userId),
          voucherId: voucher.id,
          receiveTime: voucher.receiveTime,
          ...clock,
        },
      ];
    });
    return { code: 200, msg: '操作成功', page: pageOf(tickets, query.pageIndex, query.pageSize) };
  },

  claimVoucher({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const activity = findActivity(ctx.db, body.businessId);
    const now = ctx.now();
    if (activity.checkStatus !== CHECK.approved || activity.type !== OFFLINE) fail('该活动不提供电子入场券');
    if (phaseOf(activity, now) !== 2) fail('活动已开始，入场券停止领取');
    if (voucherOf(ctx.db, activity.id, member.id)) fail('您已领取过该活动的入场券');
    if (vouchersOf(ctx.db, activity.id).length >= Number(activity.number)) fail('入场券已领完');
    insertRecord(
      ctx.db,
      KIND.voucher,
      { businessId: activity.id, userId: member.id, clockStatus: 0, receiveTime: stamp(now) },
      now,
    );
    return ok(undefined, '领取成功，可在个人中心入场券中查看');
  },

  checkInVoucher({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const activity = findActivity(ctx.db, body.businessId);
    const voucher = voucherOf(ctx.db, activity.id, member.id) ?? fail('您还没有领取该活动的入场券');
    if (voucher.clockStatus === 1) fail('您已打卡，请勿重复打卡');
    const phase = phaseOf(activity, ctx.now());
    if (phase === 2) fail('活动尚未开始，暂不能打卡');
    if (phase === 4) fail('活动已结束');
    updateRecord(ctx.db, KIND.voucher, voucher.id, {
      clockStatus: 1,
      clockTime: stamp(ctx.now()),
      jingdu: body.jingdu,
      weidu: body.weidu,
    });
    return ok(undefined, '打卡成功');
  },
};
