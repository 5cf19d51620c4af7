import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { apiAs, logIn, loginCookie, phoneOf, publishArticle, registerMember, reviewWork } from './members';

// The user home's panels of seed 2 §2.2 "User home": 编辑主页 (avatar and intro, the intro's limits),
// six counters, the works with their review state by type, fans both ways with 关注, recent visitors.
const { newPage, url, baseUrl } = useBrowser();

const items = (page: Page, list: string) => page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

describe('user home panels', () => {
  it('shows six counters and the works by type with their review state', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/user' });
    // the newest works, whatever the suite published before: one published, one still under review
    await reviewWork(baseUrl, (await publishArticle(baseUrl, page, userId, `茶山晨雾${Date.now()}`)).id);
    await publishArticle(baseUrl, page, userId, `茶山暮色${Date.now()}`);
    await page.reload();
    const stats = page.getByRole('region', { name: '数据概览' });
    for (const label of ['粉丝', '阅读', '点赞', '评论', '收藏', '转发'])
      await stats.getByText(label, { exact: true }).waitFor();

    const works = page.getByRole('region', { name: '我的作品' });
    await expect.poll(() => items(page, '我的作品').count(), { timeout: 10_000 }).toBe(5);
    const states = await works.getByText(/^(审核中|已发布|未通过)$/).allInnerTexts();
    expect(new Set(states).size).toBeGreaterThan(1);
    await works.getByRole('tab', { name: '问答' }).click();
    await expect.poll(() => page.url()).toContain('worktab=4');
    await expect.poll(() => items(page, '我的作品').count()).toBeGreaterThan(0);
  });

  it('edits the intro (its limits first), lists a visitor and a fan, and follows the fan back', async () => {
    const phone = phoneOf('136', 1);
    await registerMember(baseUrl, phone);
    const me = await loginCookie(baseUrl, phone, 0, 'Green2024');
    // chayou opens the new member's home (a visit) and follows them
    const fan = await loginCookie(baseUrl, 'chayou', 0);
    await apiAs(baseUrl, 'getMemberInfoByUserId', { query: { userId: me.id, memberId: fan.id }, cookie: fan.cookie });
    await apiAs(baseUrl, 'doConcern', { body: { joinId: me.id, type: '3', userId: fan.id }, cookie: fan.cookie });

    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/user' });
    await expect.poll(() => items(page, '最近访客').count(), { timeout: 10_000 }).toBe(1);
    const follower = items(page, '粉丝').first();
    await follower.waitFor();
    await follower.getByRole('button', { name: '关注' }).click();
    await toast(page, '关注成功').waitFor();
    await follower.getByRole('button', { name: '已关注' }).waitFor();
    await page.getByRole('region', { name: '粉丝' }).getByRole('tab', { name: '我关注的' }).click();
    await expect.poll(() => page.url()).toContain('fanstab=2');
    await expect.poll(() => items(page, '粉丝').count()).toBe(1);

    await page.getByRole('button', { name: '编辑主页' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑主页' });
    const intro = dialog.getByLabel(/^个人简介/);
    await intro.fill('太短');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('简介长度为10到30个字').waitFor();
    await intro.fill('信阳毛尖的种植与采摘，欢迎交流。');
    await dialog.getByRole('button', { name: '保存' }).click();
    await toast(page, '修改成功').waitFor();
    await page.getByRole('region', { name: '个人资料' }).getByText('简介：信阳毛尖的种植与采摘，欢迎交流。').waitFor();
  });
});
