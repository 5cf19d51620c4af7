import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { apiAs, field, logIn, loginCookie, phoneOf, png, recordsOf, registerMember } from './members';

// Seed 3's forms and dialogs, depth (issue 34 items 5 and 11): what the form says before the server
// has to, and how the dialogs behave around the member (state after signing up, offering again, closing,
// the browser's Back, a draft kept).
const { newPage, url, baseUrl } = useBrowser();

const local = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The calls to one API path the page makes from now on. */
function callsTo(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.url());
  });
  return calls;
}

interface WantBuy {
  id: string;
  memberId: string;
  isOffer: number;
}

async function openRequestOf(owner: string): Promise<WantBuy> {
  const buyer = await loginCookie(baseUrl, owner, 1);
  const wants = (await apiAs(baseUrl, 'listWantBuys', { query: { pageIndex: '1', pageSize: '100' } })) as
    WantBuy[] | { records: WantBuy[] };
  const rows = Array.isArray(wants) ? wants : wants.records;
  return rows.find((w) => String(w.memberId) === buyer.id && Number(w.isOffer) === 1)!;
}

describe('forms say it before the server (item 5)', () => {
  it('期望收货时间 starts from yesterday and a date 30 days back is refused by the form, with its message, before any call (§5)', async () => {
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/bigDeal/pubcInfo' });
    const calls = callsTo(page, '/api/dzcg/releaseWantBuy');
    const delivery = page.getByLabel(field('期望收货时间'));
    expect(await delivery.getAttribute('min')).toBe(local(-1));
    await delivery.fill(local(-30));
    await page.getByText('期望收货时间不能早于昨天').first().waitFor();
    await page.getByRole('button', { name: '立即发布' }).click();
    await expect.poll(() => delivery.getAttribute('aria-invalid')).toBe('true');
    // corrected, the message goes
    await delivery.fill(local(3));
    await expect.poll(() => page.getByText('期望收货时间不能早于昨天').count()).toBe(0);
    expect(calls).toHaveLength(0);
    await page.close();
  });

  it('an offer of 0 says 请输入金额 in the dialog and sends nothing; 0.5 is then taken (§5 Offer)', async () => {
    const request = await openRequestOf('xinyangcha');
    const phone = phoneOf('137', 6);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/bigDeal/cgdetail?id=${request.id}` });
    const calls = callsTo(page, '/api/dzcg/offer');
    await page.getByRole('button', { name: '立即报价' }).click();
    const dialog = page.getByRole('dialog', { name: '立即报价' });
    await dialog.getByLabel(field('报价商家')).fill('零元茶行');
    await dialog.getByLabel(field('报价金额（元）')).fill('0');
    await dialog.getByLabel(field('联系人')).fill('李四');
    await dialog.getByLabel(field('联系方式')).fill('13912345678');
    const submit = dialog.getByRole('button', { name: '提交报价' });
    await submit.click();
    await toast(page, '请输入金额').waitFor();
    expect(calls).toHaveLength(0);
    await dialog.getByLabel(field('报价金额（元）')).fill('0.5');
    await submit.click();
    await toast(page, '报价成功').waitFor();
    expect(calls).toHaveLength(1);
    await page.close();
  });

  it('a loan ID number with a wrong check character says 茶农身份证号格式不正确 before the call; the right one is sent (§5 Loan)', async () => {
    const phone = phoneOf('137', 7);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/teaLoanApply' });
    const calls = callsTo(page, '/api/loan/apply/loanApply');
    const fill = (label: string, value: string) => page.getByLabel(field(label)).fill(value);
    await fill('茶农姓名', '王德顺');
    await fill('联系电话', '13912348888');
    await fill('茶园面积（亩）', '12.5');
    await fill('定植年份', '2012');
    await fill('种植品种', '信阳10号');
    await fill('当年预估产量（斤）', '800');
    // GB 11643: 41150219800101123 has the check character 2, not 9
    await fill('茶农身份证号', '411502198001011239');
    await page.getByRole('combobox', { name: /^茶园所在县域/ }).selectOption({ label: '浉河区' });
    await page.getByRole('combobox', { name: /^茶园所在乡镇/ }).selectOption({ label: '董家河镇' });
    await fill('茶园地址', '董家河镇车云山村');
    const submit = page.getByRole('button', { name: '提交申请' });
    await submit.click();
    await toast(page, '茶农身份证号格式不正确').waitFor();
    expect(await page.getByLabel(field('茶农身份证号')).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    await fill('茶农身份证号', '411502198001011232');
    await submit.click();
    await toast(page, '信息提交成功，线下会有业务人员与您联系，请注意电话接听').waitFor();
    expect(calls).toHaveLength(1);
    await page.close();
  });
});

describe('dialogs (item 11)', () => {
  it('an exhibitor who has signed up reads 报名中, not 报名 again, at once and after a reload (§4)', async () => {
    const res = await fetch(`${baseUrl}/api/activity/getPcActivityList?pageNo=1&pageSize=100&status=1`, {
      method: 'POST',
      headers: signedHeaders(Date.now()),
    });
    const body = (await res.json()) as {
      page?: { records: { id: string; name: string; status: number; enterpriseIsJoin: number; type: number }[] };
    };
    const activity = body.page!.records.find((a) => a.status === 2 && a.enterpriseIsJoin === 1 && a.type === 2)!;
    const phone = phoneOf('136', 7);
    await registerMember(baseUrl, phone, { legal: true });
    const page = await newPage();
    await logIn(page, url, phone, {
      password: 'Green2024',
      legal: true,
      redirect: `/chaCulture/hddetail?id=${activity.id}`,
    });
    await page.getByRole('heading', { name: activity.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: '报名', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '报名' });
    await dialog.getByLabel(field('负责人')).fill('周建华');
    await dialog.getByLabel(field('联系方式')).fill('13800138000');
    await dialog.getByLabel(field('企业名称')).fill('商城县金刚台茶业有限公司');
    await dialog
      .locator('#root_companyPic')
      .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png(8, 8, [200, 180, 90]) });
    await dialog.getByRole('img', { name: /企业营业执照/ }).waitFor();
    await dialog.getByRole('button', { name: '立即报名' }).click();
    const notice = page.getByRole('dialog').filter({ hasText: '报名成功，请在报名期内完善展品信息' });
    await notice.getByRole('button', { name: '确定' }).click();
    const signedUp = page.getByRole('button', { name: '报名中', exact: true });
    await signedUp.waitFor();
    expect(await signedUp.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '报名', exact: true }).count()).toBe(0);
    await page.reload();
    await signedUp.waitFor();
    expect(await page.getByRole('button', { name: '报名', exact: true }).count()).toBe(0);
    await page.close();
  });

  it('offering again on a request opens the dialog with the member’s own offer, and the change answers 修改成功 (§2.6, §4)', async () => {
    const request = await openRequestOf('xinyangcha');
    const phone = phoneOf('137', 8);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/bigDeal/cgdetail?id=${request.id}` });
    const offerButton = page.getByRole('button', { name: '立即报价' });
    await offerButton.click();
    const dialog = page.getByRole('dialog', { name: '立即报价' });
    const price = dialog.getByLabel(field('报价金额（元）'));
    // a first offer starts blank
    expect(await dialog.getByLabel(field('报价商家')).inputValue()).toBe('');
    await dialog.getByLabel(field('报价商家')).fill('再报茶行');
    await price.fill('1200');
    await dialog.getByLabel(field('联系人')).fill('王五');
    await dialog.getByLabel(field('联系方式')).fill('13912340001');
    await dialog.getByRole('button', { name: '提交报价' }).click();
    await toast(page, '报价成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await offerButton.click();
    await expect.poll(() => price.inputValue(), { timeout: 10_000 }).toBe('1200');
    expect(await dialog.getByLabel(field('报价商家')).inputValue()).toBe('再报茶行');
    expect(await dialog.getByLabel(field('联系方式')).inputValue()).toBe('13912340001');
    await price.fill('1150.5');
    await dialog.getByRole('button', { name: '提交报价' }).click();
    await toast(page, '修改成功').waitFor();
    await page.close();
  });

  it('the expert review dialog has a 关闭 button that closes it, at 390 and 1440 px (§2.5)', async () => {
    const [expert] = await recordsOf<{ id: string }>(baseUrl, 'getExpertList', { pageIndex: '1', pageSize: '8' });
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/chajiService/chajiDetail?id=${expert.id}` });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await page.getByRole('button', { name: '评价专家' }).click();
      const dialog = page.getByRole('dialog', { name: '评价专家' });
      await dialog.getByRole('button', { name: '提交评价' }).waitFor();
      const close = dialog.getByRole('button', { name: '关闭' });
      // the cross stands inside the dialog, clear of the title
      const [box, title] = await Promise.all([
        close.boundingBox(),
        dialog.getByRole('heading', { name: '评价专家' }).boundingBox(),
      ]);
      expect(box!.x).toBeGreaterThan(title!.x + 40);
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/expert-review-${width}.png` });
      await close.click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.close();
  });

  it('the browser’s Back closes an open dialog, which never stays over the page before, even the same view with another id', async () => {
    const owner = await loginCookie(baseUrl, 'xinyangcha', 1);
    const wants = (await apiAs(baseUrl, 'listWantBuys', { query: { pageIndex: '1', pageSize: '100' } })) as
      WantBuy[] | { records: WantBuy[] };
    const rows = (Array.isArray(wants) ? wants : wants.records).filter((w) => String(w.memberId) === owner.id);
    const open = rows.find((w) => Number(w.isOffer) === 1)!;
    const before = rows.find((w) => w.id !== open.id)!;
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/bigDeal/cgdetail?id=${before.id}` });
    await page.getByRole('list', { name: '他的其他采购' }).waitFor();
    await page.goto(url(`/bigDeal/cgdetail?id=${open.id}`));
    await page.getByRole('button', { name: '立即报价' }).click();
    const dialog = page.getByRole('dialog', { name: '立即报价' });
    await dialog.getByLabel(field('报价商家')).waitFor();
    await page.goBack();
    await page.waitForURL(new RegExp(`cgdetail\\?id=${before.id}$`));
    await dialog.waitFor({ state: 'detached' });
    // and Forward does not bring it back over the request
    await page.goForward();
    await page.waitForURL(new RegExp(`cgdetail\\?id=${open.id}$`));
    await page.getByRole('button', { name: '立即报价' }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.close();
  });
});

describe('the job form keeps a draft (item 11 f)', () => {
  it('a reload and Back/Forward keep what was typed in the tab (per route and member, until 发布成功)', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    const name = page.getByLabel(field('联系人姓名'));
    const count = page.getByLabel(field('招聘人数'));
    await name.fill('周师傅');
    await count.fill('12');
    await page.reload();
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe('周师傅');
    expect(await count.inputValue()).toBe('12');
    await page.goto(url('/ysService'));
    await page.goBack();
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe('周师傅');
    await page.goBack();
    await page.goForward();
    await expect.poll(() => count.inputValue(), { timeout: 10_000 }).toBe('12');
    await page.close();
  });
});
