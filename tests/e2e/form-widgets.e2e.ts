import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn, mp4 } from './members';

// The works' tags as a multi-select over the label list with an add-tag pop-up, and a video dropped on the
// upload widget with the same checks as a picked one (seed 2 §2.3), on the publish-video form.
const { newPage, url } = useBrowser();

/** Drops files on an element as a person dragging them from the desktop would. */
async function dropFiles(page: Page, selector: string, files: { name: string; mimeType: string; body: number[] }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([new Uint8Array(file.body)], file.name, { type: file.mimeType }));
    return data;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent(selector, type, { dataTransfer: transfer });
}

describe('publish video: tags and a dropped video', () => {
  it('chooses listed tags, adds one of its own, drops a video, and publishes', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/userysh/pubVideo' });
    await page.getByLabel(field('标题')).fill(`明前采茶${Date.now() % 100000}`);
    const tags = page.getByRole('group', { name: /^标签/ });
    // the label list of videos (type 2) as choices
    await tags.getByRole('checkbox', { name: '采茶' }).click();
    await tags.getByRole('checkbox', { name: '茶园风光' }).click();
    await tags.getByRole('checkbox', { name: '采茶' }).click();
    expect(await tags.getByRole('checkbox', { name: '采茶' }).getAttribute('aria-checked')).toBe('false');
    await tags.getByRole('button', { name: '+ 添加标签' }).click();
    const dialog = page.getByRole('dialog', { name: '添加标签' });
    await dialog.getByRole('textbox', { name: '标签名称' }).fill('明前茶');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await tags.getByRole('checkbox', { name: '明前茶' }).getAttribute('aria-checked')).toBe('true');
    const zone = '[aria-label^="视频"]';
    // the same checks as picking: not a video, or two at once, is refused and nothing is uploaded
    await dropFiles(page, zone, [{ name: '说明.txt', mimeType: 'text/plain', body: [120] }]);
    await toast(page, '请上传视频').waitFor();
    await dropFiles(
      page,
      zone,
      [1, 2].map((n) => ({ name: `采茶${n}.mp4`, mimeType: 'video/mp4', body: [...mp4()] })),
    );
    await toast(page, '最多上传1个视频').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await dropFiles(page, zone, [{ name: '采茶.mp4', mimeType: 'video/mp4', body: [...mp4()] }]);
    await page.locator('video').waitFor();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /saveVideo/.test(r.url()));
    await page.getByRole('button', { name: '发布', exact: true }).click();
    expect(JSON.parse((await sent).postData() ?? '{}').label).toBe('茶园风光,明前茶');
    await page.close();
  });
});
