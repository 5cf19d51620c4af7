import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { logIn, publishArticle, recordsOf, reviewWork } from './members';

// Seed behaviours found missing or wrong by reading the seeds against the running portal (issue 23):
// gates, masks, relative times, read-only comments, the notice banner, the instrument's private chat,
// a contestant's favourite, rejection reasons, one fan figure per member and a video that plays.
const { newPage, url, baseUrl } = useBrowser();

/** seed 2 §9: "N天前" only under 3 days */
const DAYS_AGO_FROM_3 = /(?:[3-9]|\d{2,})天前/;
/** seed 2 §9: month-day and time under 30 days */
const MONTH_DAY_TIME = /\d{2}-\d{2} \d{2}:\d{2}/;

/** The figure a `dl` of counters shows under `label`. */
const figure = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .locator('dl > *', { has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

describe('seed behaviours', () => {
  it('签到 on the home page tells a visitor 请先登录, then logs in and comes back (seed 2 §5)', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    await page.getByRole('button', { name: '签到', exact: true }).click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=%2F$/);
  });

  it("the personal centre hides digits 4–7 of a sub-member's phone (seed 2 §9)", async () => {
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/user/zgzgMypub?tab=2' });
    const rows = page.getByRole('list', { name: '村长' }).getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const text = await rows.first().innerText();
    expect(text).toMatch(/手机号：?\s*139\*{4}\d{4}/);
    expect(text).not.toMatch(/1\d{10}/);
  });

  it('the Q&A square and comment management say days ago only under 3 days (seed 2 §9)', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/userysh/pubAsk' });
    const main = page.locator('main');
    await main.getByRole('button', { name: '写回答' }).first().waitFor({ timeout: 10_000 });
    expect(await main.innerText()).not.toMatch(DAYS_AGO_FROM_3);
    expect(await main.innerText()).toMatch(MONTH_DAY_TIME);

    await page.goto(url('/userysh/commentManage'));
    // the oldest work with comments on the first page: its comments are weeks old
    await page
      .getByRole('listitem')
      .filter({ hasText: /评论 [1-9]/ })
      .last()
      .click();
    const thread = page.locator('.comments');
    await thread.getByRole('listitem').first().waitFor({ timeout: 10_000 });
    expect(await thread.innerText()).not.toMatch(DAYS_AGO_FROM_3);
    expect(await thread.innerText()).toMatch(MONTH_DAY_TIME);
  });

  it('closed comments stay readable, without the box or replies (seed 3 §6)', async () => {
    const articles = await recordsOf<{ id: string; title: string; commentIsDisable: number }>(
      baseUrl,
      'findToutiaoByCondition',
      { pageIndex: '1', pageSize: '100', type: '1' },
    );
    const closed = articles.find((a) => a.commentIsDisable === 1)!;
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/leadNews/leaddetail?id=${closed.id}` });
    const thread = page.locator('.comments');
    await expect.poll(() => thread.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    expect(await thread.getByRole('textbox').count()).toBe(0);
    expect(await thread.getByRole('button', { name: '回复' }).count()).toBe(0);
    // the likes stay: only writing is closed
    expect(await thread.getByRole('button', { name: /赞/ }).count()).toBe(2);
  });

  it('the notice pages show the banner (seed 3 §2.10)', async () => {
    const page = await newPage();
    await page.goto(url('/moreNoticewz'));
    await page.locator('[aria-roledescription="轮播图"]').waitFor();
    const notices = page.getByRole('list', { name: '公告' }).getByRole('listitem');
    await expect.poll(() => notices.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const [notice] = await recordsOf<{ id: string; title: string }>(baseUrl, 'getNoticeList', {
      pageIndex: '1',
      pageSize: '10',
    });
    await logIn(page, url, 'chayou', { redirect: `/ggDetail?id=${notice.id}` });
    await page.getByRole('heading', { name: notice.title }).waitFor();
    await page.locator('[aria-roledescription="轮播图"]').waitFor();
    await page.goto(url('/moreNotice'));
    await page.locator('[aria-roledescription="轮播图"]').waitFor();
  });

  it('an instrument has a private chat with its owner, whose empty message says 请输入要发送的消息 (seed 3 §2.10, §5)', async () => {
    const [shop] = await recordsOf<{ id: string; name: string }>(baseUrl, 'teaQiList', {
      pageIndex: '1',
      pageSize: '7',
    });
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/leadNews/xyChaqiD?id=${shop.id}` });
    await page.getByRole('button', { name: '私信' }).click();
    // titled with the page's name for the owner until the chat knows them, then with the chat's one name
    const dialog = page.getByRole('dialog', { name: /^咨询 / });
    const send = dialog.getByRole('button', { name: '发送', exact: true });
    await expect.poll(() => send.isEnabled(), { timeout: 10_000 }).toBe(true);
    await send.click();
    await toast(page, '请输入要发送的消息').waitFor();
    await dialog.getByRole('textbox', { name: '输入消息' }).fill('请问这套茶具还有货吗？');
    await send.click();
    await dialog.getByText('请问这套茶具还有货吗？').waitFor();
  });

  it('a contestant can be favourited, type 6 (seed 3 §4)', async () => {
    const [contest] = await recordsOf<{ id: string }>(baseUrl, 'getContestList', {
      pageNo: '1',
      pageSize: '50',
      status: '2',
    });
    const [contestant] = await recordsOf<{ id: string }>(baseUrl, 'getContestantList', {
      activityId: contest.id,
      pageNo: '1',
      pageSize: '8',
    });
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/pbSelection/toupiaoDetail?id=${contestant.id}&type=1` });
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await toast(page, '收藏成功').waitFor();
    await page.reload();
    await page.getByRole('button', { name: '已收藏' }).click();
    await toast(page, '取消收藏成功').waitFor();
    await page.getByRole('button', { name: '收藏', exact: true }).waitFor();
  });

  it('the user home shows why a work did not pass, and one fan figure (seed 2 §2.2, §4)', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/user' });
    // the member's newest articles, so both are on the first page whatever the suite published before: one
    // rejected by the operators, one still under review
    const rejectedWork = await publishArticle(baseUrl, page, userId, `春茶采摘手记${Date.now()}`);
    await reviewWork(baseUrl, rejectedWork.id, false, '配图与正文不符');
    const pendingWork = await publishArticle(baseUrl, page, userId, `秋茶品鉴手记${Date.now()}`);
    await page.reload();
    const works = page.getByRole('list', { name: '我的作品' }).getByRole('listitem');
    await expect.poll(() => works.count(), { timeout: 10_000 }).toBe(5);
    await page.getByRole('region', { name: '我的作品' }).getByRole('tab', { name: '文章' }).click();
    await expect.poll(() => page.url()).toContain('worktab=2');
    const rejected = works.filter({ hasText: rejectedWork.title });
    await rejected.waitFor();
    expect(await rejected.innerText()).toContain('未通过');
    expect(await rejected.innerText()).toContain('驳回原因：配图与正文不符');
    const pending = works.filter({ hasText: pendingWork.title });
    expect(await pending.innerText()).toContain('审核中');
    expect(await pending.innerText()).not.toContain('驳回原因');

    const fans = page.getByRole('list', { name: '粉丝', exact: true }).getByRole('listitem');
    await expect.poll(() => fans.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const rows = await fans.count();
    await expect.poll(() => figure(page, '个人资料', '粉丝').innerText()).toBe(String(rows));
    await expect.poll(() => figure(page, '数据概览', '粉丝').innerText()).toBe(String(rows));
  });

  it('a learning video plays (seed 3 §2.2)', async () => {
    const [video] = await recordsOf<{ id: string }>(baseUrl, 'studyVideoPageList', {
      pageIndex: '1',
      pageSize: '10',
      isup: '1',
    });
    const page = await newPage();
    await page.goto(url(`/leadNews/xuexiDetail?id=${video.id}`));
    const player = page.locator('video').first();
    await player.waitFor();
    await expect
      .poll(
        () =>
          player.evaluate((v: HTMLVideoElement) => ({
            ready: v.readyState >= 1,
            long: v.duration > 0,
            failed: v.error !== null,
          })),
        { timeout: 15_000 },
      )
      .toEqual({ ready: true, long: true, failed: false });
  });
});
