import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logIn } from './members';

// Issue 32: on a phone (≤ 600 px) the shell is an app — a tab bar that stays at the bottom and marks the
// current tab (spec/routes.yaml navigation.tabs), a compact top bar that stays with a way back on inner
// pages, and a menu that names each place once with the page shown marked.
const { newContext, newPage, url } = useBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('phone-grade navigation (390 × 844)', () => {
  it('the tab bar stays on screen, navigates and marks the current tab, on inner pages too', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou');
    const tabs = page.getByRole('navigation', { name: '底部导航' });
    await expect.poll(() => tabs.getByRole('link').allInnerTexts()).toEqual(['首页', '头条', '交易', '招聘', '我的']);
    await expect.poll(() => tabs.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(200);
    const box = (await tabs.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);

    await tabs.getByRole('link', { name: '招聘' }).click();
    await page.waitForURL(/#\/ysService$/);
    await expect.poll(() => tabs.getByRole('link', { name: '招聘' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();

    // an inner page of the tab keeps the tab marked, and its top bar names it with a way back
    await page
      .getByRole('button', { name: '发布职位' })
      .or(page.getByRole('link', { name: '发布职位' }))
      .first()
      .click();
    await page.waitForURL(/#\/ysService\/pubjob/);
    const back = page.getByRole('button', { name: '返回' });
    await back.waitFor();
    await expect.poll(() => tabs.getByRole('link', { name: '招聘' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('.app-bar-title').innerText()).toBe('发布职位');
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
    expect((await back.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect((await back.boundingBox())!.y).toBeLessThan(52);
    await back.click();
    await page.waitForURL(/#\/ysService$/);

    await tabs.getByRole('link', { name: '我的' }).click();
    await page.waitForURL(/#\/user$/);
    await expect.poll(() => tabs.getByRole('link', { name: '我的' }).getAttribute('aria-current')).toBe('page');
  });

  it('back on a page opened straight from a link goes to its tab; a tab page has no back', async () => {
    const page = await newPage(await newContext(phone));
    await page.goto(url('/leadNews/learnPX'));
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/#\/leadNews\/tjlist$/);
    await expect.poll(() => page.getByRole('button', { name: '返回' }).count()).toBe(0);
  });

  it('the menu names each place once, with icons, and marks the page shown', async () => {
    const page = await newPage(await newContext(phone));
    await page.goto(url('/bigDeal'));
    await page.getByRole('button', { name: '菜单', exact: true }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await menu.waitFor();
    const texts = (
      await menu
        .getByRole('navigation')
        .filter({ hasNot: page.getByRole('navigation', { name: '账户' }) })
        .getByRole('link')
        .allInnerTexts()
    ).map((t) => t.replace('·当前', '').trim());
    expect(texts.length).toBeGreaterThan(8);
    expect(new Set(texts).size).toBe(texts.length);
    const current = menu.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain('大宗交易');
    expect(await menu.locator('nav li svg').count()).toBe(await menu.locator('nav li').count());
  });

  it('a job detail acts like an app: its actions in a fixed bar at the bottom, the revealed phone a tel: link', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/ysService/detail?id=job-01' });
    const bar = page.locator('.record-actions');
    await bar.getByRole('button', { name: '查看电话' }).waitFor();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);
    expect(await page.getByRole('navigation', { name: '底部导航' }).isVisible()).toBe(false);
    await bar.getByRole('button', { name: '查看电话' }).click();
    const tel = bar.getByRole('link', { name: /^1\d{10}$/ });
    expect(await tel.getAttribute('href')).toMatch(/^tel:1\d{10}$/);
  });

  it.each([390, 320])(
    "a job detail's action bar fits %i px: no sideways scroll, every action whole, on top and clickable, nothing hidden behind it",
    async (width) => {
      const page = await newPage(await newContext({ ...phone, viewport: { width, height: 844 } }));
      await logIn(page, url, 'chayou', { redirect: '/ysService/detail?id=job-01' });
      const bar = page.locator('.record-actions');
      const actions = [/^咨询TA$/, /^(收藏|已收藏)$/, /^查看电话$/, /^查看地图$/];
      await bar.getByRole('button', { name: '查看电话' }).waitFor();
      const fits = async () => {
        const row = await bar
          .locator('.action-bar')
          .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(row.scroll).toBeLessThanOrEqual(row.client);
        const controls = await bar.locator('button, a').all();
        expect(controls.length).toBeGreaterThan(0);
        for (const control of controls) {
          const box = (await control.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.y + box.height).toBeLessThanOrEqual(844);
          // what a tap at its middle reaches is the control itself
          const hit = await control.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return top !== null && el.contains(top);
          });
          expect(hit).toBe(true);
        }
        // scrolled to the end, the page's last line stays above the bar
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(100);
        const card = (await page.locator('main article').first().boundingBox())!;
        expect(card.y + card.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
      };
      for (const name of actions) expect(await bar.getByRole('button', { name }).isVisible()).toBe(true);
      await fits();
      await bar.getByRole('button', { name: '查看地图' }).click();
      const map = page.getByRole('dialog');
      await map.waitFor();
      await page.keyboard.press('Escape');
      await map.waitFor({ state: 'hidden' });
      // the revealed number is longer than its button: the bar still fits
      await bar.getByRole('button', { name: '查看电话' }).click();
      await bar.getByRole('link', { name: /^1\d{10}$/ }).waitFor();
      await fits();
    },
  );

  it('no date breaks across lines on the contest and festival lists', async () => {
    for (const path of ['/pbSelection', '/chaCulture']) {
      // a page of its own each: a hash change keeps the last list on screen for a moment (the festivals are
      // a member's page)
      const page = await newPage(await newContext(phone));
      await logIn(page, url, 'chayou', { redirect: path });
      const dates = page.locator('main .date-text');
      await dates.first().waitFor();
      // every block drawn (none waits behind a loading ring) before the lines are counted
      await expect.poll(() => page.locator('main [role="progressbar"]').count()).toBe(0);
      const heights = await dates.evaluateAll((spans) => spans.map((s) => (s as HTMLElement).getClientRects().length));
      expect(heights.length).toBeGreaterThan(0);
      expect(heights.every((rects) => rects === 1)).toBe(true);
    }
  });

  it('an open chat covers the screen with a way back, its input pinned at the bottom, no raw profile line', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/user/chat' });
    const other = await page.evaluate(() => sessionStorage.getItem('user_id'));
    expect(other).toBeTruthy();
    await page.goto(url('/user/chat?to=2'));
    const editor = page.getByRole('textbox', { name: '输入消息' });
    await editor.waitFor();
    expect(await editor.getAttribute('placeholder')).toMatch(/Enter.*Shift\+Enter/);
    const box = (await editor.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(700);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(
      await page
        .getByRole('navigation', { name: '底部导航' })
        .evaluate((n) => document.elementFromPoint(195, 830)?.closest('nav') === n),
    ).toBe(false);
    await page.getByRole('button', { name: '‹ 会话列表' }).waitFor();
    expect(await page.getByText(/性别：|加好友验证：/).count()).toBe(0);
  });

  it('a form for thumbs: the phone field brings the dial pad, a failed submit brings the first field in error into view with the focus', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    const phoneField = page.getByRole('textbox', { name: /^联系电话/ });
    await phoneField.waitFor();
    expect(await phoneField.getAttribute('type')).toBe('tel');
    expect(await phoneField.getAttribute('inputmode')).toBe('tel');
    await phoneField.fill('');
    await page.getByRole('button', { name: '立即发布' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    const box = (await page.evaluate(() =>
      (document.activeElement as HTMLElement).getBoundingClientRect().toJSON(),
    )) as DOMRect;
    expect(box.top).toBeGreaterThanOrEqual(52);
    expect(box.bottom).toBeLessThanOrEqual(844);
  });
});
