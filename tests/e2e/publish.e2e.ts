import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn, png } from './members';

// Publishing pages use the heavy widgets: the map dialog (offline fallback here: no maps key) and the
// rich-text editor, both loaded on first use.
const { newContext, newPage, url } = useBrowser();

const loginTo = (page: Page, path: string) => logIn(page, url, 'chayou', { redirect: path });

describe('publishing', () => {
  it('picks a work place in the map dialog, which falls back to manual entry without the maps service', async () => {
    const page = await newPage();
    await loginTo(page, '/ysService/pubjob');
    await page.getByRole('button', { name: '地图选点' }).click();
    const dialog = page.getByRole('dialog', { name: '选择位置' });
    await dialog.getByText('地图服务暂不可用').waitFor();
    expect(await dialog.getByRole('button', { name: '确定' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: '区县' }).click();
    await page.getByRole('option', { name: '平桥区' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(/^工作地点（详细地址）/).inputValue()).toBe('河南省信阳市平桥区');
  });

  it('a verified member publishes a job: a new start date clears the end date; 1 s after 发布成功 it goes back, the job tops 最新', async () => {
    const page = await newPage();
    await loginTo(page, '/ysService?type=2');
    await page.getByRole('button', { name: '发布职位' }).click();
    await page.waitForURL(/#\/ysService\/pubjob$/);
    // the side list and the disclaimer of the publish pages
    await expect
      .poll(() => page.getByRole('list', { name: '茶园用工' }).getByRole('listitem').count(), { timeout: 10_000 })
      .toBe(2);
    await page.getByText('本平台仅提供信息发布与展示，不对所发布信息承担任何责任，请自行核实。').waitFor();
    // the disclaimer first, about what is being published, then the jobs (routes.yaml publishSide)
    const top = async (name: string) => (await page.getByRole('heading', { name }).boundingBox())!.y;
    expect(await top('免责声明')).toBeLessThan(await top('茶园用工'));
    const name = `采茶工${Date.now() % 100000}`;
    await page.getByLabel(field('联系人姓名')).fill('刘师傅');
    await page.getByLabel(field('联系电话')).fill('13700001111');
    await page.getByLabel(field('职位名称')).fill(name);
    await page.getByLabel(field('招聘人数')).fill('6');
    await page.getByLabel(field('薪资待遇（元）')).fill('180');
    await page.getByRole('combobox', { name: /^结薪方式/ }).selectOption({ label: '日清' });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const start = page.getByLabel(field('用工开始时间'));
    const end = page.getByLabel(field('用工结束时间'));
    await start.fill(day(2));
    await end.fill(day(20));
    await start.fill(day(3));
    await expect.poll(() => end.inputValue()).toBe('');
    await end.fill(day(25));
    await page.getByRole('button', { name: '地图选点' }).click();
    const map = page.getByRole('dialog', { name: '选择位置' });
    await map.getByRole('combobox', { name: '区县' }).click();
    await page.getByRole('option', { name: '光山县' }).click();
    await map.getByRole('button', { name: '确定' }).click();
    await map.waitFor({ state: 'hidden' });
    await page.getByLabel(field('工作描述')).fill('明前采摘，日结。');
    await page.getByLabel(field('茶园名称')).fill('净居寺茶园');
    await page
      .locator('#root_yscyWorkImageEntities')
      .setInputFiles({ name: '茶园.png', mimeType: 'image/png', buffer: png(8, 8, [80, 150, 80]) });
    await page.getByRole('img', { name: /图片/ }).first().waitFor();
    // when the toast shows and when the page goes back, timed in the page itself: timed from here, a busy
    // machine's late answer to waitFor shortens the gap
    await page.evaluate(() => {
      const times: { toast?: number; back?: number } = {};
      (window as unknown as { __times: typeof times }).__times = times;
      // a MutationObserver, not requestAnimationFrame: a page the browser counts as hidden gets no frames, and
      // the toast and the going back both change the DOM
      const look = () => {
        if (times.toast === undefined && document.body.textContent?.includes('发布成功'))
          times.toast = performance.now();
        if (times.back === undefined && location.hash.startsWith('#/ysService?')) times.back = performance.now();
        if (times.back !== undefined) observer.disconnect();
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      addEventListener('popstate', look);
      addEventListener('hashchange', look);
    });
    await page.getByRole('button', { name: '立即发布' }).click();
    await toast(page, '发布成功').waitFor();
    await page.waitForURL((u) => u.hash.startsWith('#/ysService?') && u.hash.includes('type=2'));
    const times = await page.evaluate(
      () => (window as unknown as { __times: { toast: number; back: number } }).__times,
    );
    expect(times.back - times.toast).toBeGreaterThanOrEqual(800);
    const jobs = page.getByRole('list', { name: '招聘求职' }).getByRole('listitem');
    await expect.poll(async () => (await jobs.first().innerText()).includes(name), { timeout: 10_000 }).toBe(true);
  });

  it('writes an article body in the rich-text editor, whose code loads as the member turns to it', async () => {
    const page = await newPage();
    await loginTo(page, '/userysh/pubEssay');
    const editor = page.getByRole('textbox', { name: /^正文/ });
    await editor.waitFor();
    await page.waitForLoadState('networkidle');
    const toolbar = page.locator('.rdw-editor-toolbar');
    expect(await toolbar.count(), 'the editor is not loaded before it is wanted').toBe(0);
    await editor.click();
    // typed at once: what lands in the stand-in box before the editor is there carries over
    await page.keyboard.type('信阳毛尖明前茶开采');
    await toolbar.waitFor();
    await page.keyboard.type('，香高味醇');
    await expect
      .poll(() => page.getByRole('textbox', { name: /^正文/ }).innerText())
      .toBe('信阳毛尖明前茶开采，香高味醇');
  });

  it('on a phone the editor fits the screen and its toolbar takes a thumb', async () => {
    const page = await newPage(
      await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
    );
    await loginTo(page, '/userysh/pubEssay');
    const editor = page.getByRole('textbox', { name: /^正文/ });
    await editor.tap();
    await page.locator('.rdw-editor-toolbar').waitFor();
    for (const title of ['粗体', '编号', '链接', '图片', '撤销']) {
      const box = (await page.getByTitle(title, { exact: true }).first().boundingBox())!;
      expect([title, box.width >= 44 && box.height >= 44]).toEqual([title, true]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.type('手机上写的正文');
    await expect.poll(() => page.getByRole('textbox', { name: /^正文/ }).innerText()).toBe('手机上写的正文');
  });
});
