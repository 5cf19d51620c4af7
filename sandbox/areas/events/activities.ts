// Festival activities as the portal reads them: the stored application plus what is derived on read
// (status from the dates, voucher count) and, for a member, their favourite / voucher / sign-up state.
import type { Db } from '../../db.js';
import { fail } from '../../handlers/shared.js';
import { getRecord, isToggled, listRecords, type Stored } from '../kit.js';
import { FAVOURITE, KIND, TOGGLE } from './links.js';
import { phaseOf } from './schedule.js';

/** checkStatus of an application (seed 2 §4). */
export const CHECK = { pending: 0, rejected: 1, approved: 2 } as const;

/** type: 1 online, 2 offline (spec Activity.type). */
export const ONLINE = 1;
export const OFFLINE = 2;

export const findActivity = (db: Db, id: unknown): Stored => getRecord(db, KIND.activity, String(id)) ?? fail('活动不存在');

export const vouchersOf = (db: Db, activityId: string): Stored[] => listRecords(db, KIND.voucher, { where: { businessId: activityId } });

export const voucherOf = (db: Db, activityId: string, userId: string): Stored | undefined =>
  listRecords(db, KIND.voucher, { where: { businessId: activityId, userId } })[0];

export const exhibitorOf = (db: Db, activityId: string, memberId: string): Stored | undefined =>
  listRecords(db, KIND.exhibitor, { where: { activityId, memberId } })[0];

const paths = (list: unknown) => (Array.isArray(list) ? (list as string[]).map((path) => ({ path })) : []);

export function activityView(db: Db, r: Stored, now: number, viewer?: string) {
  const view = {
    id: r.id,
    name: r.name,
    type: r.type,
    status: phaseOf(r, now),
    checkStatus: r.checkStatus,
    ...(r.checkRemark ? { checkRemark: r.checkRemark } : {}),
    coverPic: r.coverPic,
    sponsor: r.sponsor,
    address: r.address,
    startTime: r.startTime,
    endTime: r.endTime,
    signUpStartTime: r.signUpStartTime ?? '',
    signUpEndTime: r.signUpEndTime ?? '',
    dayStartTime: r.dayStartTime,
    dayEndTime: r.dayEndTime,
    enterpriseIsJoin: r.enterpriseIsJoin,
    number: r.number,
    crtHost: r.crtHost ?? '',
    details: r.details,
    files: paths(r.uploadFiles),
    filesVideo: paths(r.videos),
    viewsnum: r.viewsnum ?? 0,
    vouchersNum: vouchersOf(db, r.id).length,
    enterpriseId: r.enterpriseId,
    crtTime: r.crtTime,
  };
  if (!viewer) return view;
  const voucher = voucherOf(db, r.id, viewer);
  return {
    ...view,
    isCollect: isToggled(db, TOGGLE.favourite, viewer, FAVOURITE.activity, r.id) ? 1 : 0,
    isReceive: voucher ? 1 : 0,
    ...(voucher ? { clockStatus: voucher.clockStatus } : {}),
    isSignUp: exhibitorOf(db, r.id, viewer) ? 1 : 0,
  };
}
