// Questions (seed 2 §2.3 Q&A square, ask popup, edit modal; seed 3 question detail).
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { awardDaily } from '../personal/index.js';
import {
  deleteRecord,
  insertRecord,
  listRecords,
  pageOf,
  updateRecord,
  type Fields,
  type Stored,
} from '../record-store.js';
import { AUTH, KIND, WORK } from './kinds.js';
import { requireMember, viewerOf } from './people.js';
import {
  byNewest,
  findWork,
  isPublished,
  openWork,
  ownWork,
  resubmitted,
  tallies,
  visibleWork,
  workItem,
} from './works.js';

/** 14 发布头条: a question is a headline work too (seed 2 §3 points types). */
const PUBLISH_POINTS = 14;

/** The ask popup's and edit modal's fields; the cover must be one of the question's images. */
function quizFields(body: Fields): Fields {
  const pictures = String(body.pictures)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const cover = String(body.cover).trim();
  if (!pictures.length) fail('请上传图片');
  if (!pictures.includes(cover)) fail('请选择封面');
  const details = String(body.details).trim();
  return { title: details, details, pictures: pictures.join(','), cover };
}

/** The square's orders: 1 recommended (editors' picks first), 2 latest, 3 hot (most read). */
const ORDERS: Record<number, (a: Stored, b: Stored) => number> = {
  1: (a, b) => Number(b.recommend ?? 0) - Number(a.recommend ?? 0),
  2: () => 0,
  3: (a, b) => Number(b.views ?? 0) - Number(a.views ?? 0),
};

export const quizHandlers: Record<string, Handler> = {
  saveQuiz({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const now = ctx.now();
    insertRecord(
      ctx.db,
      KIND.work,
      {
        type: WORK.question,
        ...quizFields(body),
        userId: member.id,
        authState: AUTH.review,
        authRemark: '',
        views: 0,
        recommend: 0,
        crtMs: now,
      },
      now,
    );
    awardDaily(ctx.db, member.id, PUBLISH_POINTS, now);
    return ok(undefined, '提问成功，请等待审核');
  },

  updateQuiz({ body }, ctx) {
    requireMember(ctx.db, body.userId);
    const quiz = ownWork(ctx.db, String(body.quizId), WORK.question);
    updateRecord(ctx.db, KIND.work, quiz.id, { ...quizFields(body), ...resubmitted });
    return ok(undefined, '修改成功，请等待审核');
  },

  findQuizById({ query }, ctx) {
    const viewer = viewerOf(query.userId);
    const quiz = openWork(ctx.db, visibleWork(ctx.db, String(query.quizId), WORK.question, viewer), viewer, ctx.now());
    const item = workItem(quiz, tallies(ctx.db, [quiz], viewer), ctx.now());
    const {
      id,
      views,
      likes,
      commentNum,
      isFavorites,
      isFabulous,
      isFollow,
      memberHeadPic,
      memberNickName,
      crtTime,
      befortime,
      authRemark,
    } = item;
    const { details, pictures, cover, userId, authState } = quiz;
    return ok({
      id,
      quizId: id,
      details,
      cover,
      pictures,
      views,
      likes,
      commentNum,
      isFavorites,
      isFabulous,
      isFollow,
      userId,
      memberHeadPic,
      memberNickName,
      crtTime,
      befortime,
      authState,
      authRemark,
    });
  },

  deleteQuiz({ query }, ctx) {
    if (!findWork(ctx.db, String(query.quizId), WORK.question)) fail('问题不存在');
    deleteRecord(ctx.db, KIND.work, String(query.quizId));
    return ok(undefined, '删除成功');
  },

  findQuizListByCondition({ query }, ctx) {
    const order = ORDERS[Number(query.type)];
    // newest first, then the stable sort keeps that order among equals
    const quizzes = listRecords(ctx.db, KIND.work, {
      where: { type: WORK.question },
      sort: byNewest,
      filter: isPublished,
    }).sort(order);
    const { records, total } = pageOf(quizzes, query.pageIndex, query.pageSize);
    const viewer = viewerOf(query.userId);
    const t = tallies(ctx.db, records, viewer);
    return { code: 200, msg: '操作成功', page: { records: records.map((q) => workItem(q, t, ctx.now())), total } };
  },
};
