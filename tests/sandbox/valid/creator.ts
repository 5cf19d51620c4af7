// One valid request per operation of the creator area (seed 2 creator centre, seed 3 headline feed).
import { loginAs, type Call, type TestSandbox } from '../harness.js';

type Valid = Record<string, (s: TestSandbox) => Promise<Call>>;
type Row = { id: string; userId?: string };

const me = async (s: TestSandbox, who: 'personal' | 'company' = 'personal') => (await loginAs(s, who)).id;

/** The first published item of a toutiao type in the feed (1 article, 2 video, 3 question). */
export const firstWork = async (s: TestSandbox, type: number): Promise<Row> =>
  (await s.call('findToutiaoByCondition', { query: { type, pageIndex: 1, pageSize: 1 } })).body.page!.records[0] as Row;

/** A question by someone else than the company account, so the company can answer it. */
const othersQuestion = async (s: TestSandbox) => {
  const company = await me(s, 'company');
  const records = (await s.call('findQuizListByCondition', { query: { type: 2, pageSize: 50 } })).body.page!
    .records as Row[];
  return records.find((q) => q.userId !== company)!;
};

export const newArticle = (userId: string) => ({
  title: '信阳毛尖春茶品鉴会记',
  laiYuan: '茶友小王',
  articleDescribe: '一场关于明前毛尖的品鉴会。',
  details: '<p>今年的明前茶香气高扬。</p>',
  label: '信阳毛尖,茶文化',
  covertype: 1,
  showtype: 1,
  coveres: '/__sandbox/uploads/cover.png',
  iscloseComment: 0,
  articleType: 1,
  promotionType: 0,
  userId,
});

const newVideo = (userId: string) => ({
  title: '明前茶采摘实拍',
  label: '采茶',
  video: '/__sandbox/uploads/clip.mp4',
  showType: 1,
  userId,
});
const newQuiz = (userId: string) => ({
  details: '毛尖第二泡还能喝吗？',
  pictures: '/__sandbox/uploads/q1.png,/__sandbox/uploads/q2.png',
  cover: '/__sandbox/uploads/q1.png',
  userId,
});

/** Creates a work of the member's own and answers its id from the work management list. */
const ownNew = async (s: TestSandbox, type: number, create: (userId: string) => Promise<unknown>) => {
  const userId = await me(s);
  await create(userId);
  const page = (
    await s.call('findToutiaoByCondition', { query: { type, memberId: userId, userId, authState: 0, pageSize: 1 } })
  ).body.page!;
  return { userId, id: (page.records[0] as Row).id };
};

const firstComment = async (s: TestSandbox) => {
  const article = await firstWork(s, 1);
  const userId = await me(s);
  await s.call('submitComment', { body: { joinId: article.id, type: '1', message: '写得真好', userId } });
  const comments = (await s.call('findCommentByTypeAndId', { query: { joinId: article.id, type: 1, userId } })).body
    .data as Row[];
  return { article, userId, comment: comments.find((c) => c.userId === userId)! };
};

