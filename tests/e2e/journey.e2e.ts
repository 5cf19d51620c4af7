import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { smsCode } from './sandbox-peek';

// The whole access journey of a new member (issue 2): register → log in both ways → name in the
// header → reload → log out → reset the password → log in with the new one. The passwords hold the
// characters a query string must encode (the password login is a GET).
const { newPage, url, baseUrl } = useBrowser();
const phone = '13912345678';
const field = (name: string) => new RegExp(`^${name}\\s*\\*?$`);

describe('a new individual member', () => {
  it('registers, logs in both ways, stays logged in across a reload, logs out, resets the password', async () => {
    const page = await newPage();
    await page.goto(url('/grReg'));
    await page.getByLabel(field('真实姓名')).fill('赵茶农');
    await page.getByLabel(field('身份证号')).fill('411502199001011234');
    await page.getByLabel(field('手机号')).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
    await page.getByLabel(field('验证码')).fill(await smsCode(baseUrl, phone));
    await page.getByLabel(field('密码')).fill('Green(2026)!');
    await page.getByText('密码强度：强').waitFor();
    await page.getByLabel(field('确认密码')).fill('Green(2026)!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.waitForURL(/#\/login/);

    await page.getByLabel(field('账号')).fill(phone);
    await page.getByLabel(field('密码')).fill('Green(2026)!');
    await page.getByRole('button', { name: '个人登录' }).click();
    await page.waitForURL((u) => u.hash === '#/');
    const account = page.getByRole('navigation', { name: '账户' });
    await account.getByText('赵茶农').or(account.getByText(phone)).waitFor();

    await page.reload();
    await account.getByRole('button', { name: '退出' }).waitFor();
    await account.getByRole('button', { name: '退出' }).click();
    await account.getByRole('link', { name: '登录' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('user_id'))).toBeNull();

    await page.goto(url('/login'));
    await page.getByRole('tab', { name: '手机验证码登录' }).click();
    await page.getByLabel(field('手机号')).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByLabel(field('验证码')).fill(await smsCode(baseUrl, phone));
    await page.getByRole('button', { name: '个人登录' }).click();
    await page.waitForURL((u) => u.hash === '#/');
    await account.getByRole('button', { name: '退出' }).click();
    await account.getByRole('link', { name: '登录' }).waitFor();

    await page.goto(url('/forgetPassword'));
    await page.getByLabel(field('手机号')).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByLabel(field('验证码')).fill(await smsCode(baseUrl, phone));
    await page.getByLabel(field('新密码')).fill("Leaf*2027'x");
    await page.getByLabel(field('确认密码')).fill("Leaf*2027'x");
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL(/#\/login/);

    await page.getByLabel(field('账号')).fill(phone);
    await page.getByLabel(field('密码')).fill("Leaf*2027'x");
    await page.getByRole('button', { name: '个人登录' }).click();
    await page.waitForURL((u) => u.hash === '#/');
    await account.getByRole('button', { name: '退出' }).waitFor();
  });
});
