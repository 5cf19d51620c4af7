import { describe, expect, it } from 'vitest';
import { forms } from '../../generated/forms';
import { routeByName } from '../../generated/routes';
import { toast, useBrowser } from './browser';
import { field, logIn } from './members';

// 修改 in the personal centre's 我的发布 (seed 3 §2.1): the job loads into the publish form, which says it
// edits (the route's variant title, the form's update buttons: spec YAML), the save updates it, and the list
// shows the change — no second job.
const { newPage, url } = useBrowser();

describe('editing a job', () => {
  it('loads the job under its edit title, saves the change with 修改成功, and the list shows it once', async () => {
    const { form } = await forms['publish-job']();
    const [publish, save] = [form.buttons[0].label, form.update!.buttons![0].label];
    const editTitle = routeByName.pubjob.variants.find((variant) => variant.render === undefined)!.title!;
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/zgzgMypub' });
    // a new job: the route's own title and the publish button
    await page.getByRole('button', { name: '发布职位' }).click();
    await page.waitForURL(/#\/ysService\/pubjob$/);
    await page.getByRole('heading', { level: 1, name: routeByName.pubjob.title }).waitFor();
    await page.getByRole('button', { name: publish }).waitFor();
    await page.goBack();
    const rows = page
      .getByRole('list')
      .filter({ has: page.getByRole('button', { name: '修改' }) })
      .first()
      .getByRole('listitem');
    await rows.first().waitFor();
    const before = await rows.count();
    const title = (await rows.first().locator('h3, .row-title, [class*=title]').first().innerText()).trim();
    await rows.first().getByRole('button', { name: '修改' }).click();
    await page.waitForURL(/#\/ysService\/pubjob\?id=/);
    const jobName = page.getByLabel(field('职位名称'));
    // loaded, not empty
    await expect.poll(() => jobName.inputValue(), { timeout: 10_000 }).not.toBe('');
    // it says it edits: the heading and the tab's title, and a save button instead of publishing
    await page.getByRole('heading', { level: 1, name: editTitle }).waitFor();
    expect(await page.title()).toMatch(new RegExp(`^${editTitle} - `));
    expect(await page.getByRole('button', { name: publish }).count()).toBe(0);
    expect(await page.getByLabel(field('联系人姓名')).inputValue()).not.toBe('');
    expect(await page.getByLabel(field('茶园名称')).inputValue()).not.toBe('');
    const renamed = `拣茶工${Date.now() % 100000}`;
    await jobName.fill(renamed);
    await page.getByRole('button', { name: save }).click();
    await toast(page, '修改成功').waitFor();
    await page.waitForURL(/#\/user\/zgzgMypub/);
    await expect.poll(() => rows.filter({ hasText: renamed }).count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.count()).toBe(before);
    expect(title).not.toContain(renamed);
    await page.close();
  });
});
