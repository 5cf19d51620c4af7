// The headline feed (seed 3 §2.2-2.3) and the creator centre's work management (seed 2 §2.3): lists of
// works, a work's detail, the author home, the follow feed and a member's favourite works.
import type { SandboxContext } from '../../context.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { findMemberById } from '../../store/members.js';
import { fansOf } from '../personal/creators.js';
import { listRecords, pageOf, recordsBy, toggleCount, toggledTargets, type Stored } from '../record-store.js';
import { FOLLOW_MEMBER, KIND, LIKE, TOGGLE, WORK } from './kinds.js';
import { authorMember, viewerOf } from './people.js';
import { dayOf } from './time.js';
import { articleCard, byNewest, isPublished, openWork, tallies, visibleWork, workItem } from './works.js';

const FEED_TYPES: number[] = [WORK.article, WORK.video, WORK.question];
const RELATED = 4;

/** One page of works as list items (only the page's items are built). */
function workPage(ctx: SandboxContext, works: Stored[], viewer: string | undefined, query: Record<string, unknown>) {
  const { records, total } = pageOf(works, query.pageIndex, query.pageSize);
  const t = tallies(ctx.db, records, viewer);
  return { code: 200, msg: '操作成功', page: { records: records.map((w) => workItem(w, t, ctx.now())), total } };
}

export const feedHandlers: Record<string, Handler> = {
  // One call for the feed tabs, the home notices, the author home and the creator's work management.
  findToutiaoByCondition({ query }, ctx) {
    const viewer = viewerOf(query.userId);
    const author = viewerOf(query.memberId);
    const own = author !== undefined && author === viewer;
    const type = query.type === undefined ? undefined : Number(query.type);
    const title = String(query.title ?? '').trim();
    const works = listRecords(ctx.db, KIND.work, {
      where: { userId: author, authState: query.authState },
      sort: byNewest,
      filter: (w) =>
        (type === undefined ? FEED_TYPES.includes(Number(w.type)) : w.type === type) &&
        (own || isPublished(w)) &&
        (!title || String(w.title).includes(title)) &&
        (!query.starttime || dayOf(Number(w.crtMs)) >= String(query.starttime)) &&
        (!query.endtime || dayOf(Number(w.crtMs)) <= String(query.endtime)),
    });
    return workPage(ctx, works, viewer, query);
  },

  findMyArticleByUser({ query }, ctx) {
    const followed = new Set(toggledTargets(ctx.db, TOGGLE.follow, String(query.userId), FOLLOW_MEMBER));
    const works = listRecords(ctx.db, KIND.work, {
      sort: byNewest,
      filter: (w) => followed.has(String(w.userId)) && FEED_TYPES.includes(Number(w.type)) && isPublished(w),
    });
    return workPage(ctx, works, String(query.userId), query);
  },

  touTiaoDetail({ query }, ctx) {
    const viewer = viewerOf(query.userId);
    const work = openWork(ctx.db, visibleWork(ctx.db, String(query.id), undefined, viewer), viewer, ctx.now());
    const label = String(work.label ?? '').split(',')[0];
    // related: other published articles, those sharing the first label first
    const related = listRecords(ctx.db, KIND.work, {
      sort: byNewest,
      filter: (w) => w.type === WORK.article && isPublished(w) && w.id !== work.id,
    })
      .sort((a, b) => Number(String(b.label ?? '').includes(label)) - Number(String(a.label ?? '').includes(label)))
      .slice(0, RELATED);
    const t = tallies(ctx.db, [work, ...related], viewer);
    return ok({ ...workItem(work, t, ctx.now()), articleEntities: related.map((w) => articleCard(w, t, ctx.now())) });
  },

  yunshangHaoHomeIndex({ query }, ctx) {
    const author = findMemberById(ctx.db, String(query.userTwo)) ?? fail('用户不存在');
    const works = listRecords(ctx.db, KIND.work, {
      where: { userId: author.id },
      filter: (w) => FEED_TYPES.includes(Number(w.type)) && isPublished(w),
    });
    const viewer = viewerOf(query.userId);
    return ok({
      ...authorMember(author),
      idcardStatus: author.idcardStatus,
      isConcern: viewer && toggledTargets(ctx.db, TOGGLE.follow, viewer, FOLLOW_MEMBER).includes(author.id) ? 1 : 0,
      touTiaoCount: works.length,
      followCount: toggledTargets(ctx.db, TOGGLE.follow, author.id, FOLLOW_MEMBER).length,
      fansCount: fansOf(ctx.db, author),
      praisedCount: works.reduce((sum, w) => sum + toggleCount(ctx.db, TOGGLE.like, LIKE.work, w.id), 0),
    });
  },

  // Most recently favourited first; works since deleted or withdrawn from the public drop out.
  findFavorites({ query }, ctx) {
    const userId = String(query.userId);
    const type = Number(query.type);
    const ids = toggledTargets(ctx.db, TOGGLE.favourite, userId, String(type));
    // the favourited works read at once from the kept records, not one read per favourite
    const found = recordsBy(ctx.db, KIND.work, 'id', ids);
    const works = ids
      .map((id) => found.get(id)![0])
      .filter(
        (w): w is Stored =>
          w !== undefined && isPublished(w) && (w.type === type || (type === WORK.article && w.type === WORK.notice)),
      );
    const t = tallies(ctx.db, works, userId);
    return ok(works.map((w) => workItem(w, t, ctx.now())));
  },
};
