import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn, phoneOf, png, registerMember } from './members';

// Real-name verification /user/Verified (seed 1 §2.8, §4, §5, §7.3, §8) for fresh individual members:
// empty submit → first message; both sides uploaded → name and number recognised; confirm → success
// dialog → user home; under review → back with 实名审核中; approved → read-only; recognition failure.
const { newPage, url, baseUrl } = useBrowser();
const front = '/tmp/real-name-front.png';
const back = '/tmp/real-name-back.png';

/** Registers a new individual member, logs in through the page and answers the user id. */
async function newMember(page: Page, phone: string): Promise<string> {
  await registerMember(baseUrl, phone);
  return logIn(page, url, phone, { password: 'Green2024' });
}

const review = async (userId: string, approve: 0 | 1) => {
  const res = await fetch(`${baseUrl}/__sandbox/review/realname?userId=${userId}&approve=${approve}`, {
    method: 'POST',
  });
  return ((await res.json()) as { data: { idcardStatus: number } }).data.idcardStatus;
};

const phone = (n: number) => phoneOf('137', n);

beforeAll(() => {
  writeFileSync(front, png(320, 202, [214, 232, 244]));
  writeFileSync(back, png(320, 202, [244, 228, 214]));
});

describe('real-name verification', () => {
  it('recognises, confirms, submits, goes back while under review, and shows the verified state', async () => {
    const page = await newPage();
    const userId = await newMember(page, phone(1));
    await page.goto(url('/user/Verified'));
    const submit = page.getByRole('button', { name: '提交认证' });
    await submit.click();
    await toast(page, '请上传身份证人像面').waitFor();
    expect(await page.getByText('请上传身份证人像面', { exact: true }).count()).toBeGreaterThanOrEqual(2); // toast and inline

    await page.locator('#verified-idcardPositivePic').setInputFiles(front);
    await page.getByRole('img', { name: '身份证人像面' }).waitFor();
    const recognised = page.waitForResponse((r) => r.url().endsWith('/__sandbox/ocr'));
    await page.locator('#verified-idcardBackPic').setInputFiles(back);
    const ocr = (await (await recognised).json()) as {
      code: number;
      result_list: { code: number; data: { name: string; id: string } }[];
    };
    expect(ocr.code).toBe(0);
    const { name, id } = ocr.result_list[0].data;
    await expect.poll(() => page.getByLabel(field('姓名')).inputValue()).toBe(name);
    expect(await page.getByLabel(field('身份证号')).inputValue()).toBe(id);
    await page.screenshot({ path: '/tmp/shots/verified-form.png', fullPage: true, animations: 'disabled' });

    await submit.click();
    const confirm = page.getByRole('dialog', { name: '确认身份信息' });
    await confirm.getByText('请确认姓名和身份证号无误', { exact: true }).waitFor();
    await confirm.getByText(name, { exact: true }).waitFor();
    await confirm.getByText(id, { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/shots/verified-confirm.png', animations: 'disabled' });
    await confirm.getByRole('button', { name: '确定' }).click();
    const done = page.getByRole('dialog').filter({ hasText: '提交成功，工作人员将在24小时内完成审核' });
    await done.waitFor();
    await done.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((u) => u.hash === '#/user');

    await page.goto(url('/user/Verified'));
    await toast(page, '实名审核中，请耐心等待').waitFor();
    await page.waitForURL((u) => u.hash === '#/user');

    expect(await review(userId, 1)).toBe(1);
    await page.goto(url('/user/Verified'));
    await page.getByText('已实名', { exact: true }).waitFor();
    expect(await page.getByLabel(field('姓名')).inputValue()).toBe(name);
    expect(await page.getByLabel(field('姓名')).isDisabled()).toBe(true);
    // the verified number is shown masked (issue 32 §8)
    expect(await page.getByLabel(field('身份证号')).inputValue()).toBe(
      `${id.slice(0, 3)}${'*'.repeat(11)}${id.slice(-4)}`,
    );
    expect(await page.getByLabel(field('身份证号')).isDisabled()).toBe(true);
    expect(await page.getByRole('img', { name: '身份证人像面' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: '身份证国徽面' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '提交认证' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '上传图片' }).count()).toBe(0);
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots/verified-done.png', fullPage: true });
    await page.close();
  });

  it('says recognition failed after a second, leaves manual entry, and a rejected member may submit again', async () => {
    const page = await newPage();
    const userId = await newMember(page, phone(2));
    let answeredAt = 0;
    await page.route('**/__sandbox/ocr', async (route) => {
      answeredAt = Date.now();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: -1, message: '签名无效或已过期', result_list: [] }),
      });
    });
    const submissions: string[] = [];
    page.on('request', (r) => r.url().includes('/api/authentication/realName') && submissions.push(r.url()));

    await page.goto(url('/user/Verified'));
    await page.locator('#verified-idcardPositivePic').setInputFiles(front);
    await page.getByRole('img', { name: '身份证人像面' }).waitFor();
    await page.locator('#verified-idcardBackPic').setInputFiles(back);
    await toast(page, '识别失败，请手动输入身份信息').waitFor();
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(950);
    expect(await page.getByLabel(field('姓名')).inputValue()).toBe('');

    await page.getByLabel(field('姓名')).fill('赵茶农');
    await page.getByLabel(field('身份证号')).fill('41150219900101123');
    await page.getByRole('button', { name: '提交认证' }).click();
    await toast(page, '请输入正确的身份证号').waitFor();
    await page.getByLabel(field('身份证号')).fill('41150219900101123X');
    await page.getByRole('button', { name: '提交认证' }).click();
    const confirm = page.getByRole('dialog', { name: '确认身份信息' });
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(submissions).toEqual([]);

    await page.getByRole('button', { name: '提交认证' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    const done = page.getByRole('dialog').filter({ hasText: '提交成功，工作人员将在24小时内完成审核' });
    await done.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((u) => u.hash === '#/user');
    expect(submissions).toHaveLength(1);

    expect(await review(userId, 0)).toBe(2);
    await page.goto(url('/user/Verified'));
    await page.getByText('实名认证未通过，请核对信息后重新提交', { exact: true }).waitFor();
    await page.getByText('未通过', { exact: true }).waitFor();
    expect(await page.getByLabel(field('姓名')).inputValue()).toBe('赵茶农');
    expect(await page.getByLabel(field('姓名')).isDisabled()).toBe(false);
    await page.getByRole('button', { name: '提交认证' }).waitFor();
    await page.close();
  });

  it('turns away a wrong image format with the upload message', async () => {
    const page = await newPage();
    await newMember(page, phone(3));
    await page.goto(url('/user/Verified'));
    await page
      .locator('#verified-idcardPositivePic')
      .setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await toast(page, '请上传图片正确格式').waitFor();
    expect(await page.getByRole('img', { name: '身份证人像面' }).count()).toBe(0);
    await page.close();
  });
});
