import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from './axe';
import { useBrowser } from './browser';
import { logIn, png } from './members';

// Issue 32 §2–5 on a phone (390 × 844, touch): 我的 as an entry page, cards two a row, the job's map button
// in its card, chips for short choices, a photo grid for pictures, and one name per chat contact.
const { newContext, newPage, url } = useBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const box = async (locator: Locator) => (await locator.boundingBox())!;
const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first()
    .waitFor();

describe('phone app (390 × 844)', () => {
  it('我的 is an entry page: the member card, a grid of the menu entries that navigate, rows that open one section each', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/user' });
    const grid = page.getByRole('region', { name: '我的服务' });
    await grid.waitFor();
    await page.getByRole('region', { name: '个人资料' }).waitFor();
    // the menu the grid replaces is not shown above the page, the dashboard blocks are rows
    expect(await page.getByRole('button', { name: /^个人中心/ }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: '粉丝' }).count()).toBe(0);
    expect(await grid.getByRole('link').allInnerTexts()).toEqual([
      '我的积分',
      '我的收藏',
      '我的评价',
      '我的采购',
      '邀请好友',
      '浏览记录',
      '任务中心',
    ]);
    // four entries a row
    const [first, second, , , fifth] = await grid.getByRole('link').all();
    expect((await box(second)).y).toBeCloseTo((await box(first)).y, 0);
    expect((await box(fifth)).y).toBeGreaterThan((await box(first)).y);
    // 意见反馈 is the menu's entry: not a second row
    expect(await page.getByRole('link', { name: '意见反馈' }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000);
    expect(await axeProblems(page)).toEqual([]);

    await grid.getByRole('link', { name: '我的收藏' }).click();
    await page.waitForURL(/#\/user\/mySC$/);
    await page.goBack();
    await page.waitForURL(/#\/user$/);

    await page.getByRole('link', { name: '我的作品' }).click();
    await page.waitForURL(/#\/user\?section=works$/);
    await page.getByRole('region', { name: '我的作品' }).getByRole('tab', { name: '全部' }).waitFor();
    expect(await page.getByRole('region', { name: '我的服务' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: '个人资料' }).count()).toBe(0);
    await page.goBack();
    await page.getByRole('region', { name: '我的服务' }).waitFor();
  });

  it('on a desktop /user stays the dashboard beside the menu', async () => {
    const page = await newPage(await newContext());
    await logIn(page, url, 'chayou', { redirect: '/user' });
    await page.getByRole('region', { name: '粉丝' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '我的积分' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('region', { name: '我的服务' }).count()).toBe(0);
  });

  it('goods, contests and the honour hall are two a row, each picture whole above its title', async () => {
    for (const [path, list] of [
      ['/bigDeal', 'main ul.rows'],
      ['/pbSelection', 'main ul.rows'],
      ['/honorHall', 'main ul.rows'],
    ] as const) {
      const page = await newPage(await newContext(phone));
      await page.goto(url(path));
      const rows = page.locator(list).first().getByRole('listitem');
      await rows.nth(1).waitFor();
      const [a, b] = [await box(rows.nth(0)), await box(rows.nth(1))];
      // one row: the second starts beside the first, level with it (a picture still loading may move one a few px)
      expect(Math.abs(a.y - b.y), path).toBeLessThan(a.height / 2);
      expect(b.x, path).toBeGreaterThanOrEqual(a.x + a.width);
      expect(b.x + b.width, path).toBeLessThanOrEqual(390);
      const picture = rows.nth(0).getByRole('img').first();
      expect(await picture.evaluate((img) => getComputedStyle(img).objectFit), path).toBe('contain');
      const title = rows.nth(0).getByRole('heading').first();
      expect((await box(title)).y, path).toBeGreaterThanOrEqual(
        (await box(picture)).y + (await box(picture)).height - 1,
      );
      await page.context().close();
    }
  });

  it('a job row holds 查看地图 inside its card', async () => {
    const page = await newPage(await newContext(phone));
    await page.goto(url('/ysService'));
    const map = page.getByRole('button', { name: '查看地图' }).first();
    await map.waitFor();
    const frame = await map.evaluate((button) => {
      const row = button.closest('li')!;
      const framed = [...row.children].find((child) => getComputedStyle(child).borderTopStyle === 'solid');
      return framed ? framed.contains(button) : false;
    });
    expect(frame).toBe(true);
  });

  it('short choices are chips: a radio group by role, chosen by a tap or the arrow keys', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    const urgent = page.getByRole('radiogroup', { name: /^是否急招/ });
    await urgent.waitFor();
    expect(await axeProblems(page)).toEqual([]);
    const [no, yes] = [urgent.getByRole('radio', { name: '否' }), urgent.getByRole('radio', { name: '急招' })];
    expect(await no.isChecked()).toBe(true);
    // side by side, each a thumb's target
    expect((await box(yes)).y).toBeCloseTo((await box(no)).y, 0);
    expect((await box(yes)).height).toBeGreaterThanOrEqual(44);
    await yes.tap();
    expect(await yes.isChecked()).toBe(true);
    expect(await no.isChecked()).toBe(false);
    await yes.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => no.isChecked()).toBe(true);
  });

  it('the job pictures are a photo grid: add, the count, remove by name, no more than nine', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    const grid = page.getByRole('group', { name: '茶园介绍图片' });
    await grid.waitFor();
    // no list editor's 茶园介绍图片-1 with − and +
    expect(await page.getByRole('button', { name: /^[−+-]$/ }).count()).toBe(0);
    const file = (n: number) => ({
      name: `茶园${n}.png`,
      mimeType: 'image/png',
      buffer: png(4, 4, [60 + n * 10, 140, 80]),
    });
    const input = page.locator('#root_yscyWorkImageEntities');
    await input.setInputFiles([file(1), file(2)]);
    await grid.getByRole('img', { name: '茶园介绍图片 2' }).waitFor();
    // a grid: the thumbnails side by side
    expect((await box(grid.getByRole('img', { name: '茶园介绍图片 2' }))).y).toBeCloseTo(
      (await box(grid.getByRole('img', { name: '茶园介绍图片 1' }))).y,
      0,
    );
    expect(await grid.getByRole('button', { name: /上传图片/ }).innerText()).toContain('2/9');
    page.once('dialog', (dialog) => void dialog.accept());
    await grid.getByRole('button', { name: '删除图片 1' }).click();
    await toast(page, '图片删除成功');
    await expect.poll(() => grid.getByRole('img').count()).toBe(1);
    // nine at most: eight more would be ten
    await input.setInputFiles([3, 4, 5, 6, 7, 8, 9, 10, 11].map(file));
    await toast(page, '图片最多上传9张');
    expect(await grid.getByRole('img').count()).toBe(1);
    await input.setInputFiles([3, 4, 5, 6, 7, 8, 9, 10].map(file));
    await expect.poll(() => grid.getByRole('img').count()).toBe(9);
    expect(await grid.getByRole('button', { name: /上传图片/ }).count()).toBe(0);
    // the tiles fit the phone's width
    const last = await box(grid.getByRole('listitem').last());
    expect(last.x + last.width).toBeLessThanOrEqual(390);
  });

  it('the festival video is one upload, not a list editor', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/user/cultureManage' });
    await page.getByRole('button', { name: /上传视频/ }).waitFor();
    expect(await page.getByRole('button', { name: /^[−+-]$/ }).count()).toBe(0);
    expect(await page.getByText(/视频-1/).count()).toBe(0);
  });

  it('a chat contact keeps one name: the consult pop-up, the list, the header and the message avatars', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/ysService/detail?id=job-01' });
    await page.getByRole('button', { name: '咨询TA' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // the chat's name for the member, not the job's contact person
    await expect.poll(() => dialog.getByRole('heading').first().innerText()).toMatch(/^咨询 信阳毛尖茶业有限公司$/);
    const title = await dialog.getByRole('heading').first().innerText();
    const name = title.replace(/^咨询 /, '');
    await dialog.getByRole('textbox', { name: '输入消息' }).fill('请问还招人吗');
    await dialog.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await dialog.getByText('请问还招人吗').waitFor();

    await page.goto(url('/user/chat'));
    const entry = page.getByRole('list', { name: '会话列表' }).getByRole('button', { name: new RegExp(name) });
    await entry.click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name }).count()).toBe(1);
    const log = page.getByRole('log', { name: '消息记录' });
    await log.getByText('请问还招人吗').waitFor();
    // the member's own messages carry their initial (茶友小王)
    expect(await log.getByTitle('茶友小王').first().innerText()).toBe('茶');
  });
});
