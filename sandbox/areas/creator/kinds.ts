// The names this area stores under (kit records and toggles) and the type codes of the social calls.
// Other areas read the toggles too (the personal centre lists follows and favourites), so the toggle
// kinds are the ones sandbox/areas/personal/links.ts names.

/** Record kinds of this area. */
export const KIND = {
  /** articles, videos, questions and notices (toutiao type 1-4) */
  work: 'toutiao',
  answer: 'quizAnswer',
  comment: 'socialComment',
  label: 'workLabel',
  reportType: 'reportType',
  report: 'contentReport',
  studyVideo: 'studyVideo',
  teaQi: 'teaQi',
} as const;

/** toutiao type (seed 2 §3). */
export const WORK = { article: 1, video: 2, question: 3, notice: 4 } as const;

/** authState as the creator centre reads it (seed 2 §4). */
export const AUTH = { review: 0, published: 1, rejected: 2 } as const;

/** Toggle kinds: one row per member and target while the like / favourite / follow is on. */
export const TOGGLE = { like: 'like', favourite: 'favourite', follow: 'follow' } as const;

/** dolikes types: 3 comment and 5 expert documented, the others chosen (spec x-assumed). */
export const LIKE = { work: '1', answer: '2', comment: '3', studyVideo: '4', expert: '5', teaQi: '6' } as const;

/** doFavorites types: 1, 3, 4, 6, 7 documented, 2, 8, 9 chosen (spec x-assumed). */
export const FAVOURITE = {
  article: '1',
  video: '2',
  question: '3',
  expert: '4',
  contest: '6',
  activity: '7',
  studyVideo: '8',
  teaQi: '9',
} as const;

/** doConcern type: 3 member. */
export const FOLLOW_MEMBER = '3';

/** Comment types (spec CommentType): a feed item's comments use its toutiao type. */
export const COMMENT = {
  article: 1,
  video: 2,
  question: 3,
  contest: 4,
  activity: 5,
  contestant: 6,
  studyVideo: 7,
  honour: 8,
  answer: 9,
  teaQi: 10,
} as const;

/** The favourite type of a work, by its toutiao type (a notice is kept like an article). */
export const favouriteTypeOf = (workType: number): string =>
  workType === WORK.video ? FAVOURITE.video : workType === WORK.question ? FAVOURITE.question : FAVOURITE.article;
