import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { apiAs, logIn } from './members';

// The home page as a YAML page (seed 2 §2.4, §7.4, §9): every block with the sandbox's data, in the
// seed's numbers; its calls go out in two waves (the first screen's, then the rest's); the banner,
// sign-in, follow and shortcut actions work.
const { newPage, newContext, url, baseUrl } = useBrowser();

const items = (page: Page, list: string) => page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

/** Records when the page's code asks for each API call and when the answer comes back. */
async function recordCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { path: string; start: number; end: number }[] = [];
    (window as unknown as { __calls: typeof calls }).__calls = calls;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const address = input instanceof Request ? input.url : String(input);
      const entry = { path: new URL(address, location.href).pathname, start: performance.now(), end: Infinity };
      if (entry.path.startsWith('/api/')) calls.push(entry);
      try {
        return await original(input, init);
      } finally {
        entry.end = performance.now();
      }
    };
  });
}

describe('home page', () => {
  it('shows every block with the seed numbers', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    await page.locator('[aria-roledescription="轮播图"]').first().waitFor();
    await expect.poll(() => items(page, '公告').count(), { timeout: 15_000 }).toBe(5);
    await expect.poll(() => items(page, '云赏头条').count()).toBe(5);
    await expect.poll(() => items(page, '茶园用工').count()).toBe(6);
    await expect.poll(() => items(page, '最新职位').count()).toBe(3);
    await expect.poll(() => items(page, '茶园茶器').count()).toBe(2);
    await expect.poll(() => items(page, '推荐云尚号').count()).toBe(10);
    await expect.poll(() => items(page, '报名中').count()).toBeGreaterThan(0);
    expect(await items(page, '报名中').count()).toBeLessThanOrEqual(2);
    await expect.poll(() => items(page, '我要买').count()).toBe(4);
    await page.getByRole('tab', { name: '我有货' }).click();
    await expect.poll(() => items(page, '我有货').count()).toBe(2);
    // the banner, the four advertisement spaces and the honour slides
    expect(await page.locator('[aria-roledescription="轮播图"]').count()).toBe(6);
    // a visitor is offered to log in or register
    for (const name of ['登录', '个人注册', '法人注册'])
      await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBeGreaterThan(0);
  });

  it('我有货 shows each supply with its member, information, date and first image', async () => {
    const supplies = (await apiAs(baseUrl, 'listSourceGoods', { query: { pageIndex: '1', pageSize: '2' } })) as unknown;
    const records = (
      Array.isArray(supplies) ? supplies : (supplies as { records: Record<string, string>[] }).records
    ) as Record<string, string>[];
    expect(records).toHaveLength(2);
    const page = await newPage();
    await page.goto(url('/'));
    await page.getByRole('tab', { name: '我有货' }).click();
    await expect.poll(() => items(page, '我有货').count(), { timeout: 15_000 }).toBe(2);
    for (const [i, supply] of records.entries()) {
      const item = items(page, '我有货').nth(i);
      await item.getByRole('heading', { name: supply.memberNickName }).waitFor();
      const text = await item.innerText();
      expect(text).toContain(supply.detailedInformation.slice(0, 10));
      expect(text).toContain(supply.crtTime.slice(0, 10));
      expect(await item.locator('img').first().getAttribute('src')).toBe(supply.imgs.split(',')[0]);
    }
  });

  it("asks for the first screen's data at once, then for the rest of the page at once", async () => {
    const context = await newContext();
    const page = await newPage(context);
    await recordCalls(page);
    await page.goto(url('/'));
    await expect.poll(() => items(page, '推荐云尚号').count(), { timeout: 15_000 }).toBe(10);
    await page.waitForLoadState('networkidle');
    const calls = await page.evaluate(
      () => (window as unknown as { __calls: { path: string; start: number; end: number }[] }).__calls,
    );
    // the page's own calls: not the shell's (its footer's app QR codes)
    const pageCalls = calls.filter((c) => c.path !== '/api/advertisement/getAdvertisementList');
    expect(pageCalls.length).toBeGreaterThanOrEqual(12);
    // waterfall depth: how many calls in a row each waited for the one before to answer
    const depth = (call: (typeof calls)[number]): number =>
      1 + Math.max(0, ...pageCalls.filter((c) => c.end <= call.start).map(depth));
    const seen = JSON.stringify(pageCalls.map((c) => [c.path, Math.round(c.start), Math.round(c.end)]));
    // the first screen (the banner and what is under it) goes first, its calls all together; the blocks
    // further down wait for those answers (block-stage.tsx), then ask all theirs together
    const first = pageCalls.filter((c) => depth(c) === 1).map((c) => c.path);
    expect(first, seen).toEqual(
      expect.arrayContaining([
        '/api/home/homeBannerList',
        '/api/home/homeBannerListConfig',
        '/api/advertisement/advertisement',
      ]),
    );
    expect(first.length, seen).toBeLessThan(pageCalls.length);
    expect(Math.max(...pageCalls.map(depth)), seen).toBe(2);
  });

  it('opens a banner with content at its index', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou');
    const banner = page.locator('[aria-roledescription="轮播图"]').first();
    await banner.waitFor();
    await banner.getByRole('button', { name: '第1张' }).click();
    await banner.locator('[aria-hidden="false"] :is(a, button)').first().click();
    await page.waitForURL(/#\/contentDetail\?index=0$/);
    await page.getByText('第三十三届信阳茶文化节将于四月下旬在浉河区开幕').waitFor();
  });

  it('a banner stands still while the keyboard is in it, and turns again once the focus leaves', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    // the honour hall's banner turns every 3 s (spec/routes.yaml)
    const banner = page.getByRole('region', { name: '荣誉殿堂' }).locator('[aria-roledescription="轮播图"]');
    await banner.locator('[aria-hidden="false"] button').first().focus();
    const at = await banner.getAttribute('data-index');
    await page.waitForTimeout(4_500);
    expect(await banner.getAttribute('data-index')).toBe(at);
    expect(await banner.evaluate((b) => b.contains(document.activeElement))).toBe(true);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect.poll(() => banner.getAttribute('data-index'), { timeout: 10_000 }).not.toBe(at);
  });

  it('lets a member sign in for the day, follow a creator, and open the tea loan', async () => {
    const page = await newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await logIn(page, url, 'yunshang');
    // the chat client starts on the home page for a member
    await expect.poll(() => sockets.some((s) => s.includes('/__chat')), { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: '签到', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('list', { name: '签到日历' }).waitFor();
    // the file's own sandbox: the member has not signed in today
    await dialog.getByRole('button', { name: '立即签到' }).click();
    await toast(page, '签到成功').waitFor();
    await dialog.getByRole('button', { name: '已签到' }).waitFor();
    await page.keyboard.press('Escape');

    const creator = items(page, '推荐云尚号').first();
    const follow = creator.getByRole('button', { name: /^(关注|已关注)$/ });
    expect(await follow.innerText()).toBe('关注');
    await follow.click();
    await toast(page, '关注成功').waitFor();
    await expect.poll(() => follow.innerText()).toBe('已关注');

    await page.getByRole('link', { name: '花卉市场' }).click();
    await page.waitForURL(/#\/flowerMarket$/);
    await page.getByText('本门户不提供该频道的内容', { exact: false }).waitFor();
    await page.goBack();

    await page.getByRole('button', { name: '茶农贷款' }).click();
    await page.waitForURL(/#\/teaLoanApply$/);
  });
});
