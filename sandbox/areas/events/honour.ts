// 荣誉殿堂 (seed 3 §2.9): people in three categories, their detail with comments (comments.ts), and
// the others of the same category.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, listRecords, pageOf, type Stored } from '../record-store.js';
import { threadViews, topCommentsOf } from './comments.js';
import { KIND, viewerOf } from './links.js';

const personView = ({ id, type, realName, imgPic, personalProfile }: Stored) => ({
  id,
  type,
  realName,
  imgPic,
  personalProfile,
});

export const honourHandlers: Record<string, Handler> = {
  getHonourList({ query }, ctx) {
    const all = listRecords(ctx.db, KIND.honour, { where: { type: query.type ?? 2 } }).map(personView);
    return { code: 200, msg: '操作成功', page: pageOf(all, query.pageIndex, query.pageSize) };
  },

  getHonourDetail({ query }, ctx) {
    const person = getRecord(ctx.db, KIND.honour, String(query.id)) ?? fail('人物不存在');
    const tops = topCommentsOf(ctx.db, person.id);
    const page = pageOf(tops, query.pageIndex, query.pageSize);
    return ok({
      ...personView(person),
      skillContent: person.skillContent,
      contentEntityList: threadViews(ctx.db, page.records, viewerOf(query.memberId)),
      contentCount: tops.length,
    });
  },

  getHonourSameFieldList({ query }, ctx) {
    const person = getRecord(ctx.db, KIND.honour, String(query.id)) ?? fail('人物不存在');
    const others = listRecords(ctx.db, KIND.honour, {
      where: { type: person.type },
      filter: (r) => r.id !== person.id,
    }).map(personView);
    return { code: 200, msg: '操作成功', page: pageOf(others, query.pageIndex, query.pageSize) };
  },
};
