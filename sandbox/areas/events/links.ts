// The names this area stores under, and what it reads of the others: favourites and likes are toggles
// the creator area's social calls set (doFavorites / dolikes, codes in creator/kinds.ts), members and
// their cards come from the creator area's people helpers, browse history and points from the personal
// area. Kept in one place, so a change on their side is a one-line change here.
export { FAVOURITE, LIKE, TOGGLE } from '../creator/kinds.js';
export { authorCard, requireMember, viewerOf } from '../creator/people.js';
export { dayOf, stamp, startOfDay } from '../personal/time.js';

/** Record kinds of this area. The personal area reads `activity` and `selection` (links.ts there). */
export const KIND = {
  activity: 'activity',
  exhibitor: 'activityEnterprise',
  voucher: 'activityVoucher',
  contest: 'selection',
  contestant: 'selectionPeople',
  honour: 'rydt',
  expert: 'expert',
  expertLabel: 'expertLabel',
  /** comments on experts and honour people, and their replies (/api/cjfw/expertContent) */
  comment: 'expertContent',
  notice: 'homeNotice',
} as const;

/** One vote per member and contestant: a toggle of this kind, never switched off. */
export const VOTE = { kind: 'vote', targetType: 'contestant' } as const;

/** Browse-history business types (seed 2 §2.2); experts, honour people and notices have none. */
export const BROWSE = { activity: 5, contest: 6 } as const;

/** Points types (seed 2 §3): 12 茶技咨询, 15 填写评论. */
export const POINTS_FOR = { consulting: 12, comment: 15 } as const;
