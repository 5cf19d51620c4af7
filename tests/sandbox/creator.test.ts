// @vitest-environment node
// The creator centre (seed 2) and the headline feed (seed 3) as the portal drives them: publishing and
// review, paged lists, likes / favourites / follows, comments and replies, answers, reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestSandbox, type TestSandbox, FORBIDDEN } from './harness.js';
import { newArticle } from './valid/creator.js';

let s: TestSandbox;
let chayou: string;
let company: string;
beforeAll(async () => {
  s = await startTestSandbox();
  chayou = (await loginAs(s)).id;
  company = (await loginAs(s, 'company')).id;
});
afterAll(() => s.close());

type Row = Record<string, unknown> & { id: string };
const page = async (operationId: string, query: Record<string, string | number>) => {
  const { body } = await s.call(operationId, { query });
  return { records: body.page!.records as Row[], total: body.page!.total };
};
const data = async <T = Row>(operationId: string, query: Record<string, string | number> = {}) =>
  (await s.call(operationId, { query })).body.data as T;
const post = async (operationId: string, body: Record<string, unknown>) => (await s.call(operationId, { body })).body;
const refused = (msg: string) => ({ code: 500, msg });
const feed = (query: Record<string, string | number>) => page('findToutiaoByCondition', query);
/** The newest published item of a type by neither of the given members. */
const first = async (type: number, ...not: string[]) =>
  (await feed({ type, pageSize: 50 })).records.find((w) => !not.includes(String(w.userId)))!;

describe('lists', () => {
  it('pages the feed by type, published items only, newest first', async () => {
    for (const type of [1, 2, 3]) {
      const one = await feed({ type, pageIndex: 1, pageSize: 6 });
      expect(one.total).toBeGreaterThan(12);
      expect((await feed({ type, pageIndex: 3, pageSize: 6 })).records.length).toBeGreaterThan(0);
      const all = await feed({ type, pageSize: 100 });
      expect(all.records.every((w) => w.type === type && w.authState === 1)).toBe(true);
      expect(all.records.map((w) => w.crtTime)).toEqual(
        all.records
          .map((w) => w.crtTime)
          .sort()
          .reverse(),
      );
    }
    // the recommend tab mixes articles, videos and questions but not the home page's notices
    const mixed = await feed({ pageSize: 100 });
    expect(new Set(mixed.records.map((w) => w.type))).toEqual(new Set([1, 2, 3]));
    expect((await feed({ type: 4, pageSize: 10 })).total).toBeGreaterThan(20);
  });

  it("lists a creator's own works in every state, filtered by state, title and date", async () => {
    const own = { memberId: chayou, userId: chayou };
    for (const type of [1, 2, 3]) {
      const all = await feed({ ...own, type, pageSize: 5 });
      expect(all.total).toBeGreaterThan(10);
      const states = await Promise.all([0, 1, 2].map((authState) => feed({ ...own, type, authState, pageSize: 100 })));
      expect(states.map((p) => p.total).reduce((a, b) => a + b)).toBe(all.total);
      expect(states.every((p) => p.total > 0)).toBe(true);
    }
    const rejected = (await feed({ ...own, type: 1, authState: 2 })).records[0];
    expect(rejected.authRemark).not.toBe('');
    // someone else sees only the published ones (the author home)
    expect((await feed({ memberId: chayou, userId: company, type: 1, authState: 0 })).total).toBe(0);
    const titled = await feed({ ...own, type: 1, title: '毛尖', pageSize: 100 });
    expect(titled.total).toBeGreaterThan(0);
    expect(titled.records.every((w) => String(w.title).includes('毛尖'))).toBe(true);
    expect((await feed({ ...own, type: 1, starttime: '2999-01-01' })).total).toBe(0);
    expect((await feed({ ...own, type: 1, endtime: '2000-01-01' })).total).toBe(0);
  });

  it('follows the followed authors, orders the Q&A square and pages answers, instruments and lessons', async () => {
    const follows = (await data<Row[]>('findMyConcern', { type: 3, userId: chayou })).map((m) => m.userId);
    const followFeed = await page('findMyArticleByUser', { userId: chayou, pageIndex: 1, pageSize: 6 });
    expect(followFeed.total).toBeGreaterThan(12);
    expect(followFeed.records.every((w) => follows.includes(w.userId) && w.isFollow === 1)).toBe(true);

    const hot = (await page('findQuizListByCondition', { type: 3, pageSize: 100 })).records.map((q) => Number(q.views));
    expect(hot).toEqual([...hot].sort((a, b) => b - a));
    const top = (await page('findQuizListByCondition', { type: 1, pageSize: 6 })).records[0];
    const answers = await page('findAnswerByQuiz', { quizId: top.id, pageIndex: 1, pageSize: 6 });
    expect(answers.total).toBeGreaterThan(12);
    expect(top.commentNum).toBe(answers.total);

    const shops = (await s.call('teaQiList', { query: { pageIndex: 1, pageSize: 7 } })).body;
    expect(shops.total).toBeGreaterThan(14);
    expect(shops.data).toHaveLength(7);
    const lessons = await page('studyVideoPageList', { isup: 1, pageIndex: 3, pageSize: 6 });
    expect(lessons.total).toBeGreaterThan(12);
    const hidden = (await page('studyVideoPageList', { isup: 0 })).records[0];
    expect((await s.call('studyVideoDetail', { query: { id: hidden.id } })).body).toEqual(
      refused('视频不存在或已下架'),
    );
  });
});

