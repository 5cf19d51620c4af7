import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { apiAs, logIn, loginCookie, phoneOf, registerMember } from './members';

// The creator data pages (seed 2 §2.3, issue 32 §7): the member's own figures from getCreatorFigures —
// the same fans /user counts — with the 7-day / 30-day switch, and 暂无统计 for a member with nothing yet.
const { newPage, newContext, url, baseUrl } = useBrowser();

type Totals = Record<string, number>;
const totalsOf = async (cookie: string, days: 7 | 30) =>
  ((await apiAs(baseUrl, 'getCreatorFigures', { query: { days: String(days) }, cookie })) as { totals: Totals }).totals;
const tiles = async (page: Page) => ({
  terms: await page.getByRole('term').allTextContents(),
  values: await page.getByRole('definition').allTextContents(),
});
/** The page at 1440 px, and logged in on a phone (390 px) in a context of its own. */
const shots = async (page: Page, name: string, account: string, password = 'Tea12345') => {
  await page.screenshot({ path: `/tmp/shots/${name}-1440.png`, fullPage: true });
  const phone = await newPage(
    await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
  );
  await logIn(phone, url, account, { password, redirect: new URL(page.url()).hash.slice(1) });
  await phone
    .getByRole('figure')
    .or(phone.getByText('暂无统计', { exact: true }))
    .first()
    .waitFor();
  await phone.screenshot({ path: `/tmp/shots/${name}-390.png`, fullPage: true });
  await phone.context().close();
};

/** A new member, real-name verified (the data pages' gate) and with no works and no fans. */
async function verifiedNewcomer(): Promise<string> {
  const phone = phoneOf('135', 7);
  await registerMember(baseUrl, phone);
  const { cookie, id } = await loginCookie(baseUrl, phone, 0, 'Green2024');
  const idcardNo = `41150219900101${String(Date.now() % 10_000).padStart(4, '0')}`;
  const pic = '/__sandbox/uploads/id.png';
  await apiAs(baseUrl, 'submitRealName', {
    query: {
      memberId: id,
      type: '1',
      idcardPositivePic: pic,
      idcardBackPic: pic,
      idcardRealName: '茶友新芽',
      idcardNo,
    },
    cookie,
  });
  await fetch(`${baseUrl}/__sandbox/review/realname?userId=${id}&approve=1`, { method: 'POST' });
  return phone;
}

describe('creator data pages', () => {
  it("fan data and work data show the member's real figures, the fans /user counts, for 7 and 30 days", async () => {
    const page = await newPage(await newContext());
    const userId = await logIn(page, url, 'chayou', { redirect: '/userysh/etcData' });
    const { cookie } = await loginCookie(baseUrl, 'chayou', 0);
    const home = (await apiAs(baseUrl, 'getUserHomeStats', { query: { userId }, cookie })) as { fans_num: number };
    const fans = await totalsOf(cookie, 7);
    expect(fans.fans).toBe(home.fans_num);

    await page.getByRole('figure', { name: '粉丝性别分布' }).locator('svg').first().waitFor();
    await page.getByRole('figure', { name: '近7天粉丝总数' }).locator('svg').first().waitFor();
    expect(await tiles(page)).toEqual({
      terms: ['总粉丝数', '粉丝变化', '新增粉丝', '取关粉丝', '活跃粉丝'],
      values: [fans.fans, fans.fansChange, fans.newFans, fans.lostFans, fans.activeFans].map((n) =>
        n.toLocaleString('zh-CN'),
      ),
    });
    expect(await page.getByText(/示例数据/).count()).toBe(0);
    await shots(page, 'etc-data', 'chayou');

    await page.goto(url('/userysh/opusData'));
    await page.getByRole('figure', { name: '近7天作品数据趋势' }).locator('svg').first().waitFor();
    const week = await totalsOf(cookie, 7);
    expect((await tiles(page)).values).toEqual(
      [week.reads, week.fanReads, week.likes, week.comments, week.favourites].map((n) => n.toLocaleString('zh-CN')),
    );
    await page.getByRole('button', { name: '近30天' }).click();
    await page.getByRole('figure', { name: '近30天作品数据趋势' }).locator('svg').first().waitFor();
    expect(await page.getByRole('button', { name: '近30天' }).getAttribute('aria-pressed')).toBe('true');
    const month = await totalsOf(cookie, 30);
    expect(await tiles(page)).toEqual({
      terms: ['阅读量', '粉丝阅读量', '点赞量', '评论量', '收藏量'],
      values: [month.reads, month.fanReads, month.likes, month.comments, month.favourites].map((n) =>
        n.toLocaleString('zh-CN'),
      ),
    });
    // the demo's comments reach back beyond a week: the month counts more than the week
    expect(month.comments).toBeGreaterThan(week.comments);
    await shots(page, 'opus-data', 'chayou');
  });

  it('says 暂无统计 to a member with no works and no fans, and draws nothing', async () => {
    const page = await newPage();
    const newcomer = await verifiedNewcomer();
    await logIn(page, url, newcomer, { password: 'Green2024', redirect: '/userysh/etcData' });
    await page.getByText('暂无统计', { exact: true }).waitFor();
    expect(await page.getByRole('figure').count()).toBe(0);
    expect(await page.getByRole('term').count()).toBe(0);
    await shots(page, 'etc-data-newcomer', newcomer, 'Green2024');
    await page.goto(url('/userysh/opusData'));
    await page.getByRole('button', { name: '近30天' }).click();
    await page.getByText('暂无统计', { exact: true }).waitFor();
    expect(await page.getByRole('figure').count()).toBe(0);
  });
  it('draws its charts one a task, not all three in one long task', async () => {
    // nivo draws a chart in one task (~100 ms on a phone's CPU): three drawn in one commit were one long task that
    // held the first tap (Lighthouse TBT 382 ms on /userysh/etcData). Each chart's drawing is an <svg> added to its
    // figure; a MutationObserver's callback runs once per task that changed the page, so charts drawn in one
    // commit arrive in one callback.
    const context = await newContext();
    await context.addInitScript(`
      window.__chartBatches = [];
      new MutationObserver((records) => {
        const drawn = records.flatMap((r) => [...r.addedNodes]).filter(
          (n) => n instanceof Element && (n.matches('figure.chart svg') || n.querySelector?.('figure.chart svg')),
        ).length;
        if (drawn) window.__chartBatches.push(drawn);
      }).observe(document, { childList: true, subtree: true });
    `);
    const page = await newPage(context);
    await logIn(page, url, 'chayou', { redirect: '/userysh/etcData' });
    await expect.poll(() => page.locator('figure.chart svg').count()).toBeGreaterThanOrEqual(3);
    const figures = await page.locator('figure.chart').count();
    const batches = await page.evaluate(() => (window as unknown as { __chartBatches: number[] }).__chartBatches);
    expect(batches.length, `charts drawn per task: ${batches.join(', ')}`).toBeGreaterThanOrEqual(figures);
  });
});
