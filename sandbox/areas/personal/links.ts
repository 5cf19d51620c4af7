// What this area reads of the others' data. Favourites and follows are toggles other areas set
// (/api/social/doFavorites, /api/social/doConcern); activities and contests are their records. The names
// are kept here, in one place, so a change on their side is a one-line change on ours.

/** doConcern(joinId, type 3, userId): userId follows member joinId. */
export const FOLLOW = { kind: 'follow', targetType: '3' } as const;

/** doFavorites(joinId, type, userId): festival activities type 7, contests type 6 (seed 3 §7). */
export const FAVOURITE = { kind: 'favourite', activity: '7', contest: '6' } as const;

/** Record kinds of the festival activities (tag 1 on cards) and the contests (tag 0, 评比评选). */
export const ACTIVITY_KINDS = { festival: 'activity', contest: 'selection' } as const;

/** Where the creator and market areas keep the works (articles, videos, questions), jobs and purchase requests. */
export const BROWSED_KINDS = { work: 'toutiao', job: 'job', wantBuy: 'wantBuy' } as const;

/** The identity area's personal creator-verification record (headPic, personInfo; checkUserState data.person). */
export const PERSON_VERIFICATION_KIND = 'tea-person';
