import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { apiAs, logIn, loginCookie, png } from './members';

// More of seed 3 that worked with no test showing it (tests/trace/seed-3.tsv cites these titles): the
// feed shell and its details, the buttons activities and contests show by type and status, the expert's
// like, and the goods form's removable pictures.
const { newPage, url, baseUrl } = useBrowser();

const rows = <T>(answer: unknown) => (Array.isArray(answer) ? answer : (answer as { records: T[] }).records) as T[];

describe('seed 3 trace: headline feed', () => {
  interface FeedItem {
    id: string;
    type: number;
    title?: string;
    details?: string;
  }
  /** The recommended feed as a visitor's first `n` items (the answer the page reads). */
  const feedOf = async (n: number) =>
    rows<FeedItem>(await apiAs(baseUrl, 'findToutiaoByCondition', { query: { pageIndex: '1', pageSize: String(n) } }));
  // a card is named by its title; a question's is its text
  const nameOf = (item: FeedItem) => (item.type === 3 ? item.details : item.title)!;
  // the list is named after its page: 云赏头条 at /leadNews, 推荐 at /leadNews/tjlist
  const shown = (page: Page, list = '云赏头条') =>
    page
      .getByRole('list', { name: list, exact: true })
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  it('/leadNews itself lists the recommended feed, 6 a page', async () => {
    const feed = await feedOf(12);
    const page = await newPage();
    await page.goto(url('/leadNews'));
    await expect.poll(() => page.title()).toMatch(/^云赏头条/);
    // exactly the feed's first six, in its order, then the next six on page 2
    await expect.poll(() => shown(page), { timeout: 10_000 }).toEqual(feed.slice(0, 6).map(nameOf));
    await page.getByRole('navigation', { name: '云赏头条分页' }).getByRole('button', { name: '前往第2页' }).click();
    await expect.poll(() => shown(page), { timeout: 10_000 }).toEqual(feed.slice(6, 12).map(nameOf));
    // the same list as 推荐 (/leadNews/tjlist)
    await page.goto(url('/leadNews/tjlist'));
    await expect.poll(() => shown(page, '推荐'), { timeout: 10_000 }).toEqual(feed.slice(0, 6).map(nameOf));
    for (const tab of ['推荐', '关注', '短视频', '问答', '学习培训'])
      await page.getByRole('link', { name: tab, exact: true }).first().waitFor();
  });

  it('the feed shows each item type its way: an article opens its detail, a video its player (type=2) under its poster, a question its Q&A page', async () => {
    const feed = await feedOf(100);
    const page = await newPage();
    for (const type of [1, 2, 3]) {
      const at = feed.findIndex((item) => item.type === type);
      expect(at, `a published item of type ${type} in the feed`).toBeGreaterThanOrEqual(0);
      const item = feed[at];
      await page.goto(url(`/leadNews?page=${Math.floor(at / 6) + 1}`));
      const card = page
        .getByRole('list', { name: '云赏头条', exact: true })
        .getByRole('article', { name: nameOf(item), exact: true });
      await card.waitFor({ timeout: 10_000 });
      const link = page
        .getByRole('list', { name: '云赏头条', exact: true })
        .getByRole('link')
        .filter({ has: page.getByRole('article', { name: nameOf(item), exact: true }) });
      const target = (await link.getAttribute('href'))!;
      if (type === 1) expect(target).toBe(`#/leadNews/leaddetail?id=${item.id}`);
      if (type === 2) {
        expect(target).toBe(`#/leadNews/leaddetail?id=${item.id}&type=2`);
        // the poster, not a text-only card
        expect(await card.getByRole('img', { name: '封面' }).count()).toBeGreaterThan(0);
        await link.click();
        await page.locator('video').waitFor();
      }
      if (type === 3) {
        expect(target).toBe(`#/leadNews/twdetail?id=${item.id}`);
        await card.getByRole('heading', { name: item.details }).waitFor();
      }
    }
  });

  it('the feed panel lists at most 3 tea-culture activities; a visitor is asked to log in to open one', async () => {
    const page = await newPage();
    await page.goto(url('/leadNews/tjlist'));
    const activities = page.getByRole('list', { name: '茶文化活动' }).getByRole('listitem');
    await expect.poll(() => activities.count(), { timeout: 10_000 }).toBe(3);
    await activities.first().getByRole('link').click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=/);
  });

  it('a short video opens its detail with type=2; the detail has two tea-garden jobs and the active users beside it', async () => {
    const page = await newPage();
    await page.goto(url('/leadNews/dsplist'));
    await page.getByRole('list', { name: '短视频' }).getByRole('link').first().click();
    await page.waitForURL(/leaddetail\?id=.*type=2/);
    await page.locator('video').first().waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: '茶园用工' }).getByRole('listitem').count(), { timeout: 10_000 })
      .toBe(2);
    await expect
      .poll(() => page.getByRole('list', { name: '活跃用户' }).getByRole('listitem').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it('author home: a question card offers 写回答 and 收藏 and opens the question', async () => {
    const { id } = await loginCookie(baseUrl, 'chayou', 0);
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: `/leadNews/yshIndex?id=${id}` });
    await page.getByRole('tab', { name: '问答' }).click();
    const question = page.getByRole('list', { name: '问答' }).getByRole('listitem').first();
    await question.getByRole('button', { name: '写回答' }).waitFor();
    await question.getByRole('button', { name: /^(收藏|已收藏)$/ }).waitFor();
    await question.getByRole('link').first().click();
    await page.waitForURL(/twdetail\?id=/);
  });
});

