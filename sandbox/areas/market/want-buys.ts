// Purchase requests (求购 / 采购, seed 3 §2.6, §3, §4; seed 2 §2.2 我的采购): the hall list, the detail,
// publish / edit, my list and delete, and the purchase dynamics the hall scrolls through.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { findMembersById } from '../../store/members.js';
import { deleteRecord, getRecord, insertRecord, listRecords, updateRecord, type Stored } from '../record-store.js';
import { awardDaily, recordBrowse } from '../personal/index.js';
import { stamp } from '../personal/time.js';
import { beforeYesterday, dataPage, daysLeft, requireMember } from './common.js';

export const WANT_BUY_KIND = 'wantBuy';
export const DYNAMIC_KIND = 'purchaseDynamic';

const INPUT_FIELDS = [
  'enterpriseImg',
  'enterpriseName',
  'contacts',
  'contactInformation',
  'endTime',
  'takeDeliveryTime',
  'goodName',
  'purchaseVolume',
  'address',
  'goodDescribe',
  'offerRequirement',
  'invoiceRequirement',
  'transactionMode',
  'supplement',
];

/** The WantBuy of the spec: the stored request, the time left to offer, and its publisher (`members`: read for a whole list at once). */
export function toWantBuy(
  db: Db,
  wantBuy: Stored,
  now: number,
  members = findMembersById(db, [String(wantBuy.memberId)]),
): Stored {
  const days = daysLeft(String(wantBuy.endTime), now);
  const member = members.get(String(wantBuy.memberId));
  return {
    ...wantBuy,
    offerHaveTime: `${days}天`,
    isOffer: days > 0 ? 1 : 0,
    memberNickName: member?.nickname ?? String(wantBuy.enterpriseName),
    ...(member && { memberPhone: member.phone }),
    ...(typeof member?.headurl === 'string' && { memberPic: member.headurl }),
  };
}

/** A request that is still open for offers, or the refusal the portal shows. */
export function openWantBuy(db: Db, id: unknown, now: number): Stored {
  const wantBuy = getRecord(db, WANT_BUY_KIND, String(id)) ?? fail('采购信息不存在');
  if (daysLeft(String(wantBuy.endTime), now) === 0) fail('该采购已结束，无法报价');
  return wantBuy;
}

/** A line of the hall's scrolling 采购动态. */
export function addDynamic(db: Db, purchaseId: string, title: string, now: number): void {
  insertRecord(db, DYNAMIC_KIND, { purchaseId, title, crtTime: stamp(now) }, now);
}

const wantBuyList = (db: Db, list: Stored[], now: number) => {
  const members = findMembersById(
    db,
    list.map((w) => String(w.memberId)),
  );
  return list.map((w) => toWantBuy(db, w, now, members));
};

export const wantBuyHandlers: Record<string, Handler> = {
  listWantBuys({ query }, ctx) {
    return dataPage(wantBuyList(ctx.db, listRecords(ctx.db, WANT_BUY_KIND), ctx.now()), query);
  },

  listMyWantBuys({ query }, ctx) {
    const mine = listRecords(ctx.db, WANT_BUY_KIND, { where: { memberId: query.memberId } });
    return dataPage(wantBuyList(ctx.db, mine, ctx.now()), query);
  },

  getWantBuy({ query }, ctx) {
    const wantBuy = getRecord(ctx.db, WANT_BUY_KIND, String(query.id)) ?? fail('采购信息不存在');
    const title = `${wantBuy.goodName} ${wantBuy.purchaseVolume}`;
    recordBrowse(
      ctx.db,
      {
        userId: String(query.userId ?? ''),
        type: 7,
        targetId: wantBuy.id,
        title,
        cover: String(wantBuy.enterpriseImg),
        summary: String(wantBuy.enterpriseName),
      },
      ctx.now(),
    );
    return ok(toWantBuy(ctx.db, wantBuy, ctx.now()));
  },

  releaseWantBuy({ body }, ctx) {
    const member = requireMember(ctx.db, body.memberId);
    const now = ctx.now();
    // an edit changes the member's own request (x-access owner)
    const before = body.id ? (getRecord(ctx.db, WANT_BUY_KIND, String(body.id)) ?? fail('采购信息不存在')) : undefined;
    for (const [field, label] of [
      ['endTime', '报名截止日期'],
      ['takeDeliveryTime', '期望收货时间'],
    ]) {
      const date = body[field] as string | undefined;
      if (date && date !== before?.[field] && beforeYesterday(date, now)) fail(`${label}不能早于昨天`);
    }
    // an optional field left empty on an edit clears it
    const fields = Object.fromEntries(INPUT_FIELDS.map((name) => [name, body[name] || undefined]));
    if (before) {
      updateRecord(ctx.db, WANT_BUY_KIND, before.id, fields);
      return ok(undefined, '修改成功');
    }
    const wantBuy = insertRecord(ctx.db, WANT_BUY_KIND, { ...fields, memberId: member.id, crtTime: stamp(now) }, now);
    addDynamic(
      ctx.db,
      wantBuy.id,
      `${fields.enterpriseName} 发布采购：${fields.goodName} ${fields.purchaseVolume}`,
      now,
    );
    awardDaily(ctx.db, member.id, 9, now);
    return ok(undefined, '发布成功');
  },

  deleteMyWantBuy({ query }, { db }) {
    if (!deleteRecord(db, WANT_BUY_KIND, String(query.id))) fail('采购信息不存在');
    return ok(undefined, '删除成功!');
  },

  listPurchaseDynamics({ query }, { db }) {
    // a deleted request takes its dynamics with it: they would lead nowhere
    const live = new Set(listRecords(db, WANT_BUY_KIND).map((w) => w.id));
    const all = listRecords(db, DYNAMIC_KIND, { filter: (d) => live.has(String(d.purchaseId)) }).map(
      ({ purchaseId, title, crtTime }) => ({ purchaseId, title, crtTime }),
    );
    return dataPage(all, query);
  },
};
