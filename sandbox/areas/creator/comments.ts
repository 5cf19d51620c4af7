// Comments and replies (seed 2 comment management and my comments; seed 3 detail-page comments): two
// levels, a reply always hangs under a top comment; the commented item may close its comments.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { awardDaily } from '../personal/index.js';
import {
  deleteRecord,
  getRecord,
  insertRecord,
  isToggled,
  listRecords,
  pageOf,
  recordsBy,
  toggleCount,
  type Stored,
} from '../record-store.js';
import { COMMENT, KIND, LIKE, TOGGLE, WORK } from './kinds.js';
import { authorCard, requireMember, viewerOf } from './people.js';
import { ago, stamp } from './time.js';
import { isPublished } from './works.js';

/** 15 填写评论, once a day (seed 2 §3 points types). */
const COMMENT_POINTS = 15;

const WORK_TYPES: number[] = [COMMENT.article, COMMENT.video, COMMENT.question];
/** Record kinds of commentable things the events area owns (its links.ts), for the my-comments titles. */
const FOREIGN_KINDS: Partial<Record<number, string>> = {
  [COMMENT.contest]: 'selection',
  [COMMENT.activity]: 'activity',
  [COMMENT.contestant]: 'selectionPeople',
  [COMMENT.honour]: 'rydt',
};
const LABELS: Record<number, string> = {
  1: '文章',
  2: '视频',
  3: '问答',
  4: '评比评选',
  5: '茶文化节',
  6: '参赛作品',
  7: '学习视频',
  8: '荣誉殿堂',
  9: '回答',
  10: '茶器',
};

/** The record kind of a commented item of this area, by comment type (undefined: another area's). */
const ownKind = (type: number): string | undefined =>
  WORK_TYPES.includes(type)
    ? KIND.work
    : type === COMMENT.studyVideo
      ? KIND.studyVideo
      : type === COMMENT.teaQi
        ? KIND.teaQi
        : undefined;

/** A work of the comment's type, or any record of the other kinds (a work of another type is not it). */
const isTargetOf = (type: number, record: Stored | undefined): record is Stored =>
  record !== undefined && (!WORK_TYPES.includes(type) || record.type === type);

/** The commented item of this area (null when it does not exist), or undefined for another area's (stored without a check here). */
function ownTarget(db: Db, type: number, joinId: string): Stored | undefined | null {
  const kind = ownKind(type);
  if (!kind) return undefined;
  const target = getRecord(db, kind, joinId);
  return isTargetOf(type, target) ? target : null;
}

/** The titles of a page of my comments: each kind's commented items read at once from its kept records. */
function titlesOf(db: Db, items: { titleType: number; item: { joinId: string } }[]): string[] {
  const kindOf = (type: number) => ownKind(type) ?? FOREIGN_KINDS[type];
  const idsByKind = new Map<string, string[]>();
  for (const { titleType, item } of items) {
    const kind = kindOf(titleType);
    if (kind && !idsByKind.get(kind)?.push(item.joinId)) idsByKind.set(kind, [item.joinId]);
  }
  const found = new Map([...idsByKind].map(([kind, ids]) => [kind, recordsBy(db, kind, 'id', ids)]));
  return items.map(({ titleType, item }) => {
    const kind = kindOf(titleType);
    const target = kind ? found.get(kind)!.get(item.joinId)![0] : undefined;
    return isTargetOf(titleType, target) ? String(target.title ?? target.name ?? target.realName ?? '') : '';
  });
}

function commentView(db: Db, c: Stored, viewerId: string | undefined, now: number) {
  const { memberHeadPic, memberNickName } = authorCard(db, c.userId);
  return {
    id: c.id,
    joinId: String(c.joinId),
    type: Number(c.type),
    level: Number(c.level),
    ...(c.commentId ? { commentId: String(c.commentId) } : {}),
    userId: String(c.userId),
    message: String(c.message),
    username: memberNickName,
    userurl: memberHeadPic,
    likes: toggleCount(db, TOGGLE.like, LIKE.comment, c.id),
    islike: isToggled(db, TOGGLE.like, viewerId, LIKE.comment, c.id) ? 1 : 0,
    befortime: ago(Number(c.crtMs), now),
    crtTime: stamp(Number(c.crtMs)),
  };
}

