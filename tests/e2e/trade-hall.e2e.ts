import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { apiAs, field, logIn, loginCookie, phoneOf, registerMember } from './members';

// 大宗交易 as a YAML page (seed 3 §2.6, §4): the banner turns by itself every 3 s, the purchase dynamics
// grow when scrolled to their end (after 1 s), and the two tabs page by 4.
const { newPage, url, baseUrl } = useBrowser();

describe('trade hall', () => {
  it('turns the banner, grows the dynamics, and pages purchase requests and goods', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/bigDeal' });
    const carousel = page.locator('[aria-roledescription="轮播图"]');
    await carousel.waitFor();
    const first = await carousel.getAttribute('data-index');
    await page.mouse.move(0, 0);
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 8_000, interval: 500 }).not.toBe(first);

    const wants = page.getByRole('list', { name: '我要买' }).getByRole('listitem');
    await expect.poll(() => wants.count(), { timeout: 10_000 }).toBe(4);
    await page.getByRole('tab', { name: '我有货' }).click();
    const goods = page.getByRole('list', { name: '我有货' }).getByRole('listitem');
    await expect.poll(() => goods.count(), { timeout: 10_000 }).toBe(4);

    const dynamics = page.getByRole('list', { name: '采购动态' }).getByRole('listitem');
    await expect.poll(() => dynamics.count(), { timeout: 10_000 }).toBe(7);
    await dynamics.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => dynamics.count(), { timeout: 10_000 }).toBeGreaterThan(7);
  });
});

describe('goods detail', () => {
  it('reveals the phone in a dialog (§2.6), lists his other goods without this one, and reads the goods again when another of 他还发布了 is opened', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/bigDeal?tab=2' });
    const goods = page.getByRole('list', { name: '我有货' }).getByRole('listitem');
    await goods.first().getByRole('link').click();
    await page.waitForURL(/prodetail\?id=/);
    const first = page.url();
    const id = new URL(first.replace('#/', '')).searchParams.get('id');
    const card = page.getByRole('article', { name: /的供应$/ });
    await card.waitFor();
    expect(await card.innerText()).toContain('****');
    await page.getByRole('button', { name: '查看电话' }).click();
    const dialog = page.getByRole('dialog', { name: '查看电话' });
    await expect.poll(() => dialog.innerText(), { timeout: 5_000 }).toMatch(/1\d{10}/);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the page itself keeps the phone masked
    expect(await card.innerText()).toContain('****');
    const others = page.getByRole('list', { name: '他还发布了' }).getByRole('listitem');
    await expect.poll(() => others.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const links = await others.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(
      links.some((href) => href.endsWith(`id=${id}`)),
      'the goods being viewed among 他还发布了',
    ).toBe(false);
    const before = await card.innerText();
    await others.first().getByRole('link').click();
    await page.waitForURL((u) => u.href !== first);
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).not.toBe(before);
  });
});

