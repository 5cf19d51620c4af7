// The local chat client against the sandbox's chat service: the protocol both sides speak, login by
// the session's usersig, unread counts, history paging, images as files, and kicking out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { ChatClient, ChatEventName, ChatEvents } from '../../src/features/chat/chat-client';
import { createLocalClient } from '../../src/features/chat/local-client';
import { loginAs, startTestSandbox, type TestSandbox } from '../sandbox/harness';

let s: TestSandbox;
let chatUrl: string;
const sessions: Record<'personal' | 'company', { id: string; usersig: string }> = {} as never;

beforeAll(async () => {
  s = await startTestSandbox();
  chatUrl = `${s.url.replace(/^http/, 'ws')}/__chat`;
  sessions.personal = (await loginAs(s, 'personal')) as never;
  sessions.company = (await loginAs(s, 'company')) as never;
});
afterAll(() => s.close());

const client = () => createLocalClient(chatUrl, NodeWebSocket as unknown as typeof WebSocket);
const next = <E extends ChatEventName>(c: ChatClient, event: E) =>
  new Promise<ChatEvents[E]>((resolve) => {
    const once = (data: ChatEvents[E]) => {
      c.off(event, once);
      resolve(data);
    };
    c.on(event, once);
  });

async function loggedIn(who: 'personal' | 'company') {
  const c = client();
  const ready = next(c, 'ready');
  await c.login(sessions[who].id, sessions[who].usersig);
  await ready;
  return c;
}

describe('local chat service', () => {
  let a: ChatClient;
  let b: ChatClient;
  const toB = () => `C2C${sessions.company.id}`;
  const toA = () => `C2C${sessions.personal.id}`;

  beforeAll(async () => {
    a = await loggedIn('personal');
    b = await loggedIn('company');
  });
  afterAll(async () => {
    await a.logout();
    await b.logout();
  });

  it('refuses a user signature that belongs to no login session', async () => {
    const c = client();
    await expect(c.login(sessions.personal.id, 'not-a-signature')).rejects.toThrow('userSig 无效');
    await c.logout();
  });

  it('delivers a text, counts it unread for the receiver and clears it on mark read', async () => {
    const received = next(b, 'messageReceived');
    const updated = next(b, 'conversationListUpdated');
    const sent = await a.sendMessage(a.createTextMessage(sessions.company.id, '您好，想买两斤毛尖'));
    expect(sent).toMatchObject({
      flow: 'out',
      conversationID: toB(),
      type: 'text',
      payload: { text: '您好，想买两斤毛尖' },
    });
    expect(await received).toEqual([
      expect.objectContaining({ ID: sent.ID, flow: 'in', conversationID: toA(), nick: '茶友小王' }),
    ]);
    expect((await updated)[0]).toMatchObject({
      conversationID: toA(),
      unreadCount: 1,
      userProfile: { nick: '茶友小王' },
    });

    expect((await b.getConversationList())[0]).toMatchObject({ unreadCount: 1, lastMessage: { ID: sent.ID } });
    expect((await a.getConversationList())[0]).toMatchObject({ conversationID: toB(), unreadCount: 0 });
    await b.setMessageRead(toA());
    expect((await b.getConversationList())[0].unreadCount).toBe(0);
    expect(await b.getConversationProfile(toA())).toMatchObject({
      userProfile: { userID: sessions.personal.id, gender: 'Gender_Type_Male' },
    });
    expect(await a.getMyProfile()).toMatchObject({ userID: sessions.personal.id, nick: '茶友小王' });
  });

  it('pages history from the newest, 15 at most per load', async () => {
    for (let i = 0; i < 16; i++) await a.sendMessage(a.createTextMessage(sessions.company.id, `第${i}条`));
    const first = await b.getMessageList({ conversationID: toA(), count: 15 });
    expect(first.messageList).toHaveLength(15);
    expect(first.messageList.at(-1)?.payload).toEqual({ text: '第15条' });
    expect(first.isCompleted).toBe(false);
    const rest = await b.getMessageList({ conversationID: toA(), count: 15, nextReqMessageID: first.nextReqMessageID });
    expect(rest.messageList.map((m) => (m.payload as { text: string }).text)).toEqual(['您好，想买两斤毛尖', '第0条']);
    expect(rest.isCompleted).toBe(true);
    await expect(b.getMessageList({ conversationID: toA(), count: 16 })).rejects.toThrow('count');
  });

  it('stores an image as a file and serves it back; refuses other formats and anything over 2 MB', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const sent = await a.sendMessage(
      a.createImageMessage(sessions.company.id, new File([png], '茶园.png', { type: 'image/png' })),
    );
    expect(sent.type).toBe('image');
    const url = (sent.payload as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${s.url}/__chat/files/[0-9a-f-]{36}\\.png$`));
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    expect((await fetch(`${s.url}/__chat/files/..%2Fsandbox.db`)).status).toBe(404);

    await expect(a.sendMessage(a.createImageMessage(sessions.company.id, new File([png], 'x.webp')))).rejects.toThrow(
      '请上传图片正确格式',
    );
    // the name proves nothing: HTML sent as x.png is not an image
    const page = new File(['<html><script>alert(1)</script></html>'], 'x.png', { type: 'image/png' });
    await expect(a.sendMessage(a.createImageMessage(sessions.company.id, page))).rejects.toThrow(
      '图片内容与格式不符，请发送真实的图片',
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg');
    await expect(a.sendMessage(a.createImageMessage(sessions.company.id, big))).rejects.toThrow('2 MB');
  });

  it('sends an order as a custom message with the order as JSON', async () => {
    const sent = await a.sendMessage(
      a.createCustomMessage(sessions.company.id, {
        description: '信阳毛尖 2 斤',
        order: { orderNo: 'D001', price: 560 },
      }),
    );
    expect(sent.payload).toEqual({
      data: 'order',
      description: '信阳毛尖 2 斤',
      extension: '{"orderNo":"D001","price":560}',
    });
  });

  it('kicks the first connection out when the same member logs in again', async () => {
    const kicked = next(a, 'kickedOut');
    const again = await loggedIn('personal');
    await kicked;
    await expect(a.getMyProfile()).rejects.toThrow();
    await again.logout();
  });
});
