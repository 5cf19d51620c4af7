import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// The user centre's and the creator centre's left menus (seed 1 §2.6, seed 2 §2.3), from spec/routes.yaml.
const { newPage, url } = useBrowser();

describe('centre menus', () => {
  it('the user centre lists its groups, marks the current page, and answers 暂未开放 for entries without a page', async () => {
    const page = await newPage();
    await page.goto(url('/login?redirect=%2Fuser%2FnoticeCenter'));
    await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
    await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
    await page.getByRole('button', { name: '个人登录' }).click();
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await menu.waitFor();
    expect(await menu.getByRole('heading').allTextContents()).toEqual([
      '我的服务',
      '门票管理',
      '招聘管理',
      '账户管理',
      '帮助与支持',
      '实名认证',
      '茶文化节',
    ]);
    expect(await menu.locator('li.current').innerText()).toBe('消息中心');
    await menu.getByRole('button', { name: '安全设置' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^暂未开放$/ })
      .first()
      .waitFor();
    await menu.getByRole('link', { name: '已结束' }).click();
    await page.waitForURL(/#\/user\/myTicket\?type=2$/);

    await page.goto(url('/userysh/opusData'));
    const creator = page.getByRole('navigation', { name: '创作中心' });
    await creator.waitFor();
    expect(await creator.getByRole('heading').allTextContents()).toEqual(['主页', '创作', '管理', '数据']);
    expect(await creator.locator('li.current').innerText()).toBe('作品数据');
  });
});
