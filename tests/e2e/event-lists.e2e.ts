import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { field, logIn, phoneOf, png, registerMember } from './members';

// The festival and contest lists as YAML pages (seed 3 §2.7, §2.8, §4): filters in the address, each
// change back to page 1, status badges, the period each status shows.
const { newPage, url, baseUrl } = useBrowser();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('event lists', () => {
  it('filters festival activities by time and status, each change back to page 1', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/chaCulture' });
    const activities = page.getByRole('list', { name: '茶文化节' }).getByRole('listitem');
    await expect.poll(() => activities.count(), { timeout: 10_000 }).toBe(6);
    await page.getByRole('navigation', { name: /分页$/ }).getByRole('button', { name: '前往第2页' }).click();
    await page.waitForURL(/page=2/);
    await choose(page, '状态', '报名中');
    await page.waitForURL((u) => u.hash.includes('status=1') && !u.hash.includes('page='));
    await expect.poll(() => activities.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // signing-up activities show their badge and their sign-up period (or, taking no enterprises, the activity's)
    for (const text of await activities.allInnerTexts()) {
      expect(text).toContain('报名中');
      expect(text).toMatch(/报名时间：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}|活动时间：/);
    }
    await choose(page, '时间', '近三个月');
    await page.waitForURL((u) => u.hash.includes('timeType=3') && u.hash.includes('status=1'));
    await page
      .getByRole('link', { name: '申请活动' })
      .or(page.getByRole('button', { name: '申请活动' }))
      .first()
      .click();
    await page.waitForURL(/cultureManage/);
  });

  it('lists contests with a status filter; the period follows the status', async () => {
    const page = await newPage();
    await page.goto(url('/pbSelection'));
    const contests = page.getByRole('list', { name: '评比评选' }).getByRole('listitem');
    await expect.poll(() => contests.count(), { timeout: 10_000 }).toBe(6);
    await choose(page, '状态', '投票中');
    await page.waitForURL(/status=2/);
    await expect
      .poll(async () => (await contests.allInnerTexts()).every((t) => t.includes('投票中') && t.includes('活动时间')), {
        timeout: 10_000,
      })
      .toBe(true);
  });
});

describe('activity detail', () => {
  it('shows the buttons of its type and status; a member claims an entry voucher once and finds it under 我的门票', async () => {
    const res = await fetch(`${baseUrl}/api/activity/getPcActivityList?pageNo=1&pageSize=100&status=1`, {
      method: 'POST',
      headers: signedHeaders(Date.now()),
    });
    const body = (await res.json()) as {
      page?: { records: { id: string; name: string; type: number; status: number }[] };
    };
    const offline = body.page!.records.find((a) => a.type === 2 && a.status === 2)!;
    // a new member, whose tickets are only this one
    const phone = phoneOf('136', 3);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/chaCulture/hddetail?id=${offline.id}` });
    await page.getByRole('heading', { name: offline.name, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '进入展厅' }).count()).toBe(0);
    await page.getByRole('button', { name: '领取电子入场券' }).click();
    await toast(page, '领取成功，可在个人中心入场券中查看').waitFor();
    const claimed = page.getByRole('button', { name: '已领取' });
    await claimed.waitFor();
    expect(await claimed.isDisabled()).toBe(true);
    await page.getByRole('region', { name: '评论' }).waitFor();
    // the ticket is in the personal centre's 我的门票
    await page.goto(url('/user/myTicket'));
    const tickets = page.getByRole('list', { name: '我的门票' }).getByRole('listitem');
    await expect
      .poll(() => tickets.allInnerTexts(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(offline.name)]);
  });
});

describe('exhibitor sign-up', () => {
  it('a company signs up: the notice above, each bad input its message in order, then the persistent notice', async () => {
    const res = await fetch(`${baseUrl}/api/activity/getPcActivityList?pageNo=1&pageSize=100&status=1`, {
      method: 'POST',
      headers: signedHeaders(Date.now()),
    });
    const body = (await res.json()) as {
      page?: { records: { id: string; name: string; type: number; status: number; enterpriseIsJoin: number }[] };
    };
    const activity = body.page!.records.find((a) => a.status === 2 && a.enterpriseIsJoin === 1)!;
    const phone = phoneOf('136', 2);
    await registerMember(baseUrl, phone, { legal: true });
    const page = await newPage();
    await logIn(page, url, phone, {
      password: 'Green2024',
      legal: true,
      redirect: `/chaCulture/hddetail?id=${activity.id}`,
    });
    await page.getByRole('heading', { name: activity.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: '报名', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '报名' });
    // the sign-up notice (getInfo type 3) above the fields
    await dialog.getByRole('note').getByText('1. 请在报名时间内提交报名信息，逾期不再受理。').waitFor();
    const submit = dialog.getByRole('button', { name: '立即报名' });
    const steps: [string, () => Promise<void>][] = [
      ['请输入负责人', () => dialog.getByLabel(field('负责人')).fill('周建华')],
      ['联系方式不正确', () => dialog.getByLabel(field('联系方式')).fill('1380000')],
      ['联系方式不正确', () => dialog.getByLabel(field('联系方式')).fill('13800138000')],
      ['请输入企业名称', () => dialog.getByLabel(field('企业名称')).fill('光山县云雾茶业有限公司')],
      [
        '请输入企业营业执照',
        () =>
          dialog
            .locator('#root_companyPic')
            .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png(8, 8, [200, 180, 90]) }),
      ],
    ];
    for (const [message, fix] of steps) {
      await submit.click();
      await toast(page, message).waitFor();
      await fix();
    }
    await dialog.getByRole('img', { name: /企业营业执照/ }).waitFor();
    await submit.click();
    // the notice stays until 确定
    const notice = page.getByRole('dialog').filter({ hasText: '报名成功，请在报名期内完善展品信息' });
    await notice.waitFor();
    await page.waitForTimeout(2_500);
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole('button', { name: '确定' }).click();
    await notice.waitFor({ state: 'detached' });
    const exhibitors = page
      .getByRole('list', { name: '参展企业' })
      .getByRole('listitem')
      .filter({ hasText: '光山县云雾茶业有限公司' });
    await exhibitors.first().waitFor({ timeout: 10_000 });
  });
});