describe('seed 3 trace: activity and contest buttons', () => {
  interface Activity {
    id: string;
    name: string;
    type: number;
    status: number;
    enterpriseIsJoin: number;
  }

  it('an online activity signing up offers 报名 and 进入展厅; an offline one without enterprises only 领取电子入场券', async () => {
    const all = rows<Activity>(
      await apiAs(baseUrl, 'getPcActivityList', { query: { pageNo: '1', pageSize: '100', status: '1' } }),
    );
    const online = all.find((a) => a.type === 1 && a.status === 2)!;
    const closed = all.find((a) => a.type === 2 && a.status === 2 && a.enterpriseIsJoin !== 1);
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/chaCulture/hddetail?id=${online.id}` });
    await page.getByRole('heading', { name: online.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: '报名', exact: true }).waitFor();
    await page.getByRole('button', { name: '进入展厅' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/chaCulture/showRoom?') && u.hash.includes(`id=${online.id}`));
    expect(closed, 'an offline activity signing up that takes no enterprises').toBeDefined();
    await page.goto(url(`/chaCulture/hddetail?id=${closed!.id}`));
    await page.getByRole('heading', { name: closed!.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: /^(领取电子入场券|已领取)$/ }).waitFor();
    expect(await page.getByRole('button', { name: '报名', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '进入展厅' }).count()).toBe(0);
  });

  it('a contest voting shows 投票 and its total votes; an ended one 查看结果, which opens the ranking', async () => {
    const contests = rows<{ id: string; name: string; status: number }>(
      await apiAs(baseUrl, 'getContestList', { query: { pageNo: '1', pageSize: '50' } }),
    );
    const voting = contests.find((c) => c.status === 3)!;
    const ended = contests.find((c) => c.status === 4)!;
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/pbSelection/detail?id=${voting.id}` });
    await page.getByRole('heading', { name: voting.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: '投票' }).waitFor();
    await page
      .getByRole('term')
      .filter({ hasText: /^总投票数$/ })
      .waitFor();
    await page
      .getByRole('term')
      .filter({ hasText: /^活动时间$/ })
      .waitFor();
    await page.goto(url(`/pbSelection/detail?id=${ended.id}`));
    await page.getByRole('heading', { name: ended.name, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '投票' }).count()).toBe(0);
    await page.getByRole('button', { name: '查看结果' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/pbSelection/ranking?') && u.hash.includes(`id=${ended.id}`));
  });
});