describe('publishing and review', () => {
  it('sends a new article to review, visible to its author only, and an edit back to review', async () => {
    expect(await post('saveArticle', newArticle(chayou))).toEqual({ code: 200, msg: '发布成功，请等待审核' });
    const [mine] = (await feed({ memberId: chayou, userId: chayou, type: 1, authState: 0 })).records;
    expect(mine).toMatchObject({ title: '信阳毛尖春茶品鉴会记', authState: 0, userId: chayou });
    expect((await feed({ type: 1, pageSize: 100 })).records.some((w) => w.id === mine.id)).toBe(false);
    expect((await s.call('findArticleById', { query: { articleId: mine.id, userId: company } })).body).toEqual(
      refused('内容不存在或正在审核中'),
    );
    expect(await data('findArticleById', { articleId: mine.id, userId: chayou })).toMatchObject({
      laiYuan: '茶友小王',
      articleDescribe: '一场关于明前毛尖的品鉴会。',
      authState: 0,
    });

    const edit = {
      articleId: mine.id,
      title: '信阳毛尖品鉴会随记',
      details: '<p>新正文</p>',
      label: '茶文化',
      covertype: 3,
      showtype: 1,
      coveres: '',
      iscloseComment: 0,
    };
    expect(await post('updateMyArticle', { ...edit, userId: company })).toEqual(FORBIDDEN);
    expect(await post('updateMyArticle', { ...edit, userId: chayou })).toMatchObject({ code: 200 });
    expect(await data('findArticleById', { articleId: mine.id, userId: chayou })).toMatchObject({
      title: '信阳毛尖品鉴会随记',
      label: '茶文化',
      covertype: 3,
      coveres: '',
      laiYuan: '茶友小王',
    });

    expect(
      (await s.call('deleteArticle', { query: { articleId: mine.id }, cookie: s.cookieOf(company) })).body,
    ).toEqual(FORBIDDEN);
    expect(
      (await s.call('deleteArticle', { query: { articleId: mine.id }, cookie: s.cookieOf(chayou) })).body,
    ).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await s.call('findArticleById', { query: { articleId: mine.id, userId: chayou } })).body.code).toBe(500);
    expect(
      (await feed({ memberId: chayou, userId: chayou, type: 1, authState: 0 })).records.some((w) => w.id === mine.id),
    ).toBe(false);
  });

  it('is reviewed through the sandbox-only endpoint: published, or rejected with the reason shown', async () => {
    const review = async (query: string) => (await s.send('POST', `/__sandbox/review/work?${query}`)).body;
    expect(await post('saveArticle', { ...newArticle(chayou), title: '待审核的明前茶手记' })).toMatchObject({
      code: 200,
    });
    const pending = async () =>
      (await feed({ memberId: chayou, userId: chayou, type: 1, authState: 0, title: '待审核的明前茶手记' })).records[0];
    const first = await pending();
    expect(await review(`id=${first.id}&approve=1`)).toEqual({ code: 200, msg: '操作成功', data: { authState: 1 } });
    expect((await feed({ type: 1, pageSize: 100 })).records.some((w) => w.id === first.id)).toBe(true);
    expect(await review(`id=${first.id}&approve=1`)).toEqual({ code: 409, msg: '该作品不在审核中' });
    expect(await post('saveArticle', { ...newArticle(chayou), title: '待审核的明前茶手记' })).toMatchObject({
      code: 200,
    });
    const second = await pending();
    expect(await review(`id=${second.id}&approve=0`)).toEqual({ code: 409, msg: '请填写驳回原因' });
    expect(await review(`id=${second.id}&approve=0&remark=${encodeURIComponent('配图与内容不符')}`)).toMatchObject({
      data: { authState: 2 },
    });
    expect(
      (await feed({ memberId: chayou, userId: chayou, type: 1, authState: 2, title: '待审核的明前茶手记' })).records[0],
    ).toMatchObject({ id: second.id, authRemark: '配图与内容不符' });
    expect(await review('id=missing&approve=1')).toEqual({ code: 409, msg: '作品不存在' });
  });

  it("checks the article rules the spec leaves to the server, in the form's order", async () => {
    const article = newArticle(chayou);
    expect(await post('saveArticle', { ...article, articleDescribe: ' ', label: '' })).toEqual(
      refused('请输入文章摘要'),
    );
    expect(await post('saveArticle', { ...article, details: '<p> </p>' })).toEqual(refused('请输入文章内容'));
    expect(await post('saveArticle', { ...article, label: '' })).toEqual(refused('请添加标签'));
    expect(
      await post('saveArticle', { ...article, promotionType: 1, promotionLink: 'https://shop.example.cn' }),
    ).toEqual(refused('请输入店铺名称'));
    expect(
      await post('saveArticle', {
        ...article,
        promotionType: 2,
        promotionName: '毛尖礼盒',
        promotionLink: 'https://shop.example.cn',
      }),
    ).toEqual(refused('请输入商品价格'));
    expect(
      await post('saveArticle', { ...article, promotionType: 2, promotionName: '毛尖礼盒', promotionPrice: '99.5' }),
    ).toEqual(refused('请输入商品链接'));
    expect(await post('saveArticle', { ...article, coveres: '' })).toEqual(refused('请上传图片'));
    expect(await post('saveArticle', { ...article, covertype: 2, coveres: 'a.png,b.png' })).toEqual(
      refused('图片不完整'),
    );
    expect(await post('saveArticle', { ...article, articleType: 2 })).toEqual(
      refused('只有运营账号可以发布政策类文章'),
    );
    expect((await s.call('saveArticle', { body: { ...article, title: '毛尖' } })).status).toBe(400);
  });

  it('publishes videos and questions to review, and refuses a cover that is not one of the images', async () => {
    expect(
      await post('saveVideo', {
        title: '明前茶采摘',
        label: '采茶',
        video: '/__sandbox/uploads/v.mp4',
        showType: 2,
        userId: chayou,
      }),
    ).toMatchObject({ code: 200 });
    const [video] = (await feed({ memberId: chayou, userId: chayou, type: 2, authState: 0 })).records;
    expect(video).toMatchObject({ title: '明前茶采摘', showType: 2 });
    expect(video.poster).not.toBe('');
    const quiz = { details: '毛尖第二泡还能喝吗？', pictures: 'a.png,b.png', userId: chayou };
    expect(await post('saveQuiz', { ...quiz, cover: 'c.png' })).toEqual(refused('请选择封面'));
    expect(await post('saveQuiz', { ...quiz, cover: 'b.png' })).toMatchObject({ code: 200 });
    const [question] = (await feed({ memberId: chayou, userId: chayou, type: 3, authState: 0 })).records;
    expect(await data('findQuizById', { quizId: question.id, userId: chayou })).toMatchObject({
      details: '毛尖第二泡还能喝吗？',
      cover: 'b.png',
      pictures: 'a.png,b.png',
      authState: 0,
    });
  });
});

