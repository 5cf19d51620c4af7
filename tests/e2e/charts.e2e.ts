import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// The creator data pages: charts of static sample figures (seed 2 §2.3), labelled as samples, with the
// 7-day / 30-day switch.
const { newPage, url } = useBrowser();

describe('creator data pages', () => {
  it('work data and fan data draw their sample charts and switch between 7 and 30 days', async () => {
    const page = await newPage();
    await page.goto(url('/login?redirect=%2Fuserysh%2FopusData'));
    await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
    await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
    await page.getByRole('button', { name: '个人登录' }).click();
    await page.waitForURL(/opusData/);
    const work = page.getByRole('figure', { name: '近7天作品数据趋势（示例数据）' });
    await work.locator('svg path').first().waitFor();
    await page.getByText('示例数据', { exact: true }).waitFor();
    await page.getByRole('button', { name: '近30天' }).click();
    await page.getByRole('figure', { name: '近30天作品数据趋势（示例数据）' }).waitFor();

    await page.goto(url('/userysh/etcData'));
    await page.getByRole('figure', { name: '粉丝性别分布（示例数据）' }).locator('svg path').first().waitFor();
    expect(await page.getByRole('term').allTextContents()).toEqual(['总粉丝数', '粉丝变化', '新增粉丝', '取关粉丝', '活跃粉丝']);
  });
});
