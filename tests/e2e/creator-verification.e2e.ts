import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn, phoneOf, png, registerMember } from './members';

// Creator verification /yshRz (seed 1 §2.9, §4, §5): the account-kind conflict, the form's first
// message, a submission under review, a rejection with its reason and a resubmission through the
// update call, the approval with the account information; the enterprise form with its region picker.
// chayou already has a (rejected) record in the demo data, so fresh members walk the steps.
const { newPage, url, baseUrl } = useBrowser();
/** A full-page screenshot at 1440 px once the toasts have faded. */
async function shot(page: Page, name: string) {
  await expect.poll(() => page.locator('.toast').count(), { timeout: 5000 }).toBe(0);
  await page.screenshot({ path: `/tmp/shots/creator-verification-${name}.png`, fullPage: true });
}
const head = '/tmp/creator-verification-head.png';
const idCard = '/tmp/creator-verification-idcard.png';
const licence = '/tmp/creator-verification-licence.png';
const SUBMITTED = '信息提交成功，线下会有业务人员与您联系，请注意电话接听';

/** Registers a new member (individual or legal person) and logs in on the page, landing on /yshRz. */
async function newMember(page: Page, phone: string, legal = false): Promise<string> {
  await registerMember(baseUrl, phone, { legal, realName: legal ? '冯建军' : '茶友新芽' });
  return login(page, phone, 'Green2024', legal ? '法人登录' : '个人登录');
}

const login = (page: Page, account: string, password: string, button: '个人登录' | '法人登录') =>
  logIn(page, url, account, { password, legal: button === '法人登录', redirect: '/yshRz' });

async function review(userId: string, approve: 0 | 1, remarks = '') {
  const res = await fetch(
    `${baseUrl}/__sandbox/review/creator?userId=${userId}&approve=${approve}&remarks=${encodeURIComponent(remarks)}`,
    { method: 'POST' },
  );
  expect(res.status).toBe(200);
}

const stepper = (page: Page) => page.getByRole('list', { name: '认证步骤' });
const phone = (n: number) => phoneOf('136', n);

beforeAll(() => {
  mkdirSync('/tmp/shots', { recursive: true });
  writeFileSync(head, png(96, 96, [74, 140, 92]));
  writeFileSync(idCard, png(320, 202, [214, 232, 244]));
  writeFileSync(licence, png(240, 320, [244, 228, 214]));
});

describe('creator verification of an individual member', () => {
  it('refuses enterprise, submits personal, is rejected with the reason, resubmits, is approved', async () => {
    const page = await newPage();
    const userId = await newMember(page, phone(1));
    await expect
      .poll(() => stepper(page).getByRole('listitem').allTextContents())
      .toEqual(['1选择认证类型', '2填写认证信息', '3等待审核', '4认证成功']);
    await shot(page, '1-choose');

    // the account-kind conflict keeps step 1
    await page.getByRole('button', { name: /^企业认证/ }).click();
    await toast(page, '权限不足，请使用法人账号登录后进行认证').waitFor();
    expect(await page.getByLabel(field('用户名')).count()).toBe(0);

    // 返回 goes from step 2 to step 1
    await page.getByRole('button', { name: /^个人认证/ }).click();
    await page.getByLabel(field('用户名')).waitFor();
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('button', { name: /^个人认证/ }).click();

    await page.getByRole('button', { name: '提交认证' }).click();
    await toast(page, '请输入用户名').waitFor();

    await page.getByLabel(field('用户名')).fill('新芽茶友');
    await page.getByLabel(field('身份证号')).fill('411502199203041234');
    await page.getByLabel(field('简介')).fill('新县茶园主理人，专注高山绿茶。');
    await page.locator('#root_headPic').setInputFiles(head);
    await page.locator('#root_idCardPic').setInputFiles(idCard);
    await expect.poll(() => page.getByRole('img', { name: '手持身份证' }).count()).toBe(1);
    await page.getByRole('button', { name: '《用户协议》' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '用户协议', exact: true }).waitFor();
    await expect.poll(() => dialog.locator('.server-html').textContent()).toMatch(/\S{20}/);
    await shot(page, '2-agreement');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '《隐私政策》' }).click();
    await dialog.getByRole('heading', { name: '隐私政策', exact: true }).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('checkbox').check();
    await shot(page, '2-form');
    await page.getByRole('button', { name: '提交认证' }).click();
    await toast(page, SUBMITTED).waitFor();
    await page.getByRole('heading', { name: '审核中' }).waitFor();
    await shot(page, '3-waiting');

    await review(userId, 0, '资料不清晰');
    await page.reload();
    await page.getByRole('heading', { name: '审核未通过' }).waitFor();
    await page.getByText('驳回原因：资料不清晰').waitFor();
    await shot(page, '3-rejected');

    // 重新提交 opens the form prefilled, and it goes through the update call
    const updates: string[] = [];
    page.on('request', (r) => r.url().includes('/updateTeaPerson') && updates.push(r.postData() ?? ''));
    await page.getByRole('button', { name: '重新提交' }).click();
    await expect.poll(() => page.getByLabel(field('用户名')).inputValue()).toBe('新芽茶友');
    expect(await page.getByLabel(field('简介')).inputValue()).toBe('新县茶园主理人，专注高山绿茶。');
    await page.getByLabel(field('简介')).fill('新县茶园主理人，专注高山绿茶与白茶。');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '提交认证' }).click();
    await toast(page, SUBMITTED).waitFor();
    await page.getByRole('heading', { name: '审核中' }).waitFor();
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0])).toMatchObject({
      userId,
      personInfo: '新县茶园主理人，专注高山绿茶与白茶。',
      id: expect.any(String),
    });

    await review(userId, 1);
    await page.reload();
    await page.getByRole('heading', { name: '认证成功' }).waitFor();
    const info = page.getByLabel('认证信息');
    await info.getByText('新芽茶友').waitFor();
    await info.getByText('4115**********1234').waitFor();
    await info.getByText('新县茶园主理人，专注高山绿茶与白茶。').waitFor();
    await shot(page, '4-verified');
    await page.getByRole('button', { name: '编辑' }).click();
    await expect.poll(() => page.getByLabel(field('用户名')).inputValue()).toBe('新芽茶友');
  });
});