describe('likes, favourites and follows', () => {
  it('likes once per member, counts likers and unlikes', async () => {
    const article = (await feed({ type: 1, userId: company, pageSize: 50 })).records.find(
      (w) => w.isFabulous === 0 && w.userId !== company,
    )!;
    const likes = async () => (await data('touTiaoDetail', { id: article.id, userId: company })) as Row;
    const before = Number((await likes()).likes);
    const like = { joinId: article.id, type: '1', userId: company };
    expect(await post('doLikes', like)).toMatchObject({ code: 200, msg: '点赞成功' });
    await post('doLikes', like);
    expect(await likes()).toMatchObject({ likes: before + 1, isFabulous: 1, isLike: 1 });
    expect(await post('deleteLikes', like)).toMatchObject({ msg: '取消点赞成功' });
    expect(await likes()).toMatchObject({ likes: before, isFabulous: 0 });
    expect(await post('doLikes', { ...like, joinId: 'nothing' })).toEqual(refused('内容不存在'));
  });

  it("favourites a question into the member's list and out again", async () => {
    const question = await first(3, company);
    const fav = { joinId: question.id, type: '3', userId: company };
    expect(await post('doFavorites', fav)).toMatchObject({ msg: '收藏成功' });
    const list = await data<Row[]>('findFavorites', { type: 3, userId: company });
    expect(list[0]).toMatchObject({ id: question.id, isFavorites: 1 });
    expect(await post('deleteFavorites', fav)).toMatchObject({ msg: '取消收藏成功' });
    expect((await data<Row[]>('findFavorites', { type: 3, userId: company })).some((w) => w.id === question.id)).toBe(
      false,
    );
    expect((await data<Row[]>('findFavorites', { type: 1, userId: chayou })).length).toBeGreaterThan(10);
  });

  it('follows a member, shows both sides and the author home counters, and unfollows a list', async () => {
    const home = async () => data('yunshangHaoHomeIndex', { userId: chayou, userTwo: company });
    const before = await home();
    expect(before).toMatchObject({ id: company, isCompany: 1, enterprise: { companyInfo: expect.any(String) } });
    expect(Number(before.touTiaoCount)).toBeGreaterThan(0);
    await post('deleteConcern', { joinId: company, type: '3', userId: chayou });
    expect(await home()).toMatchObject({ isConcern: 0, fansCount: Number(before.fansCount) - 1 });
    expect(await post('doConcern', { joinId: company, type: '3', userId: chayou })).toMatchObject({ msg: '关注成功' });
    expect(await home()).toMatchObject({ isConcern: 1, fansCount: before.fansCount });
    expect((await data<Row[]>('findConcernForMeData', { userId: company }))[0]).toMatchObject({
      userId: chayou,
      memberNickName: '茶友小王',
    });
    expect(await post('doConcern', { joinId: chayou, type: '3', userId: chayou })).toEqual(refused('不能关注自己'));

    const follows = (await data<Row[]>('findMyConcern', { type: 3, userId: chayou })).map((m) => String(m.userId));
    await post('deleteConcern', { joinId: follows.slice(0, 2).join(','), type: '3', userId: chayou });
    expect((await data<Row[]>('findMyConcern', { type: 3, userId: chayou })).length).toBe(follows.length - 2);
    await Promise.all(follows.slice(0, 2).map((joinId) => post('doConcern', { joinId, type: '3', userId: chayou })));
  });

  it('tells the question detail whether the viewer follows the asker, and the follow feed lists the followed', async () => {
    const question = await first(3, chayou);
    const asker = String(question.userId);
    await post('deleteConcern', { joinId: asker, type: '3', userId: chayou });
    expect(await data('findQuizById', { quizId: question.id, userId: chayou })).toMatchObject({ isFollow: 0 });
    expect(
      (await page('findMyArticleByUser', { userId: chayou, pageIndex: 1, pageSize: 100 })).records.some(
        (w) => w.userId === asker,
      ),
    ).toBe(false);
    await post('doConcern', { joinId: asker, type: '3', userId: chayou });
    expect(await data('findQuizById', { quizId: question.id, userId: chayou })).toMatchObject({ isFollow: 1 });
    const followed = await page('findMyArticleByUser', { userId: chayou, pageIndex: 1, pageSize: 6 });
    expect(followed.records.length).toBeGreaterThan(0);
    expect(
      (await page('findMyArticleByUser', { userId: chayou, pageIndex: 1, pageSize: 100 })).records.some(
        (w) => w.userId === asker,
      ),
    ).toBe(true);
  });
});

