import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn } from './members';

// 修改 in the personal centre's 我的发布 (seed 3 §2.1): the job loads into the publish form, the save
// updates it, and the list shows the change — no second job.
const { newPage, url } = useBrowser();

describe('editing a job', () => {
  it('loads the job, saves the change with 修改成功, and the list shows it once', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/zgzgMypub' });
    const rows = page.getByRole('list').filter({ has: page.getByRole('button', { name: '修改' }) }).first().getByRole('listitem');
    await rows.first().waitFor();
    const before = await rows.count();
    const title = (await rows.first().locator('h3, .row-title, [class*=title]').first().innerText()).trim();
    await rows.first().getByRole('button', { name: '修改' }).click();
    await page.waitForURL(/#\/ysService\/pubjob\?id=/);
    const jobName = page.getByLabel(field('职位名称'));
    // loaded, not empty
    await expect.poll(() => jobName.inputValue(), { timeout: 10_000 }).not.toBe('');
    expect(await page.getByLabel(field('联系人姓名')).inputValue()).not.toBe('');
    expect(await page.getByLabel(field('茶园名称')).inputValue()).not.toBe('');
    const renamed = `拣茶工${Date.now() % 100000}`;
    await jobName.fill(renamed);
    await page.getByRole('button', { name: '立即发布' }).click();
    await toast(page, '修改成功').waitFor();
    await page.waitForURL(/#\/user\/zgzgMypub/);
    await expect.poll(() => rows.filter({ hasText: renamed }).count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.count()).toBe(before);
    expect(title).not.toContain(renamed);
    await page.close();
  });
});
