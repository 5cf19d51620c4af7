import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logIn } from './members';

// Publishing pages use the heavy widgets: the map dialog (offline fallback here: no maps key) and the
// rich-text editor, both loaded on first use.
const { newPage, url } = useBrowser();

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

  it('writes an article body in the rich-text editor', async () => {
    const page = await newPage();
    await loginTo(page, '/userysh/pubEssay');
    const editor = page.getByRole('textbox', { name: /^正文/ });
    await editor.click();
    await page.keyboard.type('信阳毛尖明前茶开采');
    await page.getByText('信阳毛尖明前茶开采').waitFor();
  });
});
