import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { field, logIn } from './members';
import { smallTargets } from './touch-targets';

// Issue 25: the dialogs on a phone (390 × 844, touch) — a form dialog, the map dialog, a confirm: each
// fits the screen (no sideways scroll), its controls take a thumb (44 px), and closing it loses nothing.
const { newContext, newPage, url } = useBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What is wrong with an open dialog on a phone: off the screen's sides, the page scrolling sideways, small controls. */
async function dialogProblems(page: Page, dialog: Locator): Promise<string[]> {
  await page.waitForTimeout(300); // MUI's enter transition
  const found = await dialog.evaluate((d, width) => {
    const problems: string[] = [];
    const box = d.getBoundingClientRect();
    if (box.left < 0 || box.right > width)
      problems.push(`dialog spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    if (d.scrollWidth > d.clientWidth) problems.push(`its content is ${d.scrollWidth} px wide in ${d.clientWidth} px`);
    return problems;
  }, phone.viewport.width);
  return [...found, ...(await dialog.evaluate(smallTargets))];
}

describe('dialogs on a phone', () => {
  it('添加下级: fits, says what is missing, keeps what was typed through a failed submit, and closes', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/user/zgzgMypub' });
    await page.getByRole('button', { name: '添加下级' }).tap();
    const dialog = page.getByRole('dialog', { name: '添加下级' });
    await dialog.waitFor();
    expect(await dialogProblems(page, dialog)).toEqual([]);
    await dialog.getByLabel(field('姓名')).fill('王小茶');
    await dialog.getByRole('button', { name: '确定' }).tap();
    await dialog.getByText('手机号不能为空').first().waitFor();
    expect(await dialog.getByLabel(field('姓名')).inputValue()).toBe('王小茶');
    expect(await dialogProblems(page, dialog)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('地图选点: the map dialog fits and its buttons take a thumb', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    await page.getByRole('button', { name: '地图选点' }).tap();
    const dialog = page.getByRole('dialog', { name: '选择位置' });
    await dialog.getByText('地图服务暂不可用').waitFor();
    expect(await dialogProblems(page, dialog)).toEqual([]);
    await dialog.getByRole('button', { name: '取消' }).tap();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a delete confirm fits; 取消 keeps the item', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou', { redirect: '/user/myProcure' });
    const items = page.getByRole('main').getByRole('button', { name: '删除' });
    await items.first().waitFor();
    const before = await items.count();
    await items.first().tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定要删除吗？').waitFor();
    expect(await dialogProblems(page, dialog)).toEqual([]);
    await dialog.getByRole('button', { name: '取消' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    expect(await items.count()).toBe(before);
  });
});
