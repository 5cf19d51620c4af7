// Works (toutiao): articles, videos, questions and notices in one record kind, with the review state
// machine of seed 2 §4 (submitted → 0 under review → 1 published or 2 rejected) and the list item every
// feed, work-management and favourites list answers.
import type { Db } from '../../db.js';
import { fail } from '../../handlers/shared.js';
import { recordBrowse, type BrowseType } from '../personal/index.js';
import { getRecord, recordsBy, toggleCounts, toggledAmong, updateRecord, type Stored } from '../record-store.js';
import { logRead } from './figures.js';
import { AUTH, COMMENT, favouriteTypeOf, FOLLOW_MEMBER, KIND, LIKE, TOGGLE, WORK } from './kinds.js';
import { authorCards } from './people.js';
import { ago, stamp } from './time.js';

const onOff = (on: boolean): 0 | 1 => (on ? 1 : 0);
// a comma-joined list of picture addresses (the demo pictures are sandbox addresses, never data: ones)
const commas = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .filter(Boolean);

/** HTML to a short plain-text excerpt for list items. */
export const excerpt = (html: unknown, length = 60): string =>
  String(html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, length);

/** A work of one type (or any) that is not deleted. */
export function findWork(db: Db, id: string, type?: number): Stored | undefined {
  const work = getRecord(db, KIND.work, id);
  return work && (type === undefined || work.type === type) ? work : undefined;
}

export const isPublished = (work: Stored): boolean => work.authState === AUTH.published;

/** A work the viewer may open: published ones to everybody, the others to their author only. */
export function visibleWork(db: Db, id: string, type: number | undefined, viewerId: string | undefined): Stored {
  const work = findWork(db, id, type);
  if (!work || (!isPublished(work) && work.userId !== viewerId)) fail('内容不存在或正在审核中');
  return work;
}

/** The work an edit call changes (that it is the caller's own, x-access owner has checked). */
export function ownWork(db: Db, id: string, type: number): Stored {
  return findWork(db, id, type) ?? fail('作品不存在');
}

/** Counts a read (and logs it for the author's figures) and, for a logged-in viewer, leaves a browse-history row (seed 2 §2.2 business types). */
export function openWork(db: Db, work: Stored, viewerId: string | undefined, now: number): Stored {
  const opened = updateRecord(db, KIND.work, work.id, { views: Number(work.views ?? 0) + 1 })!;
  logRead(db, work, viewerId, now);
  const browseType: BrowseType = work.type === WORK.video ? 3 : work.type === WORK.question ? 2 : 1;
  if (viewerId)
    recordBrowse(
      db,
      {
        userId: viewerId,
        type: browseType,
        targetId: work.id,
        title: String(work.title),
        cover: posterOf(work) || undefined,
        summary: excerpt(work.articleDescribe ?? work.details),
      },
      now,
    );
  return opened;
}

/**
 * The operators' review, which the sandbox stands in for (exported for demos and tests): a work under
 * review becomes published, or rejected with the reason the creator sees.
 */
export function reviewWork(db: Db, id: string, verdict: { pass: true } | { pass: false; remark: string }): Stored {
  const work = findWork(db, id) ?? fail('作品不存在');
  if (work.authState !== AUTH.review) fail('该作品不在审核中');
  return updateRecord(
    db,
    KIND.work,
    id,
    verdict.pass
      ? { authState: AUTH.published, authRemark: '' }
      : { authState: AUTH.rejected, authRemark: verdict.remark },
  )!;
}

/** An edit goes back to review, so what the public sees has always been reviewed. */
export const resubmitted = { authState: AUTH.review, authRemark: '' } as const;

export function posterOf(work: Stored): string {
  if (work.type === WORK.video) return String(work.coverurl ?? '');
  if (work.type === WORK.question) return String(work.cover || commas(work.pictures)[0] || '');
  return work.covertype === 3 ? '' : (commas(work.coveres)[0] ?? '');
}

/**
 * Counts, authors and the viewer's marks (liked, followed, favourited: `type:id`) of the works a list
 * shows, read in one query each for them all rather than per item.
 */
export interface Tallies {
  comments: Map<string, number>;
  answers: Map<string, { count: number; latest: string }>;
  likes: Map<string, number>;
  favourites: Map<string, number>;
  authors: ReturnType<typeof authorCards>;
  viewer: { liked: Set<string>; followed: Set<string>; favourited: Set<string> };
}

