import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { logIn } from './members';

// 荣誉殿堂 (seed 3 §2.9, §8) as YAML pages: the list opens on 制茶大师 and asks a visitor to log in; the
// detail shares its address as a QR code, takes comments, replies and likes, and reads itself again.
const { newPage, url } = useBrowser();

describe('honour hall', () => {
  it('opens on 制茶大师, pages by 8, and a visitor is asked to log in before a detail', async () => {
    const page = await newPage();
    await page.goto(url('/honorHall'));
    const tab = page.getByRole('tab', { name: '制茶大师' });
    await tab.waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const people = page.getByRole('list', { name: '荣誉殿堂' }).getByRole('listitem');
    await expect.poll(() => people.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await people.count()).toBeLessThanOrEqual(8);
    await page.getByRole('tab', { name: '领军人物' }).click();
    await page.waitForURL(/type=3/);
    await page.getByRole('tab', { name: '制茶大师' }).click();
    await page.waitForURL((u) => !u.hash.includes('type='));
    await people.first().getByRole('link').click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login/);
  });

  it('a member comments, replies and likes on a detail; the count follows; an empty comment or reply: 您还没有输入内容哟!', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/honorHall' });
    const people = page.getByRole('list', { name: '荣誉殿堂' }).getByRole('listitem');
    await people.first().getByRole('link').click();
    await page.waitForURL(/honorHall\/detail\?id=/);
    const heading = page.getByRole('region', { name: '评论' }).getByRole('heading', { level: 2 });
    await heading.waitFor();
    const count = async () => Number((await heading.textContent())?.replace(/\D/g, '') || 0);
    const before = await count();

    await page.getByRole('button', { name: 'QQ扫一扫' }).hover();
    await page.getByRole('img', { name: 'QQ扫一扫二维码' }).waitFor();
    await page.keyboard.press('Escape');

    const thread = page.getByRole('region', { name: '评论' });
    await thread.getByRole('button', { name: '评论', exact: true }).click();
    await toast(page, '您还没有输入内容哟!').waitFor();
    const text = `向大师学习 ${Date.now()}`;
    await thread.getByLabel('说点什么…').fill(text);
    await thread.getByRole('button', { name: '评论', exact: true }).click();
    await toast(page, '评论成功').waitFor();
    await thread.getByText(text).waitFor();
    await expect.poll(count, { timeout: 10_000 }).toBe(before + 1);

    const mine = thread.getByRole('listitem').filter({ hasText: text }).first();
    await mine.getByRole('button', { name: '回复' }).click();
    // the earlier refusal has faded, so the one awaited here is the empty reply's
    await expect.poll(() => toast(page, '您还没有输入内容哟!').count(), { timeout: 5_000 }).toBe(0);
    await mine.getByRole('button', { name: '回复' }).last().click();
    await toast(page, '您还没有输入内容哟!').waitFor();
    const reply = `谢谢分享 ${Date.now()}`;
    await mine.getByLabel('写下你的回复').fill(reply);
    await mine.getByRole('button', { name: '回复' }).last().click();
    await thread.getByText(reply).waitFor();

    const like = mine.getByRole('button', { name: /^赞 \d+$/ }).first();
    const likes = Number((await like.textContent())?.replace(/\D/g, ''));
    await like.click();
    await expect
      .poll(
        () =>
          mine
            .getByRole('button', { name: /^已赞 \d+$/ })
            .first()
            .textContent(),
        { timeout: 10_000 },
      )
      .toBe(`已赞 ${likes + 1}`);
  });

  it('/teaHonor shows its banner and the server HTML', async () => {
    const page = await newPage();
    await page.goto(url('/teaHonor'));
    await expect
      .poll(() => page.locator('[aria-roledescription="轮播图"] img').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('.server-html').innerText(), { timeout: 10_000 }).not.toBe('');
  });
});
