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
    const table = page.getByRole('table', { name: '系统消息' });
    await table.waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(1);
    const title = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
    await rows.nth(1).getByRole('link', { name: '详情' }).click();
    await page.waitForURL(/noticeDetail\?id=/);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('link', { name: '返回列表' }).click();
    await page.getByRole('tab', { name: '我的消息' }).click();
    await page.waitForURL(/tab=1/);
    await page.getByRole('heading', { name: /^我的消息/ }).waitFor();
  });
});
