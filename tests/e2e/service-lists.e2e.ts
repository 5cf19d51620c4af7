import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';

// The job list and the expert list as YAML pages (seed 3 §2.1, §2.5): tabs and filters in the address,
// each change back to page 1; opening an item needs login.
const { newPage, newContext, url } = useBrowser();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('service lists', () => {
  it('a visitor pages jobs, a tab sends the list back to page 1, a district filters it', async () => {
    const page = await newPage();
    await page.goto(url('/ysService'));
    const jobs = page.getByRole('list', { name: '招聘求职' }).getByRole('listitem');
    await expect.poll(() => jobs.count(), { timeout: 10_000 }).toBe(5);
    await page.getByRole('navigation', { name: /分页$/ }).getByRole('button', { name: '前往第2页' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('tab', { name: '最新' }).click();
    await page.waitForURL((u) => u.hash.includes('type=2') && !u.hash.includes('page='));
    await choose(page, '工作地点', '光山县');
    await page.waitForURL(/addressList=/);
    await expect
      .poll(async () => (await jobs.allInnerTexts()).every((t) => t.includes('光山县')), { timeout: 10_000 })
      .toBe(true);
    // a job's phone shows masked until 查看电话
    const first = jobs.first();
    await first.getByRole('button', { name: '查看电话' }).click();
    expect(await first.innerText()).not.toContain('****');
    await page.getByRole('button', { name: '发布职位' }).click();
    await toast(page, '请登录').waitFor();
    await page.waitForURL(/#\/login/);
  });

  it("附近 sends the granted position: distances nearest first; refused, 信阳's centre and a message", async () => {
    // 光山县's seat: its jobs come first
    const near = await newPage(
      await newContext({ geolocation: { longitude: 114.919, latitude: 32.0099 }, permissions: ['geolocation'] }),
    );
    await near.goto(url('/ysService'));
    await near.getByRole('tab', { name: '附近' }).click();
    await near.waitForURL(/type=1/);
    const jobs = near.getByRole('list', { name: '招聘求职' }).getByRole('listitem');
    // the distances of one reading of the list (read again, the list may be between two drawings)
    let shown: number[] = [];
    await expect
      .poll(
        async () => {
          shown = (await jobs.allInnerTexts()).map((t) => Number(/距您([\d.]+)km/.exec(t)?.[1]));
          return shown.length === 5 && shown.every((d) => !Number.isNaN(d));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown[0]).toBeLessThan(10);
    expect(await jobs.first().innerText()).toContain('光山县');
    expect(await near.getByText('未能获取您的位置，已按信阳市中心计算距离').count()).toBe(0);
    // the map dialog of a job in the list, view mode
    await jobs.first().getByRole('button', { name: '查看地图' }).click();
    await near.getByRole('dialog', { name: '查看位置' }).waitFor();

    // no permission: the list still sorts, from 信阳's centre, and says so
    const refused = await newPage(await newContext());
    await refused.goto(url('/ysService?type=1'));
    await refused.getByText('未能获取您的位置，已按信阳市中心计算距离').waitFor({ timeout: 15_000 });
    const others = refused.getByRole('list', { name: '招聘求职' }).getByRole('listitem');
    await expect
      .poll(async () => (await others.allInnerTexts()).filter((t) => /距您[\d.]+km/.test(t)).length, {
        timeout: 10_000,
      })
      .toBe(5);
  });

  it('searches experts by name, 8 a page; a card offers 咨询专家', async () => {
    const page = await newPage();
    await page.goto(url('/chajiService'));
    const experts = page.getByRole('list', { name: '茶技服务' }).getByRole('listitem');
    await expect.poll(() => experts.count(), { timeout: 10_000 }).toBe(8);
    const name = (await experts.first().getByRole('article').getAttribute('aria-label')) ?? '';
    // a card: level, praise rate, answer count, and 咨询专家
    await experts
      .first()
      .getByText(/^好评率 \d+%$/)
      .waitFor();
    await experts
      .first()
      .getByText(/^回答数 \d+$/)
      .waitFor();
    expect(await experts.first().getByRole('button', { name: '咨询专家' }).count()).toBe(1);
    const search = page.getByRole('search', { name: '专家姓名' });
    await search.getByLabel('专家姓名').fill(name);
    await search.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => experts.count(), { timeout: 10_000 }).toBe(1);
    await experts.first().getByRole('button', { name: '咨询专家' }).click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=/);
    await page.goBack();
    await experts.first().getByRole('link').click();
    await toast(page, '请先登录').waitFor();
  });
});
