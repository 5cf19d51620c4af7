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
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['首页', '头条', '交易', '招聘', '我的']);
    expect(await tabs.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(200);
    const box = (await tabs.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);

    await tabs.getByRole('link', { name: '招聘' }).click();
    await page.waitForURL(/#\/ysService$/);
    expect(await tabs.getByRole('link', { name: '招聘' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();

    // an inner page of the tab keeps the tab marked, and its top bar names it with a way back
    await page.goto(url('/ysService/detail?id=job-01'));
    const back = page.getByRole('button', { name: '返回' });
    await back.waitFor();
    expect(await tabs.getByRole('link', { name: '招聘' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('.app-bar-title').innerText()).toBe('职位详情');
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
    expect((await back.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect((await back.boundingBox())!.y).toBeLessThan(52);
    await back.click();
    await page.waitForURL(/#\/ysService$/);

    await tabs.getByRole('link', { name: '我的' }).click();
    await page.waitForURL(/#\/user$/);
    expect(await tabs.getByRole('link', { name: '我的' }).getAttribute('aria-current')).toBe('page');
  });

  it('back on a page opened straight from a link goes to its tab; a tab page has no back', async () => {
    const page = await newPage(await newContext(phone));
    await page.goto(url('/leadNews/learnPX'));
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/#\/leadNews\/tjlist$/);
    expect(await page.getByRole('button', { name: '返回' }).count()).toBe(0);
  });

  it('the menu names each place once, with icons, and marks the page shown', async () => {
    const page = await newPage(await newContext(phone));
    await page.goto(url('/bigDeal'));
    await page.getByRole('button', { name: '菜单', exact: true }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await menu.waitFor();
    const texts = (await menu.getByRole('navigation').filter({ hasNot: page.getByRole('navigation', { name: '账户' }) }).getByRole('link').allInnerTexts()).map((t) => t.replace('·当前', '').trim());
    expect(texts.length).toBeGreaterThan(8);
    expect(new Set(texts).size).toBe(texts.length);
    const current = menu.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain('大宗交易');
    expect(await menu.locator('nav li svg').count()).toBe(await menu.locator('nav li').count());
  });
});
