// Offers on purchase requests (seed 3 §2.6 offer dialog, §4; seed 2 §2.2 我的报价 and 修改报价, bidders):
// one offer per member and request, made or changed only while the request is open.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import {
  deleteRecord,
  getRecord,
  insertRecord,
  listRecords,
  recordsBy,
  updateRecord,
  type Stored,
} from '../record-store.js';
import { stamp } from '../personal/time.js';
import { dataPage, requireMember } from './common.js';
import { addDynamic, openWantBuy, toWantBuy, WANT_BUY_KIND } from './want-buys.js';

export const OFFER_KIND = 'offer';

const offerOf = ({ id, memberId, wantBuyId, business, offerPrice, people, phone, crtTime }: Stored) => ({
  id,
  memberId,
  wantBuyId,
  business,
  offerPrice,
  people,
  phone,
  crtTime,
});

export const offerHandlers: Record<string, Handler> = {
  makeOffer({ query }, ctx) {
    const member = requireMember(ctx.db, query.memberId);
    const now = ctx.now();
    const wantBuy = openWantBuy(ctx.db, query.wantBuyId, now);
    if (wantBuy.memberId === member.id) fail('不能对自己发布的采购报价');
    if (!(Number(query.offerPrice) > 0)) fail('报价金额必须大于0');
    const { business, offerPrice, people, phone } = query;
    const mine = listRecords(ctx.db, OFFER_KIND, { where: { memberId: member.id, wantBuyId: wantBuy.id } })[0];
    if (mine) {
      updateRecord(ctx.db, OFFER_KIND, mine.id, { business, offerPrice, people, phone });
      return ok(undefined, '修改成功');
    }
    insertRecord(
      ctx.db,
      OFFER_KIND,
      { memberId: member.id, wantBuyId: wantBuy.id, business, offerPrice, people, phone, crtTime: stamp(now) },
      now,
    );
    addDynamic(ctx.db, wantBuy.id, `${business} 对「${wantBuy.goodName}」进行了报价`, now);
    return ok(undefined, '报价成功');
  },

  getMyOffer({ query }, ctx) {
    const member = requireMember(ctx.db, query.memberId);
    const mine = listRecords(ctx.db, OFFER_KIND, {
      where: { memberId: member.id, wantBuyId: String(query.wantBuyId) },
    })[0];
    return ok(mine && offerOf(mine));
  },

  listMyOffers({ query }, ctx) {
    // an offer on a request that was deleted has nothing left to show or change; the requests of all the
    // member's offers are read at once (their publishers are not shown: none to read)
    const offers = listRecords(ctx.db, OFFER_KIND, { where: { memberId: query.memberId } });
    const wantBuys = recordsBy(
      ctx.db,
      WANT_BUY_KIND,
      'id',
      offers.map((offer) => String(offer.wantBuyId)),
    );
    const mine = offers.flatMap((offer) => {
      const [wantBuy] = wantBuys.get(String(offer.wantBuyId))!;
      if (!wantBuy) return [];
      const { goodName, purchaseVolume, enterpriseName, offerHaveTime, isOffer } = toWantBuy(
        ctx.db,
        wantBuy,
        ctx.now(),
        new Map(),
      );
      return [{ ...offerOf(offer), goodName, purchaseVolume, enterpriseName, offerHaveTime, isOffer }];
    });
    return dataPage(mine, query);
  },

  deleteMyOffer({ query }, { db }) {
    if (!deleteRecord(db, OFFER_KIND, String(query.id))) fail('报价不存在');
    return ok(undefined, '删除成功!');
  },

  listBidders({ query }, { db }) {
    const wantBuy = getRecord(db, WANT_BUY_KIND, String(query.wantBuyId)) ?? fail('采购信息不存在');
    return dataPage(listRecords(db, OFFER_KIND, { where: { wantBuyId: wantBuy.id } }).map(offerOf), query);
  },
};