describe('comments, answers and reports', () => {
  it('comments and replies in two levels, closed items refuse, likes count, owners delete', async () => {
    const article = await first(1, chayou, company);
    const comment = (message: string, extra: Record<string, unknown> = {}) =>
      post('submitComment', { joinId: article.id, type: '1', message, userId: chayou, ...extra });
    expect(await comment('  ')).toEqual(refused('您还没有输入内容哟!'));
    expect(await comment('毛尖今年的香气真好')).toEqual({ code: 200, msg: '评论成功' });
    const thread = async () =>
      data<(Row & { children: Row[] })[]>('findCommentByTypeAndId', { joinId: article.id, type: 1, userId: company });
    const top = (await thread())[0];
    expect(top).toMatchObject({ message: '毛尖今年的香气真好', level: 0, username: '茶友小王', children: [] });
    expect(
      await post('submitComment', {
        joinId: article.id,
        type: '1',
        message: '同感',
        level: '1',
        commentId: top.id,
        userId: company,
      }),
    ).toEqual({ code: 200, msg: '回复成功' });
    // a reply to a reply hangs under the same top comment
    const reply = (await thread())[0].children[0];
    await post('submitComment', {
      joinId: article.id,
      type: '1',
      message: '谢谢',
      level: '1',
      commentId: reply.id,
      userId: chayou,
    });
    expect((await thread())[0].children.map((c) => c.message)).toEqual(['同感', '谢谢']);
    expect(
      await post('submitComment', {
        joinId: article.id,
        type: '1',
        message: '?',
        level: '1',
        commentId: 'none',
        userId: chayou,
      }),
    ).toEqual(refused('回复的评论不存在'));

    await post('doLikes', { joinId: top.id, type: '3', userId: company });
    expect((await thread())[0]).toMatchObject({ likes: 1, islike: 1 });

    expect((await s.call('deleteMyComment', { query: { commentId: top.id, userId: company } })).body).toEqual(
      FORBIDDEN,
    );
    expect(
      (await s.call('deleteMyComment', { query: { commentId: top.id, userId: String(article.userId) } })).body,
    ).toMatchObject({ code: 200 });
    expect((await thread()).some((c) => c.id === top.id)).toBe(false);

    const closed = (await feed({ type: 1, pageSize: 100 })).records.find((w) => w.commentIsDisable === 1)!;
    expect(await post('submitComment', { joinId: closed.id, type: '1', message: '你好', userId: chayou })).toEqual(
      refused('作者已关闭评论'),
    );
  });

  it("lists a member's comments and answers, newest first, by page", async () => {
    const mine = await page('findCommentListByUserId', { userId: chayou, pageIndex: 1, pageSize: 8 });
    expect(mine.total).toBeGreaterThan(16);
    const all = (await page('findCommentListByUserId', { userId: chayou, pageSize: 100 })).records;
    expect(all.map((c) => c.crt_time)).toEqual(
      all
        .map((c) => c.crt_time)
        .sort()
        .reverse(),
    );
    expect(all.some((c) => c.type === 9 && c.remark === '回答')).toBe(true);
    expect(all.filter((c) => c.type === 1).every((c) => c.title !== '')).toBe(true);
  });

  it('takes text or up to three images as an answer, and lets it be marked once', async () => {
    const quiz = await first(3, company);
    const answer = (extra: Record<string, unknown>) =>
      post('submitAnswer', { quizId: quiz.id, userId: company, ...extra });
    expect(await answer({ details: ' ', file: '' })).toEqual(refused('请输入回答或上传图片'));
    expect(await answer({ file: 'a.png,b.png,c.png,d.png' })).toEqual(refused('图片最多上传三张'));
    expect(await answer({ file: 'a.png' })).toEqual({ code: 200, msg: '回答成功' });
    const [latest] = (await page('findAnswerByQuiz', { quizId: quiz.id, memberId: chayou, pageSize: 6 })).records;
    expect(latest).toMatchObject({ file: 'a.png', details: '', status: 0, userId: company });
    // only the asker marks an answer, the answerer cannot
    const asker = s.cookieOf(String(quiz.userId));
    expect(
      (await s.call('markAnswerUseful', { query: { answerId: latest.id, type: 2 }, cookie: s.cookieOf(company) })).body,
    ).toEqual(FORBIDDEN);
    expect(
      (await s.call('markAnswerUseful', { query: { answerId: latest.id, type: 2 }, cookie: asker })).body,
    ).toMatchObject({ code: 200 });
    expect((await s.call('markAnswerUseful', { query: { answerId: latest.id, type: 1 }, cookie: asker })).body).toEqual(
      refused('该回答已评价过'),
    );
    expect((await page('findAnswerByQuiz', { quizId: quiz.id, pageSize: 6 })).records[0]).toMatchObject({ status: 2 });
  });

  it('takes a report with known reasons once per member and item', async () => {
    const reasons = await data<Row[]>('getReportType');
    expect(reasons.map((r) => r.text)).toContain('虚假信息');
    const video = await first(2);
    const report = (catalog: string) => post('submitReport', { joinId: video.id, type: '2', catalog, userId: chayou });
    expect(await report('')).toEqual(refused('请选择举报原因'));
    expect(await report('nope')).toEqual(refused('举报原因不存在'));
    expect(await report(`${reasons[0].id},${reasons[3].id}`)).toEqual({ code: 200, msg: '举报成功，我们会尽快处理' });
    expect(await report(reasons[1].id)).toEqual(refused('您已举报过该内容，请等待处理'));
  });
});

