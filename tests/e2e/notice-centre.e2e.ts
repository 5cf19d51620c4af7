import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// 消息中心: system messages with unread dots and a detail that marks them read; 我的消息 is the chat.
const { newPage, url } = useBrowser();

describe('notice centre', () => {
  it('lists system messages, opens one, and shows the chat tab', async () => {
    const page = await newPage();
    await page.goto(url('/login?redirect=%2Fuser%2FnoticeCenter'));
    await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
    await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
    await page.getByRole('button', { name: '个人登录' }).click();
    const list = page.getByRole('list', { name: '系统消息' });
    await list.waitFor();
    // an unread message has its badge; opening it marks it read, and the list says so on the way back
    const unread = list
      .getByRole('listitem')
      .filter({ has: page.getByText('未读', { exact: true }) })
      .first();
    const title = (await unread.getByRole('heading', { level: 3 }).innerText()).trim();
    await unread.getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/noticeDetail\?id=/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: '返回列表' }).click();
    await page.waitForURL(/noticeCenter/);
    const opened = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await opened.waitFor();
    await opened.getByText('未读', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '我的消息' }).click();
    // tabs are numbered from 1: the second is tab=2
    await page.waitForURL(/tab=2/);
    await page.getByRole('heading', { name: /^我的消息/ }).waitFor();
    await page.reload();
    expect(await page.getByRole('tab', { name: '我的消息' }).getAttribute('aria-selected')).toBe('true');
  });
});
