import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { logIn } from './members';

// A visitor who opens a login-only page is told 请先登录 (seed 1 §8) and sent to log in, coming back after:
// by an address typed or shared, and by a card's link on a public list (/moreNoticewz's notices).
const { newPage, url } = useBrowser();

describe('login-only pages opened by a visitor', () => {
  it('an address typed: 请先登录, then the login page that comes back to it', async () => {
    const page = await newPage();
    await page.goto(url('/user/mySC'));
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=%2Fuser%2FmySC/);
  });

  it('a notice on /moreNoticewz: 请先登录, then the login page that comes back to the notice', async () => {
    const page = await newPage();
    await page.goto(url('/moreNoticewz'));
    await page.getByRole('list', { name: '公告' }).getByRole('listitem').first().getByRole('link').first().click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=%2FggDetail/);
  });

  it('a member who logs out on a member page is not told 请先登录', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/mySC' });
    const told: string[] = [];
    await page.exposeFunction('__told', (text: string) => told.push(text));
    await page.evaluate(() => {
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]'))
          if (status.textContent === '请先登录') (window as unknown as { __told(t: string): void }).__told('请先登录');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: '退出' }).first().click();
    await page.waitForURL((u) => !u.hash.startsWith('#/user'));
    await page.waitForTimeout(500);
    expect(told).toEqual([]);
  });
});