describe('seed 3 trace: expert and trade details', () => {
  it('expert detail: level, praise rate and comment labels; 点赞 flips with 操作成功', async () => {
    const [expert] = rows<{ id: string; realName: string }>(
      await apiAs(baseUrl, 'getExpertList', { query: { pageIndex: '1', pageSize: '8' } }),
    );
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/chajiService/chajiDetail?id=${expert.id}` });
    await page.getByRole('heading', { name: expert.realName, level: 1 }).waitFor();
    for (const label of ['级别', '好评率', '评论标签'])
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .waitFor();
    const like = page.getByRole('button', { name: /^(点赞|已点赞)/ });
    const before = (await like.textContent()) ?? '';
    await like.click();
    await toast(page, '操作成功').waitFor();
    await expect.poll(() => like.textContent()).not.toBe(before);
    await like.click();
    await expect.poll(() => like.textContent()).toBe(before);
  });

  it('a purchase request whose time is up reads 已结束 and takes no offer', async () => {
    const wants = rows<{ id: string; goodName: string; offerHaveTime: string }>(
      await apiAs(baseUrl, 'listWantBuys', { query: { pageIndex: '1', pageSize: '100' } }),
    );
    const ended = wants.find((w) => w.offerHaveTime === '0天');
    expect(ended, 'a request at 0天 in the sandbox').toBeDefined();
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/bigDeal/cgdetail?id=${ended!.id}` });
    await page.getByRole('heading', { name: ended!.goodName, level: 1 }).waitFor();
    const button = page.getByRole('button', { name: '已结束' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '立即报价' }).count()).toBe(0);
  });

  it('publish goods: a picked picture can be removed again, after a confirm', async () => {
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/bigDeal/pubPro' });
    const input = page.locator('input[type=file]').first();
    await input.waitFor({ state: 'attached' });
    await input.setInputFiles({ name: '毛尖.png', mimeType: 'image/png', buffer: png(8, 8, [90, 150, 70]) });
    const pictures = page.getByRole('main').getByRole('img', { name: /商品图片/ });
    await expect.poll(() => pictures.count(), { timeout: 10_000 }).toBe(1);
    // removal asks first: cancelled, the picture stays; confirmed, it goes
    const asked: string[] = [];
    page.once('dialog', (d) => (asked.push(d.message()), d.dismiss()));
    await page.getByRole('button', { name: '删除图片' }).click();
    await toast(page, '已取消删除').waitFor();
    expect(await pictures.count()).toBe(1);
    page.once('dialog', (d) => (asked.push(d.message()), d.accept()));
    await page.getByRole('button', { name: '删除图片' }).click();
    await expect.poll(() => pictures.count(), { timeout: 10_000 }).toBe(0);
    expect(asked).toEqual(['确定要删除这张图片吗？', '确定要删除这张图片吗？']);
  });

  it('hall cards: a purchase request shows the enterprise image and name, goods, volume and time left; goods show their picture', async () => {
    const [want] = rows<{ goodName: string; enterpriseName: string; purchaseVolume: string; offerHaveTime: string }>(
      await apiAs(baseUrl, 'listWantBuys', { query: { pageIndex: '1', pageSize: '4' } }),
    );
    const page = await newPage();
    await page.goto(url('/bigDeal'));
    const card = page
      .getByRole('list', { name: '我要买' })
      .getByRole('listitem')
      .filter({ hasText: want.goodName })
      .first();
    await card.waitFor();
    const text = await card.innerText();
    for (const part of [want.enterpriseName, want.purchaseVolume, '采购量']) expect(text).toContain(part);
    if (want.offerHaveTime !== '0天') expect(text).toContain(want.offerHaveTime);
    expect(await card.getByRole('img').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: '我有货' }).click();
    const goods = page.getByRole('list', { name: '我有货' }).getByRole('listitem');
    await expect.poll(() => goods.first().getByRole('img').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
