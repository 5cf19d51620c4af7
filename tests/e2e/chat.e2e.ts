import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Two members chat through the sandbox's local chat service, each in a browser context of their own.
const { newPage, newContext, url } = useBrowser();
const field = (name: string) => new RegExp(`^${name}\\s*\\*?$`);
const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first()
    .waitFor();
/** a 1×1 PNG */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Logs in in a fresh context and answers the member's user id. */
async function member(
  username: string,
  button: '个人登录' | '法人登录',
  options?: Parameters<typeof newContext>[0],
): Promise<{ page: Page; id: string }> {
  const page = await newPage(await newContext(options));
  await page.goto(url('/login'));
  await page.getByLabel(field('账号')).fill(username);
  await page.getByLabel(field('密码')).fill('Tea12345');
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((u) => u.hash === '#/');
  return { page, id: (await page.evaluate(() => sessionStorage.getItem('user_id')))! };
}

describe('chat', () => {
  it('A sends B a text and an image; B sees the unread total rise, opens the conversation and it falls to 0', async () => {
    const a = await member('chayou', '个人登录');
    const b = await member('xinyangcha', '法人登录');
    await b.page.goto(url('/user/chat'));
    // B may already hold unread messages from other members (the suite shares one sandbox): count from them,
    // once the conversations have loaded (the list, or its empty text)
    const heading = b.page.getByRole('heading', { name: /^我的消息/ });
    await b.page.getByRole('list', { name: '会话列表' }).or(b.page.getByText('暂无数据')).first().waitFor();
    const before = Number(/\((\d+)\)/.exec(await heading.innerText())?.[1] ?? 0);
    const list = b.page.getByRole('list', { name: '会话列表' });
    const fromA = list.getByRole('button', { name: /茶友小王/ });
    const earlier = (await fromA.count())
      ? Number(/，(\d+)条未读/.exec((await fromA.first().textContent()) ?? '')?.[1] ?? 0)
      : 0;
    const titled = (unread: number) => (unread > 0 ? `我的消息 (${unread})` : '我的消息');

    await a.page.goto(url(`/user/chat?to=${b.id}`));
    await a.page.getByRole('heading', { name: '信阳毛尖茶业有限公司' }).waitFor();
    const editor = a.page.getByRole('textbox', { name: '输入消息' });
    await a.page.getByRole('button', { name: '发送', exact: true }).click();
    await toast(a.page, '请输入内容');
    await editor.fill('您好，想订两斤明前毛尖');
    await editor.press('Enter');
    const aLog = a.page.getByRole('log', { name: '消息记录' });
    await aLog.getByText('您好，想订两斤明前毛尖').last().waitFor();
    expect(await editor.inputValue()).toBe('');

    const picker = a.page.getByLabel('发送图片');
    await picker.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await toast(a.page, '请上传图片正确格式');
    await picker.setInputFiles({ name: '茶园.png', mimeType: 'image/png', buffer: png });
    const sentImage = aLog.getByRole('img', { name: '图片' }).last();
    await sentImage.waitFor();
    await expect.poll(() => sentImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await b.page.getByRole('heading', { name: titled(before + 2), exact: true }).waitFor();
    await fromA.filter({ hasText: '[图片]' }).waitFor();
    // named by its content: the name, the unread count (read out, not shown) and the last message
    await list.getByRole('button', { name: new RegExp(`茶友小王\\s*，${earlier + 2}条未读`) }).click();
    await b.page.getByRole('heading', { name: titled(before - earlier), exact: true }).waitFor();
    await list
      .getByRole('button', { name: /茶友小王/ })
      .filter({ hasNotText: '条未读' })
      .waitFor();
    const bLog = b.page.getByRole('log', { name: '消息记录' });
    await bLog.getByText('您好，想订两斤明前毛尖').last().waitFor();
    await bLog.getByRole('img', { name: '图片' }).last().waitFor();
  });

  it('loads chat code only where chat starts (the home page, the chat route), and the chat SDK only when configured', async () => {
    // logged in straight onto the feed: the home page, where chat starts, is not on the way
    const page = await newPage(await newContext());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(url('/login?redirect=%2FleadNews'));
    await page.getByLabel(field('账号')).fill('chayou');
    await page.getByLabel(field('密码')).fill('Tea12345');
    await page.getByRole('button', { name: '个人登录' }).click();
    await page.waitForURL((u) => u.hash === '#/leadNews');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /chat|tim-client|local-client/.test(s))).toEqual([]);
    // seed 2 §2.4: the chat client starts on the home page for a member (spec/routes.yaml startsChat)
    await page.goto(url('/'));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => scripts.some((s) => /local-client/.test(s))).toBe(true);
    await page.goto(url('/user/chat'));
    await page.getByRole('heading', { name: /^我的消息/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /local-client/.test(s))).toBe(true);
    expect(scripts.filter((s) => /tim-client/.test(s))).toEqual([]);
  });

  it('on a phone the list and a conversation take the screen in turn; 会话列表 and the back button return to the list', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const b = await member('xinyangcha', '法人登录');
    const a = await member('chayou', '个人登录', phone);
    const list = a.page.getByRole('list', { name: '会话列表' });
    const log = a.page.getByRole('log', { name: '消息记录' });
    const editor = a.page.getByRole('textbox', { name: '输入消息' });
    const backToList = a.page.getByRole('button', { name: '‹ 会话列表' });

    await a.page.goto(url(`/user/chat?to=${b.id}`));
    await a.page.getByRole('heading', { name: '信阳毛尖茶业有限公司' }).waitFor();
    await editor.fill('手机上问一下：还有明前茶吗');
    await editor.press('Enter');
    await log.getByText('手机上问一下：还有明前茶吗').last().waitFor();
    // the conversation alone: no list beside it, the editor and send button on screen, nothing sideways
    expect(await list.isVisible()).toBe(false);
    const send = await a.page.getByRole('button', { name: '发送', exact: true }).boundingBox();
    expect(send && send.y + send.height).toBeLessThanOrEqual(844);
    // thumb-sized targets: the way back, the picture picker, send
    for (const target of [
      backToList,
      a.page.getByText('图片', { exact: true }),
      a.page.getByRole('button', { name: '发送', exact: true }),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await backToList.tap();
    await list.waitFor();
    expect(new URL(a.page.url()).hash).toBe('#/user/chat');
    expect(await log.isVisible()).toBe(false);
    // on a phone the wide screen's 选择一个会话开始聊天 has no place: the list is the screen
    expect(await a.page.getByText('选择一个会话开始聊天').isVisible()).toBe(false);

    await list.getByRole('button', { name: /信阳毛尖茶业有限公司/ }).tap();
    await log.getByText('手机上问一下：还有明前茶吗').last().waitFor();
    expect(await list.isVisible()).toBe(false);
    await a.page.goBack();
    await list.waitFor();
    expect(await log.isVisible()).toBe(false);
  });
});
