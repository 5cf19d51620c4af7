// Goods supply (我有货, seed 3 §2.6, §3, §4; seed 2 §2.2 我的发布): the hall list, the detail, publish /
// edit behind the real-name gate, my list and delete.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { findMembersById } from '../../store/members.js';
import { deleteRecord, getRecord, insertRecord, listRecords, updateRecord, type Stored } from '../record-store.js';
import { awardDaily, recordBrowse } from '../personal/index.js';
import { stamp } from '../personal/time.js';
import { csv, dataPage, requireMember } from './common.js';

export const GOODS_KIND = 'goods';

/** The Goods of the spec: the stored post and its publisher's nickname and avatar (`members`: read for a whole list at once). */
function toGoods(db: Db, goods: Stored, members = findMembersById(db, [String(goods.memberId)])): Stored {
  const member = members.get(String(goods.memberId));
  return {
    ...goods,
    memberNickName: member?.nickname ?? String(goods.people),
    ...(typeof member?.headurl === 'string' && { memberPic: member.headurl }),
  };
}

const goodsList = (db: Db, list: Stored[]) => {
  const members = findMembersById(
    db,
    list.map((g) => String(g.memberId)),
  );
  return list.map((g) => toGoods(db, g, members));
};

export const goodsHandlers: Record<string, Handler> = {
  listSourceGoods({ query }, { db }) {
    return dataPage(goodsList(db, listRecords(db, GOODS_KIND)), query);
  },

  listMyReleases({ query }, { db }) {
    return dataPage(goodsList(db, listRecords(db, GOODS_KIND, { where: { memberId: query.memberId } })), query);
  },

  getSourceGoods({ query }, ctx) {
    const goods = getRecord(ctx.db, GOODS_KIND, String(query.id)) ?? fail('商品不存在');
    const text = String(goods.detailedInformation);
    // seed 2 has no business type for goods; 8 is its spare one
    recordBrowse(
      ctx.db,
      {
        userId: String(query.userId ?? ''),
        type: 8,
        targetId: goods.id,
        title: text.slice(0, 30),
        cover: csv(goods.imgs)[0],
        summary: text,
      },
      ctx.now(),
    );
    return ok({ data: toGoods(ctx.db, goods) });
  },

  releaseSourceGoods({ body }, ctx) {
    const member = requireMember(ctx.db, body.memberId);
    // seed 3 §4: companies publish directly, individuals once their real name is verified
    if (member.isCompany !== 1 && member.idcardStatus === 0) fail('实名审核中，请耐心等待');
    if (member.isCompany !== 1 && member.idcardStatus !== 1) fail('发布商品前请先完成实名认证');
    const imgs = csv(body.imgs);
    if (!imgs.length) fail('请上传商品图片');
    const fields = {
      people: body.people,
      phone: body.phone,
      detailedInformation: body.detailedInformation,
      imgs: imgs.join(','),
    };
    const now = ctx.now();
    if (body.id) {
      const goods = getRecord(ctx.db, GOODS_KIND, String(body.id)) ?? fail('商品不存在'); // the member's own: x-access owner
      updateRecord(ctx.db, GOODS_KIND, goods.id, fields);
      return ok(undefined, '修改成功');
    }
    insertRecord(ctx.db, GOODS_KIND, { ...fields, memberId: member.id, crtTime: stamp(now) }, now);
    awardDaily(ctx.db, member.id, 9, now);
    return ok(undefined, '发布成功');
  },

  deleteMyRelease({ query }, { db }) {
    if (!deleteRecord(db, GOODS_KIND, String(query.id))) fail('商品不存在');
    return ok(undefined, '删除成功!');
  },
};