export function tallies(db: Db, works: Stored[], viewerId: string | undefined): Tallies {
  const ids = works.map((w) => w.id);
  const comments = new Map<string, number>();
  for (const list of recordsBy(db, KIND.comment, 'joinId', ids).values()) {
    for (const c of list) comments.set(`${c.type}:${c.joinId}`, (comments.get(`${c.type}:${c.joinId}`) ?? 0) + 1);
  }
  const answers = new Map<string, { count: number; latest: string }>();
  // newest first, so the first answer is the latest
  for (const [quizId, list] of recordsBy(db, KIND.answer, 'quizId', ids)) {
    if (list.length) answers.set(quizId, { count: list.length, latest: excerpt(list[0].details) || '[图片]' });
  }
  const favouriteTypes = [...new Set(works.map((w) => favouriteTypeOf(Number(w.type))))];
  return {
    comments,
    answers,
    likes: toggleCounts(db, TOGGLE.like, LIKE.work, ids),
    favourites: toggleCounts(db, TOGGLE.favourite, favouriteTypes, ids),
    authors: authorCards(
      db,
      works.map((w) => w.userId),
    ),
    viewer: {
      liked: toggledAmong(db, TOGGLE.like, viewerId, LIKE.work, ids),
      followed: toggledAmong(
        db,
        TOGGLE.follow,
        viewerId,
        FOLLOW_MEMBER,
        works.map((w) => String(w.userId)),
      ),
      favourited: toggledAmong(db, TOGGLE.favourite, viewerId, favouriteTypes, ids),
    },
  };
}

/**
 * What a work's list item says whatever the viewer, the moment and the counts, made once per kept
 * record (a write replaces the kept record rather than changing it, so an old one's base is never
 * answered), with every key of the item in the item's order; the author, the counts and the marks are
 * the request's, written into keys it already has. An item built by Object.assign got its 31
 * keys one by one, past the 16 V8 keeps in a fast object that way, and the response check and
 * JSON.stringify then read a dictionary; a copy of the base (`{ ...base }`) clones its fast shape.
 */
const itemBases = new WeakMap<Stored, ReturnType<typeof itemBaseOf>>();

function itemBaseOf(work: Stored) {
  // crtMs, views and iscloseComment are answered under their spec names; cover and recommend stay inside
  const { crtMs, views, iscloseComment, cover: _cover, recommend: _recommend, ...fields } = work;
  return {
    ...fields,
    memberHeadPic: '',
    memberNickName: '',
    content: work.type === WORK.question ? '' : excerpt(work.articleDescribe || work.details),
    poster: posterOf(work),
    crtTime: stamp(Number(crtMs)),
    befortime: '',
    authRemark: String(work.authRemark ?? ''),
    concernNum: Number(views ?? 0),
    views: Number(views ?? 0),
    likes: 0,
    commentNum: 0,
    favoritesNum: 0,
    isLike: onOff(false),
    isFabulous: onOff(false),
    isFollow: onOff(false),
    isFavorites: onOff(false),
    commentIsDisable: onOff(iscloseComment === 1),
  };
}

/** Toutiao of the spec: the stored fields plus author, counts and the viewer's marks (read by tallies). */
export function workItem(work: Stored, t: Tallies, now: number) {
  let base = itemBases.get(work);
  if (!base) itemBases.set(work, (base = itemBaseOf(work)));
  const item = { ...base };
  const author = t.authors.get(String(work.userId))!;
  const answers = t.answers.get(work.id);
  const liked = onOff(t.viewer.liked.has(`${LIKE.work}:${work.id}`));
  item.memberHeadPic = author.memberHeadPic;
  item.memberNickName = author.memberNickName;
  if (work.type === WORK.question) item.content = answers?.latest ?? '';
  item.befortime = ago(Number(work.crtMs), now);
  item.likes = t.likes.get(work.id)!;
  item.commentNum =
    work.type === WORK.question ? (answers?.count ?? 0) : (t.comments.get(`${work.type}:${work.id}`) ?? 0);
  item.favoritesNum = t.favourites.get(work.id)!;
  item.isLike = liked;
  item.isFabulous = liked;
  item.isFollow = onOff(t.viewer.followed.has(`${FOLLOW_MEMBER}:${work.userId}`));
  item.isFavorites = onOff(t.viewer.favourited.has(`${favouriteTypeOf(Number(work.type))}:${work.id}`));
  return item;
}

/** ArticleCard of the spec (related articles on a detail page). */
export function articleCard(work: Stored, t: Tallies, now: number) {
  return {
    id: work.id,
    title: String(work.title),
    covertype: Number(work.covertype),
    showtype: Number(work.showtype ?? 1),
    coveres: commas(work.coveres),
    ...t.authors.get(String(work.userId))!,
    laiYuan: String(work.laiYuan ?? ''),
    commentNum: t.comments.get(`${COMMENT.article}:${work.id}`) ?? 0,
    befortime: ago(Number(work.crtMs), now),
  };
}

/** Works newest first. */
export const byNewest = { field: 'crtMs', descending: true } as const;
