import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// /search (seed 2 §2.5): the header's box leads here; tabs 文章 / 活动 / 职位 / 专家 in the route's type,
// 6 a page, 暂无数据 when nothing matches.
const { newPage, url } = useBrowser();

describe('search', () => {
  it('a search for 茶 from the header shows results on each tab', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    const box = page.getByRole('search');
    await box.getByRole('searchbox').fill('茶');
    await box.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/#\/search\?search=%E8%8C%B6/);
    for (const [tab, size] of [
      ['文章', 6],
      ['活动', 1],
      ['职位', 6],
      ['专家', 1],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const rows = page.getByRole('list', { name: tab }).getByRole('listitem');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(size);
      expect(await rows.count()).toBeLessThanOrEqual(6);
    }
    // jobs: the urgent tag and pay or 面议 on the card, the phone revealed on request
    await page.getByRole('tab', { name: '职位' }).click();
    await expect.poll(() => page.getByText(/元\/(天|月)|面议/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: '查看电话' }).first().click();
    // experts: 咨询专家 asks a visitor to log in
    await page.getByRole('tab', { name: '专家' }).click();
    expect(page.url()).toContain('type=3');
    await page.getByRole('button', { name: '咨询专家' }).first().click();
    await page.waitForURL(/#\/login\?redirect=/);
  });

  it('服务 searches the experts; a term nothing matches shows 暂无数据 on every tab', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    const box = page.getByRole('search');
    await box.getByRole('combobox').selectOption({ label: '服务' });
    await box.getByRole('searchbox').fill('毛尖');
    await box.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/type=3/);
    await expect
      .poll(() => page.getByRole('tab', { name: '专家', selected: true }).count(), { timeout: 10_000 })
      .toBe(1);

    await page.goto(url('/search?search=zzqqxx无此词'));
    // the page has taken the new address (its tabs read it) before a tab is clicked
    await expect.poll(() => page.getByRole('tab', { name: '文章', selected: true }).count()).toBe(1);
    for (const tab of ['文章', '活动', '职位', '专家']) {
      await page.getByRole('tab', { name: tab }).click();
      // the kept-alive home page, hidden behind this one, may say 暂无数据 too
      await page.getByText('暂无数据').filter({ visible: true }).first().waitFor();
      expect(page.url()).toContain('zzqqxx');
    }
  });
});