describe('trade hall banners and gates', () => {
  it('a banner opens the purchase request (type 1) or its HTML (otherwise)', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/bigDeal' });
    const banner = page.locator('[aria-roledescription="轮播图"]').first();
    await banner.waitFor();
    await banner.getByRole('button', { name: '第1张' }).click();
    await banner.locator('[aria-hidden="false"] :is(a, button)').first().click();
    await page.waitForURL(/#\/bigDeal\/cgdetail\?id=/);
    await page.getByRole('heading', { level: 1, name: /毛尖/ }).waitFor();
    await page.goBack();
    await banner.getByRole('button', { name: '第2张' }).click();
    await banner.locator('[aria-hidden="false"] :is(a, button)').first().click();
    await page.waitForURL(
      (u) => u.hash.startsWith('#/bigDeal/bannerDetail?') && u.hash.includes('index=1') && u.hash.includes('type=1'),
    );
    await page.getByRole('heading', { name: '诚信交易倡议' }).waitFor();
  });

  it('发布商品: an unverified individual is offered 去认证, a company goes in and sees the side list and disclaimer', async () => {
    const phone = phoneOf('137', 3);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/bigDeal' });
    await page.getByRole('button', { name: '发布商品' }).click();
    const dialog = page.getByRole('dialog', { name: '实名认证' });
    await dialog.getByText('发布商品前需要先完成实名认证').waitFor();
    await dialog.getByRole('button', { name: '去认证' }).click();
    await page.waitForURL(/#\/user\/Verified/);

    const company = await newPage();
    await logIn(company, url, 'xinyangcha', { legal: true, redirect: '/bigDeal' });
    await company.getByRole('button', { name: '发布商品' }).click();
    await company.waitForURL(/#\/bigDeal\/pubPro$/);
    await company
      .getByRole('button', { name: '立即发布' })
      .or(company.getByRole('button', { name: /发布/ }))
      .first()
      .waitFor();
    const jobs = company.getByRole('list', { name: '茶园用工' }).getByRole('listitem');
    await expect.poll(() => jobs.count(), { timeout: 10_000 }).toBe(2);
    await company.getByText('本平台仅提供信息发布与展示，不对所发布信息承担任何责任，请自行核实。').waitFor();
    await jobs.first().getByRole('link').click();
    await company.waitForURL(/#\/ysService\/detail\?id=/);
  });
});

describe('offer dialog', () => {
  it('a member offers on a purchase request (each bad input its message); the buyer sees it under 报价人', async () => {
    const buyer = await loginCookie(baseUrl, 'xinyangcha', 1);
    const wants = (await apiAs(baseUrl, 'listWantBuys', { query: { pageIndex: '1', pageSize: '100' } })) as
      | { id: string; memberId: string; isOffer: number; goodName: string }[]
      | { records: { id: string; memberId: string; isOffer: number; goodName: string }[] };
    const rows = Array.isArray(wants) ? wants : wants.records;
    const request = rows.find((w) => String(w.memberId) === buyer.id && w.isOffer === 1)!;
    const phone = phoneOf('137', 4);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/bigDeal/cgdetail?id=${request.id}` });
    await page.getByRole('button', { name: '立即报价' }).click();
    const dialog = page.getByRole('dialog', { name: '立即报价' });
    const submit = dialog.getByRole('button', { name: '提交报价' });
    const business = `茶商${phone.slice(-4)}`;
    const steps: [string, string, string][] = [
      ['请输入报价商', '报价商家', business],
      // the amount input keeps digits, one point and two decimals (seed 2 §5)
      ['请输入金额', '报价金额（元）', '1288.505abc'],
      ['请输入联系人', '联系人', '李四'],
      ['联系方式不正确', '联系方式', '1234'],
      ['联系方式不正确', '联系方式', '13912345678'],
    ];
    for (const [message, label, value] of steps) {
      await submit.click();
      await toast(page, message).waitFor();
      await dialog.getByLabel(field(label)).fill(value);
    }
    expect(await dialog.getByLabel(field('报价金额（元）')).inputValue()).toBe('1288.50');
    await submit.click();
    await toast(page, '报价成功').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const own = await newPage();
    await logIn(own, url, 'xinyangcha', { legal: true, redirect: `/user/myProcuresj?id=${request.id}` });
    const bidders = own.getByRole('list', { name: '报价人' }).getByRole('listitem').filter({ hasText: business });
    await bidders.first().waitFor({ timeout: 10_000 });
    expect(await bidders.first().innerText()).toContain('1288.50元');
  });
});

describe('tea loan', () => {
  it('three jobs beside the form; a sent application locks the button, and opening the page again says 105', async () => {
    const phone = phoneOf('137', 5);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/teaLoanApply' });
    await expect
      .poll(() => page.getByRole('list', { name: '茶园用工' }).getByRole('listitem').count(), { timeout: 10_000 })
      .toBe(3);
    const fill = (label: string, value: string) => page.getByLabel(field(label)).fill(value);
    await fill('茶农姓名', '王德顺');
    await fill('联系电话', '13912348888');
    await fill('茶园面积（亩）', '12.5');
    await fill('定植年份', '2012');
    await fill('种植品种', '信阳10号');
    await fill('当年预估产量（斤）', '800');
    // a valid check digit: the sandbox checks it
    await fill('茶农身份证号', '411502198001011232');
    await page.getByRole('combobox', { name: /^茶园所在县域/ }).selectOption({ label: '浉河区' });
    await page.getByRole('combobox', { name: /^茶园所在乡镇/ }).selectOption({ label: '董家河镇' });
    await fill('茶园地址', '董家河镇车云山村');
    const submit = page.getByRole('button', { name: '提交申请' });
    await submit.click();
    await toast(page, '信息提交成功，线下会有业务人员与您联系，请注意电话接听').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.reload();
    await toast(page, '您已提交过贷款申请，请勿重复提交').waitFor();
  });
});