export const valid: Valid = {
  findToutiaoByCondition: async (s) => {
    const userId = await me(s);
    return {
      query: {
        type: 1,
        memberId: userId,
        userId,
        authState: 1,
        title: '毛尖',
        starttime: '2000-01-01',
        endtime: '2100-12-31',
        pageIndex: 1,
        pageSize: 5,
      },
    };
  },
  findMyArticleByUser: async (s) => ({ query: { userId: await me(s), pageIndex: 1, pageSize: 6 } }),
  touTiaoDetail: async (s) => ({ query: { id: (await firstWork(s, 1)).id, userId: await me(s) } }),
  yunshangHaoHomeIndex: async (s) => ({ query: { userId: await me(s), userTwo: await me(s, 'company') } }),
  teaQiList: async () => ({ query: { pageIndex: 1, pageSize: 7 } }),
  teaQiDetail: async (s) => {
    const [shop] = (await s.call('teaQiList', { query: { pageIndex: 1, pageSize: 1 } })).body.data as Row[];
    return { query: { id: shop.id, memberId: await me(s), pageIndex: 1, pageSize: 10 } };
  },
  studyVideoPageList: async () => ({ query: { pageIndex: 1, pageSize: 6, isup: 1 } }),
  studyVideoDetail: async (s) => {
    const [video] = (await s.call('studyVideoPageList', { query: { isup: 1, pageSize: 1 } })).body.page!
      .records as Row[];
    return { query: { id: video.id, memberId: await me(s) } };
  },
  articleLabelList: async () => ({ query: { type: 1 } }),
  saveArticle: async (s) => ({ body: newArticle(await me(s)) }),
  updateMyArticle: async (s) => {
    const { userId, id } = await ownNew(s, 1, (u) => s.call('saveArticle', { body: newArticle(u) }));
    return {
      body: {
        articleId: id,
        title: '信阳毛尖春茶品鉴会随记',
        details: '<p>改过的正文。</p>',
        label: '信阳毛尖',
        covertype: 3,
        showtype: 1,
        coveres: '',
        iscloseComment: 1,
        userId,
      },
    };
  },
  findArticleById: async (s) => ({ query: { articleId: (await firstWork(s, 1)).id, userId: await me(s) } }),
  deleteArticle: async (s) => ({
    query: { articleId: (await ownNew(s, 1, (u) => s.call('saveArticle', { body: newArticle(u) }))).id },
  }),
  saveVideo: async (s) => ({ body: newVideo(await me(s)) }),
  updateVideo: async (s) => {
    const { userId, id } = await ownNew(s, 2, (u) => s.call('saveVideo', { body: newVideo(u) }));
    return { query: { videoId: id }, body: { ...newVideo(userId), title: '明前茶采摘实拍（完整版）' } };
  },
  findVideoById: async (s) => ({ query: { videoId: (await firstWork(s, 2)).id, userId: await me(s) } }),
  deleteVideo: async (s) => ({
    query: { videoId: (await ownNew(s, 2, (u) => s.call('saveVideo', { body: newVideo(u) }))).id },
  }),
  saveQuiz: async (s) => ({ body: newQuiz(await me(s)) }),
  updateQuiz: async (s) => {
    const { userId, id } = await ownNew(s, 3, (u) => s.call('saveQuiz', { body: newQuiz(u) }));
    return { body: { ...newQuiz(userId), details: '毛尖第三泡还能喝吗？', quizId: id } };
  },
  findQuizById: async (s) => ({ query: { quizId: (await firstWork(s, 3)).id, userId: await me(s) } }),
  deleteQuiz: async (s) => ({
    query: { quizId: (await ownNew(s, 3, (u) => s.call('saveQuiz', { body: newQuiz(u) }))).id },
  }),
  findQuizListByCondition: async (s) => ({ query: { type: 1, userId: await me(s), pageIndex: 1, pageSize: 6 } }),
  submitAnswer: async (s) => ({
    body: {
      quizId: (await othersQuestion(s)).id,
      details: '八十度左右的水最好。',
      file: '/__sandbox/uploads/a.png',
      userId: await me(s, 'company'),
    },
  }),
  findAnswerByQuiz: async (s) => ({
    query: { quizId: (await firstWork(s, 3)).id, memberId: await me(s), pageIndex: 1, pageSize: 6 },
  }),
  markAnswerUseful: async (s) => {
    const quiz = await othersQuestion(s);
    await s.call('submitAnswer', {
      body: { quizId: quiz.id, details: '先润茶再冲泡。', userId: await me(s, 'company') },
    });
    const [answer] = (await s.call('findAnswerByQuiz', { query: { quizId: quiz.id, pageSize: 1 } })).body.page!
      .records as Row[];
    // the asker marks an answer (x-access owner: the quiz's userId)
    return { query: { answerId: answer.id, type: 1 }, cookie: s.cookieOf(String(quiz.userId)) };
  },
  findCommentByTypeAndId: async (s) => ({
    query: { joinId: (await firstWork(s, 1)).id, type: 1, userId: await me(s) },
  }),
  submitComment: async (s) => {
    const { article, userId, comment } = await firstComment(s);
    return { body: { joinId: article.id, type: '1', level: '1', commentId: comment.id, message: '同意楼上', userId } };
  },
  deleteMyComment: async (s) => {
    const { userId, comment } = await firstComment(s);
    return { query: { commentId: comment.id, userId } };
  },
  findCommentListByUserId: async (s) => ({ query: { userId: await me(s), pageIndex: 1, pageSize: 8 } }),
  doLikes: async (s) => ({ body: { joinId: (await firstWork(s, 1)).id, type: '1', userId: await me(s, 'company') } }),
  deleteLikes: async (s) => ({
    body: { joinId: (await firstWork(s, 1)).id, type: '1', userId: await me(s, 'company') },
  }),
  doFavorites: async (s) => ({
    body: { joinId: (await firstWork(s, 3)).id, type: '3', userId: await me(s, 'company') },
  }),
  deleteFavorites: async (s) => ({
    body: { joinId: (await firstWork(s, 3)).id, type: '3', userId: await me(s, 'company') },
  }),
  findFavorites: async (s) => ({ query: { type: 1, userId: await me(s) } }),
  doConcern: async (s) => ({ body: { joinId: await me(s, 'company'), type: '3', userId: await me(s) } }),
  deleteConcern: async (s) => ({ body: { joinId: await me(s, 'company'), type: '3', userId: await me(s) } }),
  findMyConcern: async (s) => ({ query: { type: 3, userId: await me(s) } }),
  findConcernForMeData: async (s) => ({ query: { userId: await me(s) } }),
  getCreatorFigures: async (s) => {
    await loginAs(s);
    return { query: { days: 7 } };
  },
  getReportType: async () => ({}),
  submitReport: async (s) => {
    const [reason] = (await s.call('getReportType')).body.data as Row[];
    return {
      body: { joinId: (await firstWork(s, 2)).id, type: '2', catalog: reason.id, userId: await me(s, 'company') },
    };
  },
};
