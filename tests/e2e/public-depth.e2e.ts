import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn, loginCookie, recordsOf } from './members';

// Seed 3's public areas, second depth pass (issue 34, items 1–11): what a fresh audit found wrong in the
// running portal, each walked as a member meets it.
const { newPage, newContext, url, baseUrl } = useBrowser();

interface Creator {
  userId: string;
  memberNickName: string;
  memberHeadPic?: string;
}

const creators = () => recordsOf<Creator>(baseUrl, 'listRecommendedCreators', { pageIndex: '1', pageSize: '50' });

describe('public areas, depth (seed 3)', () => {
  it('the author page of an author with a picture keeps the name on one line beside a round avatar, at 1366 and 1920 px (§2.3)', async () => {
    const author = (await creators()).find((c) => c.memberHeadPic);
    expect(author, 'a seeded author with a picture').toBeDefined();
    for (const width of [1366, 1920]) {
      const page = await newPage(await newContext({ viewport: { width, height: 900 } }));
      await logIn(page, url, 'chayou', { redirect: `/leadNews/yshIndex?id=${author!.userId}` });
      const card = page.getByRole('article', { name: author!.memberNickName });
      const name = card.getByRole('heading', { name: author!.memberNickName });
      await name.waitFor();
      const picture = card.getByRole('img', { name: author!.memberNickName });
      const [nameBox, pictureBox, cardBox] = await Promise.all([
        name.boundingBox(),
        picture.boundingBox(),
        card.boundingBox(),
      ]);
      // the name reads as one line (it printed one character per line), wider than its first character
      expect(nameBox!.height).toBeLessThan(40);
      expect(nameBox!.width).toBeGreaterThan(40);
      // an avatar, not a picture filling the card
      expect(pictureBox!.width).toBeLessThan(cardBox!.width / 2);
      // the buttons stay inside the card, not over the first article
      const follow = card.getByRole('button', { name: /^(关注|已关注)$/ });
      const followBox = await follow.boundingBox();
      expect(followBox!.x + followBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
      expect(followBox!.y + followBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height + 1);
      await page.close();
    }
  });

  it('an active user with no picture shows the first character of the name, and the feed panel the member avatar (§2.2)', async () => {
    const bare = (await creators()).find((c) => !c.memberHeadPic && c.memberNickName);
    expect(bare, 'a seeded active user without a picture').toBeDefined();
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/leadNews' });
    // the right panel: the member's own card with a round avatar (a picture or the name's first character)
    const panel = page.locator('.page-side').locator('.record-card').first();
    await panel.locator('.avatar').waitFor();
    const articles = await recordsOf<{ id: string }>(baseUrl, 'findToutiaoByCondition', {
      pageIndex: '1',
      pageSize: '1',
      type: '1',
    });
    await page.goto(url(`/leadNews/leaddetail?id=${articles[0].id}`));
    const active = page.getByRole('list', { name: '活跃用户' }).getByRole('article', { name: bare!.memberNickName });
    await active.waitFor();
    expect((await active.locator('.avatar').textContent())?.trim()).toBe(bare!.memberNickName.slice(0, 1));
    await page.close();
  });

  it('a count or a pay typed with a point keeps it, and the form refuses it rather than read 2.5 as 25 (§5)', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    const count = page.getByLabel(field('招聘人数'));
    await count.pressSequentially('2.5');
    expect(await count.inputValue()).toBe('2.5');
    const pay = page.getByLabel(field('薪资待遇（元）'));
    await pay.pressSequentially('150.5');
    expect(await pay.inputValue()).toBe('150.5');
    await page.getByRole('button', { name: '立即发布' }).click();
    // each field says its own message inline
    await expect.poll(() => count.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => pay.getAttribute('aria-invalid')).toBe('true');
    await page.goto(url('/teaLoanApply'));
    const year = page.getByLabel(field('定植年份'));
    await year.pressSequentially('20.12');
    expect(await year.inputValue()).toBe('20.12');
    await page.close();
  });

  it('honour detail and instrument detail page their comments by 10 (§2.4, §2.9, §9)', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/honorHall' });
    const people = await recordsOf<{ id: string }>(baseUrl, 'getHonourList', {
      type: '2',
      pageIndex: '1',
      pageSize: '8',
    });
    const shops = await recordsOf<{ id: string }>(baseUrl, 'teaQiList', { pageIndex: '1', pageSize: '7' });
    const pages: string[] = [
      ...people.map((p) => `/honorHall/detail?id=${p.id}`),
      ...shops.map((s) => `/leadNews/xyChaqiD?id=${s.id}`),
    ];
    const paged = { honour: false, instrument: false };
    for (const path of pages) {
      const kind = path.startsWith('/honorHall') ? 'honour' : 'instrument';
      if (paged[kind]) continue;
      // by way of the home page: the previous detail's heading must not stand in for this one's
      await page.goto(url('/'));
      await page.getByRole('heading', { name: /^评论/ }).first().waitFor({ state: 'detached' });
      await page.goto(url(path));
      const title = page.getByRole('heading', { name: /^评论 \d+$/ }).first();
      await title.waitFor();
      const total = Number((await title.innerText()).replace(/\D/g, ''));
      if (total <= 10) continue;
      const pager = page.getByRole('navigation', { name: /评论/ });
      await pager.waitFor();
      const comments = page.locator('.comments > ol > li');
      await expect.poll(() => comments.count()).toBe(10);
      const first = await comments.first().textContent();
      await pager.getByRole('button').filter({ hasText: /^2$/ }).click();
      await expect.poll(async () => comments.first().textContent()).not.toBe(first);
      paged[kind] = true;
    }
    expect(paged).toEqual({ honour: true, instrument: true });
    await page.close();
  });

  it('a visitor opening a notice of /moreNoticewz, or a login-only page directly, is told 请先登录 on the way to login (§2.10)', async () => {
    const page = await newPage();
    await page.goto(url('/moreNoticewz'));
    const [notice] = await recordsOf<{ title: string }>(baseUrl, 'getNoticeList', { pageIndex: '1', pageSize: '10' });
    await page.getByText(notice.title).first().click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=%2FggDetail/);
    await page.goto(url('/ysService/pubjob'));
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=%2FysService%2Fpubjob/);
    await page.close();
  });

  it('a purchase detail does not list itself among 他的其他采购 (§2.6)', async () => {
    const requests = await recordsOf<{ id: string; memberId: string }>(baseUrl, 'listWantBuys', {
      pageIndex: '1',
      pageSize: '20',
    });
    const byBuyer = requests.find((r) => requests.filter((o) => o.memberId === r.memberId).length > 1) ?? requests[0];
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/bigDeal/cgdetail?id=${byBuyer.id}` });
    const others = page.getByRole('list', { name: '他的其他采购' }).getByRole('listitem');
    await expect.poll(() => others.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const links = await others.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.some((href) => href.endsWith(`id=${byBuyer.id}`))).toBe(false);
    await page.close();
  });

  it('the owner of a purchase request is not offered 立即报价 on their own request (§2.6)', async () => {
    const requests = await recordsOf<{ id: string; memberId: string; isOffer: number | string }>(
      baseUrl,
      'listWantBuys',
      { pageIndex: '1', pageSize: '50' },
    );
    const owner = await loginCookie(baseUrl, 'xinyangcha', 1);
    // one still taking offers: another member would be offered 立即报价 on it
    const own = requests.find((r) => r.memberId === owner.id && String(r.isOffer) === '1');
    const other = requests.find((r) => r.memberId !== owner.id);
    expect(own, 'a seeded open request of xinyangcha').toBeDefined();
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: `/bigDeal/cgdetail?id=${other!.id}` });
    await page
      .getByRole('button', { name: /^(立即报价|已结束)$/ })
      .first()
      .waitFor();
    await page.goto(url(`/bigDeal/cgdetail?id=${own!.id}`));
    await page.getByRole('list', { name: '他的其他采购' }).waitFor();
    expect(await page.getByRole('button', { name: '立即报价' }).count()).toBe(0);
    await page.close();
  });
});
