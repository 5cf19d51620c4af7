import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { autograph } from '../../sandbox/autograph.js';
import { personalRegistration, signedHeaders, spec } from '../sandbox/harness';
import { useBrowser } from './browser';
import { smsCode } from './sandbox-peek';

// Real-name verification /user/Verified (seed 1 §2.8, §4, §5, §7.3, §8) for fresh individual members:
// empty submit → first message; both sides uploaded → name and number recognised; confirm → success
// dialog → user home; under review → back with 实名审核中; approved → read-only; recognition failure.
const { newPage, url, baseUrl } = useBrowser();
const field = (name: string) => new RegExp(`^${name}\\s*\\*?$`);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) }).first();
const front = '/tmp/real-name-front.png';
const back = '/tmp/real-name-back.png';

/** A solid-colour PNG of card proportions. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

async function callApi(operationId: string, query: Record<string, string>, body?: unknown) {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const res = await fetch(`${baseUrl}${op.path}?${new URLSearchParams(query)}`, {
    method: op.method.toUpperCase(),
    headers: { ...signedHeaders(Date.now()), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg?: string };
  if (answer.code !== 200) throw new Error(`${operationId}: ${answer.msg}`);
}

/** Registers a new individual member through the API, logs in through the page and answers the user id. */
async function newMember(page: Page, phone: string): Promise<string> {
  await callApi('sendCode', { phone, autograph: autograph({ phone }, spec.autographSecret) });
  await callApi('personalRegister', {}, personalRegistration(phone, await smsCode(baseUrl, phone), { identity: `4115021990${phone.slice(-8)}` }));
  await page.goto(url('/login'));
  await page.getByLabel(field('账号')).fill(phone);
  await page.getByLabel(field('密码')).fill('Green2024');
  await page.getByRole('button', { name: '个人登录' }).click();
  await page.waitForURL((u) => u.hash === '#/');
  return (await page.evaluate(() => sessionStorage.getItem('user_id')))!;
}

const review = async (userId: string, approve: 0 | 1) => {
  const res = await fetch(`${baseUrl}/__sandbox/review/realname?userId=${userId}&approve=${approve}`, { method: 'POST' });
  return ((await res.json()) as { data: { idcardStatus: number } }).data.idcardStatus;
};

const phoneOf = (n: number) => `137${String(Date.now() % 1e7).padStart(7, '0')}${n}`;

beforeAll(() => {
  writeFileSync(front, png(320, 202, [214, 232, 244]));
  writeFileSync(back, png(320, 202, [244, 228, 214]));
});

describe('real-name verification', () => {
  it('recognises, confirms, submits, goes back while under review, and shows the verified state', async () => {
    const page = await newPage();
    const userId = await newMember(page, phoneOf(1));
    await page.goto(url('/user/Verified'));
    const submit = page.getByRole('button', { name: '提交认证' });
    await submit.click();
    await toast(page, '请上传身份证人像面').waitFor();
    expect(await page.getByText('请上传身份证人像面', { exact: true }).count()).toBeGreaterThanOrEqual(2); // toast and inline

    await page.locator('#verified-idcardPositivePic').setInputFiles(front);
    await page.getByRole('img', { name: '身份证人像面' }).waitFor();
    const recognised = page.waitForResponse((r) => r.url().endsWith('/__sandbox/ocr'));
    await page.locator('#verified-idcardBackPic').setInputFiles(back);
    const ocr = (await (await recognised).json()) as { code: number; result_list: { code: number; data: { name: string; id: string } }[] };
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
    expect(await page.getByLabel(field('身份证号')).inputValue()).toBe(id);
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
    const userId = await newMember(page, phoneOf(2));
    let answeredAt = 0;
    await page.route('**/__sandbox/ocr', async (route) => {
      answeredAt = Date.now();
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: -1, message: '签名无效或已过期', result_list: [] }) });
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
    await newMember(page, phoneOf(3));
    await page.goto(url('/user/Verified'));
    await page.locator('#verified-idcardPositivePic').setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await toast(page, '请上传图片正确格式').waitFor();
    expect(await page.getByRole('img', { name: '身份证人像面' }).count()).toBe(0);
    await page.close();
  });
});
