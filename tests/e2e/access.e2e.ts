import { describe, expect, it } from 'vitest';
import { spec } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { callApi, logIn } from './members';

// Issue 15's acceptance: a member who edits user_id in session storage to another member's id is
// refused (the server checks the HttpOnly session cookie, not the stored id) and sees nothing of
// theirs; a visitor's stale session goes to the login page with 请先登录.
const { newPage, url, baseUrl } = useBrowser();

const COMPANY = { account: 'xinyangcha', name: '信阳毛尖茶业有限公司', phone: '13800000002', creditCode: '91411500' };

describe('a session edited by hand', () => {
  it('is refused with 权限不足 and shows nothing of the other member', async () => {
    const companyId = (
      (await callApi(baseUrl, 'loginOrRegister', {
        username: COMPANY.account,
        userpass: 'Tea12345',
        isCompany: '1',
      })) as { id: string }
    ).id;
    const page = await newPage();
    const me = await logIn(page, url, 'chayou', { redirect: '/user/userInfo' });
    expect(me).not.toBe(companyId);

    await page.evaluate((id) => sessionStorage.setItem('user_id', id), companyId);
    const refused = page.waitForResponse(
      (r) => r.url().includes('/api/personalcenter/getMemberDetail') && r.url().includes(companyId),
    );
    await page.goto(url('/user'));
    expect(await (await refused).json()).toEqual(spec.accessControl.forbidden);
    await toast(page, '权限不足').waitFor();

    await page.goto(url('/user/userInfo'));
    await toast(page, '权限不足').waitFor();
    await page.waitForTimeout(500);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(COMPANY.name);
    expect(text).not.toContain(COMPANY.phone);
    expect(text).not.toContain(COMPANY.phone.slice(-4) + '\n');
    expect(
      await page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).join('|')),
    ).not.toContain(COMPANY.name);
  });

  it('a stored session the server does not know says 请先登录 and goes to login', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    // what a page would hold after its server session ended (logged out in another tab, expired)
    await page.evaluate(() => {
      sessionStorage.setItem('user_id', 'someone');
      sessionStorage.setItem('username', 'someone');
    });
    await page.goto(url('/user/userInfo'));
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=%2Fuser%2FuserInfo/);
    expect(await page.evaluate(() => sessionStorage.getItem('user_id'))).toBeNull();
  });
});
