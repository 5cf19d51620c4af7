import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navigation } from '../../generated/routes';
import { spec } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { apiAs, field, loginCookie, logIn, phoneOf, png, registerMember } from './members';

// Issue 34, seeds 000 and 001 as a member meets them: the real-name gate while the review runs, the
// home's signing-up activities, the festival's image message, a sub-member's 查看, the one hotline,
// seeded history and comments that open what they name, and the user home's edit, phone and badge.
const { newPage, url, baseUrl } = useBrowser();

type Row = Record<string, unknown>;
const rowsOf = (answer: unknown): Row[] =>
  (Array.isArray(answer) ? answer : ((answer as { records?: Row[] }).records ?? [])) as Row[];
const pathOf = (operationId: string) => spec.operations.find((o) => o.operationId === operationId)!.path;

/** Waits for the answer of an operation the page calls and answers its envelope code. */
async function answered(page: Page, operationId: string, act: () => Promise<unknown>): Promise<number> {
  const path = pathOf(operationId);
  const [res] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === path), act()]);
  return Number(((await res.json()) as { code: number | string }).code);
}

describe('real-name gate while the review runs (seed 1 §5, §6, §2.8)', () => {
  it('a member under review is told 实名审核中 on a gated page, with no 去认证 that would only send them back', async () => {
    const phone = phoneOf('135', 1);
    await registerMember(baseUrl, phone);
    const { cookie, id } = await loginCookie(baseUrl, phone, 0, 'Green2024');
    await apiAs(baseUrl, 'submitRealName', {
      query: {
        idcardPositivePic: '/upload/front.png',
        idcardBackPic: '/upload/back.png',
        idcardRealName: '茶友新芽',
        idcardNo: '11010519491231002X',
        memberId: id,
        type: '1',
      },
      cookie,
    });
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/userysh' });
    await toast(page, '实名审核中，请耐心等待').waitFor();
    const main = page.getByRole('main');
    await main.getByText('实名审核中，请耐心等待', { exact: true }).waitFor();
    expect(await page.getByText(/您还未实名认证/).count()).toBe(0);
    expect(await page.getByRole('link', { name: '去认证' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await main.getByRole('link', { name: '返回个人中心' }).click();
    await page.waitForURL((u) => u.hash === '#/user');
  });
});

describe('home 茶文化节 (seed 1 §4, seed 2 §4)', () => {
  it("报名中 shows each activity's sign-up period, not its activity period", async () => {
    const activities = rowsOf(
      await apiAs(baseUrl, 'getPcActivityList', { query: { pageNo: '1', pageSize: '2', status: '1', timeType: '0' } }),
    );
    expect(activities.length).toBeGreaterThan(0);
    const page = await newPage();
    await page.goto(url('/'));
    const items = page.getByRole('list', { name: '报名中', exact: true }).getByRole('listitem');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(activities.length);
    const texts = await items.allInnerTexts();
    expect(
      activities.some((a) => a.signUpStartTime),
      "an activity on the tab takes enterprises' sign-ups",
    ).toBe(true);
    activities.forEach((a, i) => {
      // one that takes no enterprises has no sign-up period and shows its activity period in its place
      if (a.signUpStartTime) {
        expect(texts[i]).toContain(`报名时间：${a.signUpStartTime as string} 至 ${a.signUpEndTime as string}`);
        expect(texts[i]).not.toContain('活动时间');
      } else expect(texts[i]).toContain(`活动时间：${a.startTime as string} 至 ${a.endTime as string}`);
    });
  });
});

describe('festival application (seed 2 §5)', () => {
  it('a cover or an activity image of another type says 请上传图片, a video 请上传视频', async () => {
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/user/cultureManage' });
    await page.getByRole('tab', { name: '申请活动', selected: true }).waitFor();
    const wrong = { name: '封面.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };
    await page.locator('#root_coverPic').setInputFiles(wrong);
    await toast(page, '请上传图片').waitFor();
    await page.locator('#root_uploadFiles').setInputFiles({ ...wrong, name: '活动.pdf', mimeType: 'application/pdf' });
    await toast(page, '请上传图片').waitFor();
    expect(await page.getByText('请上传图片正确格式').count()).toBe(0);
    // and a video of another type says 请上传视频
    await page.locator('#root_videos').setInputFiles({ ...wrong, name: '视频.gif', mimeType: 'image/gif' });
    await toast(page, '请上传视频').waitFor();
    // an image is taken
    await page
      .locator('#root_coverPic')
      .setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: png(16, 16, [90, 160, 90]) });
    await page.getByRole('group', { name: '封面图' }).getByRole('img', { name: '封面图' }).waitFor();
  });
});

describe('my releases (seed 2 §2.2)', () => {
  it('a sub-member row offers 查看 beside 删除: its details with the whole phone', async () => {
    const { cookie, id } = await loginCookie(baseUrl, 'xinyangcha', 1);
    const heads = rowsOf(
      await apiAs(baseUrl, 'listSubMembers', {
        query: { cqId: id, role: '0', pageIndex: '1', pageSize: '10' },
        cookie,
      }),
    );
    const head = heads[0];
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/user/zgzgMypub' });
    await page.getByRole('tab', { name: '村长' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('article', { name: String(head.name) }) });
    await row.getByRole('button', { name: '删除' }).waitFor();
    // the list masks the phone; the details show it whole
    expect(await row.innerText()).not.toContain(String(head.phone));
    await row.getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: '成员详情' });
    for (const text of [String(head.name), '村长', String(head.phone), String(head.cun), String(head.createTime)])
      await dialog.getByText(text, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
    // nothing was deleted
    await row.waitFor();
  });
});

describe('one customer-service number (seed 1 §2.3)', () => {
  it("联系我们 lists the shell's hotline and report line", async () => {
    const page = await newPage();
    await page.goto(url('/about?type=x'));
    const desk = page.getByRole('article', { name: '平台客服热线' });
    await desk.getByText(navigation.hotline).waitFor();
    await page.getByRole('article', { name: '投诉举报' }).getByText(navigation.reportHotline).waitFor();
    await page.getByRole('contentinfo').getByText(`客服热线：${navigation.hotline}`).waitFor();
  });
});

describe('seeded history and my comments open what they name (seed 2 §2.2)', () => {
  it('the seeded 视频, 职位 and 求购 entries and 去报价 open their details', async () => {
    const { cookie, id } = await loginCookie(baseUrl, 'chayou', 0);
    const history = rowsOf(
      await apiAs(baseUrl, 'listBrowseRecords', { query: { userId: id, pageIndex: '1', pageSize: '10' }, cookie }),
    );
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/browseHistory' });
    const detailOf: Record<number, string> = { 3: 'touTiaoDetail', 4: 'getJob', 7: 'getWantBuy' };
    for (const type of [3, 4, 7]) {
      const entry = history.find((r) => r.type === type)!;
      expect(entry, `a seeded entry of type ${type} on the first page`).toBeDefined();
      await page.goto(url('/user/browseHistory'));
      const link = page
        .getByRole('link')
        .filter({ has: page.getByRole('article', { name: String(entry.title) }) })
        .first();
      expect(await answered(page, detailOf[type], () => link.click())).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText(/不存在/).count()).toBe(0);
    }
    // a page of its own: the detail opened above is still in this page's query cache
    const wanted = history.find((r) => r.type === 7)!;
    const quote = await newPage();
    await logIn(quote, url, 'chayou', { redirect: '/user/browseHistory' });
    const row = quote
      .getByRole('listitem')
      .filter({ has: quote.getByRole('article', { name: String(wanted.title) }) })
      .first();
    expect(await answered(quote, 'getWantBuy', () => row.getByRole('button', { name: '去报价' }).click())).toBe(200);
    await quote.waitForURL(
      (u) => u.hash.startsWith('#/bigDeal/cgdetail?') && u.hash.includes(`id=${String(wanted.businessId)}`),
    );
  });

  it('my comments on a contest, a contestant and a tea instrument (types 4, 6, 10) open them', async () => {
    const phone = phoneOf('135', 2);
    await registerMember(baseUrl, phone);
    const { cookie, id } = await loginCookie(baseUrl, phone, 0, 'Green2024');
    const contest = rowsOf(await apiAs(baseUrl, 'getContestList', { query: { pageNo: '1', pageSize: '1' } }))[0];
    const contestant = rowsOf(
      await apiAs(baseUrl, 'getContestantList', {
        query: { activityId: String(contest.id), pageNo: '1', pageSize: '1' },
      }),
    )[0];
    const teaQi = rowsOf(await apiAs(baseUrl, 'teaQiList', { query: { pageIndex: '1', pageSize: '1' } }))[0];
    const targets: [string, Row, RegExp][] = [
      ['4', contest, /^#\/pbSelection\/detail\?/],
      ['6', contestant, /^#\/pbSelection\/toupiaoDetail\?/],
      ['10', teaQi, /^#\/leadNews\/xyChaqiD\?/],
    ];
    for (const [type, target] of targets)
      await apiAs(baseUrl, 'submitComment', {
        body: { joinId: String(target.id), type, userId: id, message: `类型${type}的评论` },
        cookie,
      });
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/user/myevaluate' });
    for (const [type, target, hash] of targets) {
      await page.goto(url('/user/myevaluate'));
      const link = page.getByRole('link').filter({ hasText: `类型${type}的评论` });
      await link.click();
      await page.waitForURL((u) => hash.test(u.hash) && u.hash.includes(`id=${String(target.id)}`));
    }
  });
});

describe('user home (seed 2 §2.2, seed 1 §6) and add sub-member (seed 1 §5)', () => {
  it('编辑主页 opens on the saved avatar and intro', async () => {
    const phone = phoneOf('135', 3);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/user' });
    await page.getByRole('button', { name: '编辑主页' }).click();
    let dialog = page.getByRole('dialog', { name: '编辑主页' });
    await dialog
      .locator('#root_headPic')
      .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: png(32, 32, [60, 140, 70]) });
    const avatar = await dialog.getByRole('img', { name: '头像' }).getAttribute('src');
    const intro = '浉河区茶农，种茶十年有余。';
    await dialog.getByLabel(field('个人简介')).fill(intro);
    await dialog.getByRole('button', { name: '保存' }).click();
    await toast(page, '修改成功').waitFor();
    await page.getByRole('region', { name: '个人资料' }).getByText(`简介：${intro}`).waitFor();
    await page.reload();
    await page.getByRole('button', { name: '编辑主页' }).click();
    dialog = page.getByRole('dialog', { name: '编辑主页' });
    await expect.poll(() => dialog.getByLabel(field('个人简介')).inputValue()).toBe(intro);
    expect(await dialog.getByRole('img', { name: '头像' }).getAttribute('src')).toBe(avatar);
  });

  it("a corporate member's home reads 已实名 (it passes the gate), not 未实名", async () => {
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/user' });
    const card = page.getByRole('region', { name: '个人资料' });
    await card.getByText('企业', { exact: true }).waitFor();
    await card.getByText('已实名', { exact: true }).waitFor();
    expect(await card.getByText('未实名').count()).toBe(0);
    expect(await card.getByRole('link', { name: '未实名' }).count()).toBe(0);
  });

  it('添加下级 refuses a phone that is not 1, 3-9 and nine digits', async () => {
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/user/zgzgMypub' });
    await page.getByRole('button', { name: '添加下级' }).click();
    const dialog = page.getByRole('dialog', { name: '添加下级' });
    const phoneBox = dialog.getByLabel(field('手机号'));
    // letters are not typed at all
    await phoneBox.fill('abc');
    expect(await phoneBox.inputValue()).toBe('');
    await phoneBox.fill('1397602');
    await dialog.getByLabel(field('姓名')).focus();
    await dialog.getByText('手机号格式不正确').first().waitFor();
    await phoneBox.fill('12976020001');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '姓名不能为空').waitFor();
    await dialog.getByText('手机号格式不正确').first().waitFor();
  });
});
