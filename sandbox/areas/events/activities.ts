// Festival activities as the portal reads them: the stored application plus what is derived on read
// (status from the dates, voucher count) and, for a member, their favourite / voucher / sign-up state.
import type { Db } from '../../db.js';
import { fail } from '../../handlers/shared.js';
import { getRecord, isToggled, recordsBy, type Stored } from '../record-store.js';
import { FAVOURITE, KIND, TOGGLE } from './links.js';
import { phaseOf } from './schedule.js';

/** checkStatus of an application (seed 2 §4). */
export const CHECK = { pending: 0, rejected: 1, approved: 2 } as const;

/** type: 1 online, 2 offline (spec Activity.type). */
export const ONLINE = 1;
export const OFFLINE = 2;

export const findActivity = (db: Db, id: unknown): Stored =>
  getRecord(db, KIND.activity, String(id)) ?? fail('活动不存在');

export const vouchersOf = (db: Db, activityId: string): Stored[] =>
  recordsBy(db, KIND.voucher, 'businessId', [activityId]).get(activityId)!;

export const voucherOf = (db: Db, activityId: string, userId: string): Stored | undefined =>
  recordsBy(db, KIND.voucher, 'businessId', [activityId], { userId }).get(activityId)![0];

export const exhibitorOf = (db: Db, activityId: string, memberId: string): Stored | undefined =>
  recordsBy(db, KIND.exhibitor, 'activityId', [activityId], { memberId }).get(activityId)![0];

const paths = (list: unknown) => (Array.isArray(list) ? (list as string[]).map((path) => ({ path })) : []);

/** A page of activities: their vouchers counted in one query for the page. */
export function activityViews(db: Db, rows: Stored[], now: number) {
  const vouchers = recordsBy(
    db,
    KIND.voucher,
    'businessId',
    rows.map((r) => r.id),
  );
  return rows.map((r) => activityView(db, r, now, undefined, vouchers.get(r.id)!.length));
}

/** An activity as lists and the detail show it; `vouchersNum` when the caller counted a page at once. */
export function activityView(
  db: Db,
  r: Stored,
  now: number,
  viewer?: string,
  vouchersNum = vouchersOf(db, r.id).length,
) {
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
    vouchersNum,
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