describe('details', () => {
  it('counts a read and records the browse history of a logged-in viewer', async () => {
    const video = await first(2, company);
    const before = Number((await data('findVideoById', { videoId: video.id })).views);
    expect(await data('findVideoById', { videoId: video.id, userId: company })).toMatchObject({
      views: before + 1,
      member: { id: video.userId },
    });
    const history = await page('listBrowseRecords', { userId: company, pageSize: 10 });
    expect(history.records[0]).toMatchObject({ type: 3, businessId: video.id, title: video.title });
  });

  it('answers an item with related articles and a tea-instrument shop with a page of comments', async () => {
    const article = await first(1);
    const detail = await data<Row & { articleEntities: Row[] }>('touTiaoDetail', { id: article.id });
    expect(detail.articleEntities.length).toBeGreaterThan(0);
    expect(detail.articleEntities.some((a) => a.id === article.id)).toBe(false);
    const [shop] = (await s.call('teaQiList', { query: { pageSize: 1 } })).body.data as Row[];
    const shopDetail = await data<Row & { contentEntityList: Row[] }>('teaQiDetail', {
      id: shop.id,
      pageIndex: 3,
      pageSize: 10,
    });
    expect(shopDetail.contentCount).toBeGreaterThan(20);
    expect(shopDetail.contentEntityList.length).toBe(Number(shopDetail.contentCount) - 20);
  });
});
