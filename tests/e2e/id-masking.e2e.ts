import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { field, logIn } from './members';

// Issue 32 §8: the member's ID number is never shown in full on 基本资料 nor on 实名认证 (spec/display.yaml
// idCard), and a verified account's 实名认证 asks for no upload. The demo member chayou is verified with
// 411502199005121234.
const { newPage, url } = useBrowser();

const full = '411502199005121234';
const masked = '411***********1234';

describe('ID numbers', () => {
  it('are masked on 基本资料 and 实名认证; a verified account shows no 请上传 prompt', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/userInfo' });
    const identity = page.getByRole('textbox', { name: field('身份证号') });
    await expect.poll(() => identity.inputValue(), { timeout: 15_000 }).toBe(masked);
    expect(await page.locator('body').innerText()).not.toContain(full);
    // going in to change it shows the real number; the form still saves the real one
    await identity.click();
    expect(await identity.inputValue()).toBe(full);
    await identity.blur();
    expect(await identity.inputValue()).toBe(masked);

    await page.goto(url('/user/Verified'));
    await page.getByRole('heading', { name: '实名认证', level: 1 }).waitFor();
    const number = page.getByRole('textbox', { name: field('身份证号') });
    await expect.poll(() => number.inputValue(), { timeout: 15_000 }).toBe(masked);
    const text = await page.locator('main').innerText();
    expect(text).not.toContain(full);
    expect(text).not.toContain('请上传');
  });
});