describe('creator verification of a legal person', () => {
  it('refuses personal verification and submits the enterprise form with its region', async () => {
    const page = await newPage();
    const userId = await newMember(page, phone(2), true);
    await page.getByRole('button', { name: /^个人认证/ }).click();
    await toast(page, '权限不足，请使用个人账号登录后进行认证').waitFor();

    await page.getByRole('button', { name: /^企业认证/ }).click();
    await page.getByRole('button', { name: '提交认证' }).click();
    await toast(page, '请输入用户名').waitFor();
    await page.getByLabel(field('用户名')).fill('冯建军');
    await page.getByLabel(field('身份证号')).fill('411528198001011234');
    await page.getByLabel(field('简介')).fill('息县濮公山茶厂，三代制茶。');
    await page.locator('#root_headPic').setInputFiles(head);
    await page.locator('#root_idCardPic').setInputFiles(idCard);
    await page.getByLabel(field('企业名称')).fill('息县濮公山茶厂');
    await page.locator('#root_licenseFile').setInputFiles(licence);
    await expect.poll(() => page.getByRole('img', { name: '营业执照' }).count()).toBe(1);
    await page.getByRole('button', { name: '提交认证' }).click();
    await toast(page, '请输入详细地址').waitFor();

    const region = page.getByRole('group', { name: '所在地区' });
    for (const [picker, value] of [
      ['省', '河南省'],
      ['市', '信阳市'],
      ['区/县', '息县'],
    ]) {
      await region.getByRole('combobox', { name: picker }).selectOption({ label: value });
    }
    await page.getByLabel(field('详细地址')).fill('濮公山路6号');
    await page.getByRole('checkbox').check();
    await shot(page, '2-enterprise-form');
    const saves: string[] = [];
    page.on('request', (r) => r.url().includes('/saveTeaEnterprise') && saves.push(r.postData() ?? ''));
    await page.getByRole('button', { name: '提交认证' }).click();
    await toast(page, SUBMITTED).waitFor();
    await page.getByRole('heading', { name: '审核中' }).waitFor();
    expect(JSON.parse(saves[0])).toMatchObject({
      userId,
      companyName: '息县濮公山茶厂',
      province: '河南省',
      city: '信阳市',
      county: '息县',
      address: '濮公山路6号',
    });
    expect(JSON.parse(saves[0])).not.toHaveProperty('region');
    expect(JSON.parse(saves[0])).not.toHaveProperty('agree');

    await review(userId, 1);
    await page.reload();
    const info = page.getByLabel('认证信息');
    await info.getByText('息县濮公山茶厂', { exact: true }).waitFor();
    await info.getByText('河南省 信阳市 息县').waitFor();
    await shot(page, '4-enterprise-verified');
  });

  it('shows xinyangcha its verified enterprise, and a sub-user the same record without 编辑', async () => {
    const page = await newPage();
    await login(page, 'xinyangcha', 'Tea12345', '法人登录');
    await page.getByRole('heading', { name: '认证成功' }).waitFor();
    await page.getByLabel('认证信息').getByText('信阳毛尖茶业有限公司', { exact: true }).waitFor();
    // 编辑 opens the enterprise form with the record, the region picker included
    await page.getByRole('button', { name: '编辑' }).click();
    await expect.poll(() => page.getByLabel(field('企业名称')).inputValue()).toBe('信阳毛尖茶业有限公司');
    const region = page.getByRole('group', { name: '所在地区' });
    await expect
      .poll(() =>
        region
          .getByRole('combobox')
          .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.text)),
      )
      .toEqual(['河南省', '信阳市', '平桥区']);
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('heading', { name: '认证成功' }).waitFor();

    const deputy = await newPage();
    // an active demo deputy (seeded with the demo password; the default never logs in)
    await login(deputy, '13800000101', 'Tea12345', '法人登录');
    await deputy.getByRole('heading', { name: '认证成功' }).waitFor();
    await deputy.getByLabel('认证信息').getByText('信阳毛尖茶业有限公司', { exact: true }).waitFor();
    await deputy.getByText('企业认证信息由企业法人账号维护').waitFor();
    expect(await deputy.getByRole('button', { name: '编辑' }).count()).toBe(0);
  });
});
