// Answers to questions (seed 3 §3 question answer, §4 answer status, §5 answers): text or images (at most
// three), then the asker marks each 1 useful or 2 useless, once.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { insertRecord, isToggled, listRecords, pageOf, toggleCount, updateRecord, getRecord } from '../record-store.js';
import { FOLLOW_MEMBER, KIND, LIKE, TOGGLE, WORK } from './kinds.js';
import { authorCard, requireMember, viewerOf } from './people.js';
import { ago, stamp } from './time.js';
import { findWork, isPublished } from './works.js';

export const ANSWER = { pending: 0, useful: 1, useless: 2 } as const;
const MAX_IMAGES = 3;

export const answerHandlers: Record<string, Handler> = {
  submitAnswer({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const quiz = findWork(ctx.db, String(body.quizId), WORK.question);
    if (!quiz || !isPublished(quiz)) fail('问题不存在或正在审核中');
    const details = String(body.details ?? '').trim();
    const files = String(body.file ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (files.length > MAX_IMAGES) fail('图片最多上传三张');
    if (!details && !files.length) fail('请输入回答或上传图片');
    const now = ctx.now();
    insertRecord(
      ctx.db,
      KIND.answer,
      { quizId: quiz.id, userId: member.id, details, file: files.join(','), status: ANSWER.pending, crtMs: now },
      now,
    );
    return ok(undefined, '回答成功');
  },

  findAnswerByQuiz({ query }, ctx) {
    const viewer = viewerOf(query.memberId);
    const answers = listRecords(ctx.db, KIND.answer, {
      where: { quizId: query.quizId },
      sort: { field: 'crtMs', descending: true },
    });
    const { records, total } = pageOf(answers, query.pageIndex, query.pageSize);
    const now = ctx.now();
    return {
      code: 200,
      msg: '操作成功',
      page: {
        total,
        records: records.map((a) => ({
          id: a.id,
          quizId: String(a.quizId),
          details: String(a.details),
          file: String(a.file ?? ''),
          status: Number(a.status),
          isConcern: isToggled(ctx.db, TOGGLE.follow, viewer, FOLLOW_MEMBER, String(a.userId)) ? 1 : 0,
          islike: isToggled(ctx.db, TOGGLE.like, viewer, LIKE.answer, a.id) ? 1 : 0,
          likes: toggleCount(ctx.db, TOGGLE.like, LIKE.answer, a.id),
          // the portal neither forwards answers nor comments on them
          forwardNum: 0,
          commentNum: 0,
          userId: String(a.userId),
          ...authorCard(ctx.db, a.userId),
          beforTime: ago(Number(a.crtMs), now),
          crtTime: stamp(Number(a.crtMs)),
        })),
      },
    };
  },

  markAnswerUseful({ query }, ctx) {
    const answer = getRecord(ctx.db, KIND.answer, String(query.answerId)) ?? fail('回答不存在');
    if (answer.status !== ANSWER.pending) fail('该回答已评价过');
    updateRecord(ctx.db, KIND.answer, answer.id, { status: Number(query.type) });
    return ok(undefined, '评价成功');
  },
};
