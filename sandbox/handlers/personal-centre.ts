import { AREA_HANDLERS } from '../areas/index.js';
import { fansOf } from '../areas/personal/creators.js';
import { findMemberById, toMemberDetail } from '../store/members.js';
import type { SandboxContext } from '../context.js';
import { fail, ok, type Handler } from './shared.js';

/**
 * The lists of 我的收藏 (spec/routes.yaml, /user/mySC's tabs: jobs, articles, questions, activities,
 * experts) with the member's id where each list reads it.
 */
const FAVOURITE_LISTS: readonly [operation: string, query: (userId: string) => Record<string, unknown>][] = [
  ['listJobs', (userId) => ({ collectStatus: 1, userId })],
  ['findFavorites', (userId) => ({ type: 1, userId })],
  ['findFavorites', (userId) => ({ type: 3, userId })],
  ['listMyLikedActivities', (memberId) => ({ memberId })],
  ['myLikeExpert', (memberid) => ({ memberid })],
];

/** How many favourites 我的收藏 lists: the same lists counted, so the two figures cannot disagree. */
async function favouritesOf(userId: string, ctx: SandboxContext): Promise<number> {
  let count = 0;
  for (const [operation, query] of FAVOURITE_LISTS) {
    const answer = await AREA_HANDLERS[operation](
      { query: { ...query(userId), pageIndex: 1, pageNo: 1, pageSize: 1 }, body: {} },
      ctx,
    );
    count += answer.page ? answer.page.total : Array.isArray(answer.data) ? answer.data.length : 0;
  }
  return count;
}

export const personalCentreHandlers: Record<string, Handler> = {
  async getMemberDetail({ query }, ctx) {
    const member = findMemberById(ctx.db, query.userId as string) ?? fail('用户不存在');
    // the fans are the follow rows, as everywhere else (the column is not a second figure); the
    // favourites are those 我的收藏 lists, not the seeded collectNum column
    return ok({
      ...toMemberDetail(member),
      fansNum: fansOf(ctx.db, member),
      collectNum: await favouritesOf(member.id, ctx),
    });
  },
};