/** Top comments newest first, each with its replies oldest first (a conversation reads downwards). */
export function commentTree(db: Db, type: number, joinId: string, viewerId: string | undefined, now: number) {
  const all = listRecords(db, KIND.comment, { where: { type, joinId }, sort: { field: 'crtMs', descending: true } });
  return all
    .filter((c) => c.level === 0)
    .map((top) => ({
      ...commentView(db, top, viewerId, now),
      children: all
        .filter((r) => r.commentId === top.id)
        .reverse()
        .map((r) => ({ ...commentView(db, r, viewerId, now), children: [] })),
    }));
}

export const commentHandlers: Record<string, Handler> = {
  findCommentByTypeAndId({ query }, ctx) {
    return ok(commentTree(ctx.db, Number(query.type), String(query.joinId), viewerOf(query.userId), ctx.now()));
  },

  submitComment({ body }, ctx) {
    const message = String(body.message ?? '').trim();
    if (!message) fail('您还没有输入内容哟!');
    const member = requireMember(ctx.db, body.userId);
    const type = Number(body.type);
    const joinId = String(body.joinId);
    const target = ownTarget(ctx.db, type, joinId);
    if (target === null || (target && WORK_TYPES.includes(type) && !isPublished(target))) fail('评论的内容不存在');
    if (target?.iscloseComment === 1) fail('作者已关闭评论');
    const reply = body.level === '1';
    let parentId: string | undefined;
    if (reply) {
      const parent = getRecord(ctx.db, KIND.comment, String(body.commentId ?? ''));
      if (!parent || parent.joinId !== joinId || parent.type !== type) fail('回复的评论不存在');
      parentId = parent.level === 0 ? parent.id : String(parent.commentId);
    }
    const now = ctx.now();
    insertRecord(
      ctx.db,
      KIND.comment,
      {
        joinId,
        type,
        level: reply ? 1 : 0,
        ...(parentId && { commentId: parentId }),
        userId: member.id,
        message,
        crtMs: now,
      },
      now,
    );
    awardDaily(ctx.db, member.id, COMMENT_POINTS, now);
    return ok(undefined, reply ? '回复成功' : '评论成功');
  },

  // The comment's author (my comments) or the owner of the commented work (comment management): x-access.
  deleteMyComment({ query }, ctx) {
    const comment = getRecord(ctx.db, KIND.comment, String(query.commentId)) ?? fail('评论不存在');
    for (const reply of listRecords(ctx.db, KIND.comment, { where: { commentId: comment.id } }))
      deleteRecord(ctx.db, KIND.comment, reply.id);
    deleteRecord(ctx.db, KIND.comment, comment.id);
    return ok(undefined, '删除成功');
  },

  // My comments, with my answers as type 9 (seed 2's my-comments link for 9 opens the question).
  findCommentListByUserId({ query }, ctx) {
    const userId = String(query.userId);
    const comments = listRecords(ctx.db, KIND.comment, { where: { userId } }).map((c) => ({
      at: Number(c.crtMs),
      titleType: Number(c.type),
      item: { id: c.id, type: Number(c.type), joinId: String(c.joinId), message: String(c.message) },
    }));
    const answers = listRecords(ctx.db, KIND.answer, { where: { userId } }).map((a) => ({
      at: Number(a.crtMs),
      titleType: WORK.question,
      item: { id: a.id, type: COMMENT.answer, joinId: String(a.quizId), message: String(a.details) || '[图片]' },
    }));
    // the titles of the page's items only (the works, videos or listings commented on)
    const { records, total } = pageOf(
      [...comments, ...answers].sort((a, b) => b.at - a.at),
      query.pageIndex,
      query.pageSize,
    );
    const titles = titlesOf(ctx.db, records);
    const page = records.map(({ at, item }, i) => ({
      ...item,
      title: titles[i],
      remark: LABELS[item.type],
      crt_time: stamp(at),
    }));
    return { code: 200, msg: '操作成功', page: { records: page, total } };
  },
};
