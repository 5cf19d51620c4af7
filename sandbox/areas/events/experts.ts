// 茶技服务 experts (seed 3 §2.5; seed 2 favourites and search): the list, the detail with ratings,
// label counts and comments, the comment labels, and a member's favourite experts. Praise rate and
// reply count are worked out from the comments and the consultation messages, not stored.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import {
  getRecord,
  isToggled,
  listRecords,
  pageOf,
  recordsBy,
  toggleCount,
  toggledTargets,
  type Stored,
} from '../record-store.js';
import { threadViews, topCommentsOf } from './comments.js';
import { sentCounts } from './consulting.js';
import { FAVOURITE, KIND, LIKE, TOGGLE, viewerOf } from './links.js';

/** Expert levels (spec Expert.type). */
export const LEVELS: Record<number, string> = { 1: '农艺师', 2: '高级农艺师', 3: '正高级农艺师', 4: '首席专家' };

const ratingsIn = (tops: Stored[]) => tops.filter((c) => c.star).map((c) => Number(c.star));

/** A page of experts with praise rate and reply count: two queries for the whole page. */
function expertViews(db: Db, rows: Stored[]) {
  const comments = recordsBy(
    db,
    KIND.comment,
    'expertId',
    rows.map((r) => r.id),
  );
  const sent = sentCounts(
    db,
    rows.map((r) => String(r.memberId)),
  );
  return rows.map((r) => {
    const stars = ratingsIn(comments.get(r.id)!.filter((c) => !c.rootId));
    return {
      id: r.id,
      realName: r.realName,
      imgPic: r.imgPic,
      type: r.type,
      typeName: LEVELS[Number(r.type)],
      praiseRate: stars.length ? Math.round((100 * stars.filter((s) => s >= 4).length) / stars.length) : 100,
      returnCount: Number(r.returnBase ?? 0) + sent.get(String(r.memberId))!,
      memberId: r.memberId,
      introduce: r.introduce,
    };
  });
}

/** How often each label was given, most first. */
function labelCounts(tops: Stored[]) {
  const counts = new Map<string, number>();
  for (const label of tops.flatMap((c) => (c.label ?? []) as string[])) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([name, num]) => ({ name, num })).sort((a, b) => b.num - a.num);
}

export const expertHandlers: Record<string, Handler> = {
  getExpertList({ query }, ctx) {
    // the name, or the introduction (the header's search sends topics: spec x-assumed)
    const all = listRecords(ctx.db, KIND.expert, {
      search: { fields: ['realName', 'introduce'], text: query.searchName as string | undefined },
    });
    const page = pageOf(all, query.pageIndex, query.pageSize);
    return { code: 200, msg: '操作成功', page: { ...page, records: expertViews(ctx.db, page.records) } };
  },

  myLikeExpert({ query }, ctx) {
    const ids = toggledTargets(ctx.db, TOGGLE.favourite, String(query.memberid), FAVOURITE.expert);
    // the favourite experts read at once from the kept records, in the order they were favourited
    const found = recordsBy(ctx.db, KIND.expert, 'id', ids);
    const page = pageOf(
      ids.flatMap((id) => found.get(id)!),
      query.pageIndex,
      query.pageSize,
    );
    return { code: 200, msg: '操作成功', page: { ...page, records: expertViews(ctx.db, page.records) } };
  },

  getExpertDetail({ query }, ctx) {
    const expert = getRecord(ctx.db, KIND.expert, String(query.id)) ?? fail('专家不存在');
    const viewer = viewerOf(query.memberId);
    const tops = topCommentsOf(ctx.db, expert.id);
    const stars = ratingsIn(tops);
    const page = pageOf(tops, query.pageIndex, query.pageSize);
    return ok({
      ...expertViews(ctx.db, [expert])[0],
      isLike: viewer && isToggled(ctx.db, TOGGLE.favourite, viewer, FAVOURITE.expert, expert.id) ? 1 : 0,
      isFabulous: viewer && isToggled(ctx.db, TOGGLE.like, viewer, LIKE.expert, expert.id) ? 1 : 0,
      fabulousCount: Number(expert.likeBase ?? 0) + toggleCount(ctx.db, TOGGLE.like, LIKE.expert, expert.id),
      star: stars.length ? Math.round((10 * stars.reduce((a, b) => a + b, 0)) / stars.length) / 10 : 5,
      labels: labelCounts(tops),
      contentEntityList: threadViews(ctx.db, page.records, viewer),
      contentCount: tops.length,
    });
  },

  getExpertLabelList(_input, ctx) {
    return ok(
      listRecords(ctx.db, KIND.expertLabel)
        .reverse()
        .map(({ id, name }) => ({ id, name })),
    );
  },
};
