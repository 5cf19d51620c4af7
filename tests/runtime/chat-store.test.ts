import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createEmitter,
  type ChatClient,
  type ChatConversation,
  type ChatDraft,
  type ChatMessage,
  type MessagePage,
} from '../../src/features/chat/chat-client';
import { createChatStore, PAGE_COUNT, STARTUP_COUNT, type ChatStoreDeps } from '../../src/features/chat/chat-store';
import { toFriendEntry } from '../../src/features/chat/friend-entry';
import { previewOf } from '../../src/features/chat/preview';
import { formatChatTime, withTimeLabels } from '../../src/lib/time-label';

const ME = 'me';
const msg = (id: string, partner: string, time: number, flow: 'in' | 'out' = 'in'): ChatMessage => ({
  ID: id,
  conversationID: `C2C${partner}`,
  from: flow === 'in' ? partner : ME,
  to: flow === 'in' ? ME : partner,
  flow,
  time,
  type: 'text',
  payload: { text: id },
});
const conv = (partner: string, unreadCount: number): ChatConversation => ({
  conversationID: `C2C${partner}`,
  unreadCount,
  userProfile: { userID: partner, nick: `nick-${partner}` },
});

/** A ChatClient whose answers the test sets and whose calls it reads. */
function fakeClient(conversations: ChatConversation[], history: ChatMessage[] = []) {
  const events = createEmitter();
  const calls = {
    drafts: [] as object[],
    login: [] as string[][],
    getMessageList: [] as { nextReqMessageID?: string; count: number }[],
    setMessageRead: [] as string[],
    logout: 0,
  };
  const client: ChatClient & { emit: typeof events.emit } = {
    emit: events.emit,
    on: events.on,
    off: events.off,
    async login(userID, userSig) {
      calls.login.push([userID, userSig]);
    },
    async logout() {
      calls.logout++;
    },
    getConversationList: async () => conversations,
    getMyProfile: async () => ({ userID: ME, nick: '我', avatar: 'me.png' }),
    async getMessageList({ nextReqMessageID, count }): Promise<MessagePage> {
      calls.getMessageList.push({ nextReqMessageID, count });
      const end = nextReqMessageID ? history.findIndex((m) => m.ID === nextReqMessageID) : history.length;
      const page = history.slice(Math.max(0, end - count), end);
      return { messageList: page, nextReqMessageID: page[0]?.ID ?? '', isCompleted: end - count <= 0 };
    },
    createTextMessage: (to, text) => ({ to, text }) as ChatDraft,
    createImageMessage: (to) => ({ to }) as ChatDraft,
    createCustomMessage(to, order) {
      calls.drafts.push({ to, ...order });
      return { to };
    },
    sendMessage: async (d) => ({
      ...msg('sent', d.to, 9_999, 'out'),
      type: 'text',
      payload: { text: (d as ChatDraft & { text: string }).text },
    }),
    getConversationProfile: async (id) => ({
      ...conv(id.slice(3), 0),
      userProfile: { userID: id.slice(3), nick: '茶友', gender: 'Gender_Type_Female' },
    }),
    async setMessageRead(id) {
      calls.setMessageRead.push(id);
    },
  };
  return { client, calls };
}

function setup(conversations: ChatConversation[], history: ChatMessage[] = []) {
  const fake = fakeClient(conversations, history);
  let creds: { userID: string; userSig: string } | null = { userID: ME, userSig: 'sig-1' };
  const deps: ChatStoreDeps = {
    loadClient: vi.fn(async () => fake.client),
    credentials: () => creds,
    notify: vi.fn(),
    kickedOutText: '请重新登录',
    logError: vi.fn(),
  };
  const store = createChatStore(deps);
  const ready = async () => {
    await store.start();
    fake.client.emit('ready', undefined);
    await vi.waitFor(() => expect(store.get().me).not.toBeNull());
  };
  return { store, deps, ...fake, ready, setCreds: (c: typeof creds) => (creds = c) };
}

describe('time labels', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('labels a message 60 s after the one before, not one 59 s after', () => {
    const base = 1_700_000_000;
    const labels = withTimeLabels([
      msg('a', 'p', base),
      msg('b', 'p', base + 59),
      msg('c', 'p', base + 119),
      msg('d', 'p', base + 179),
    ]);
    expect(labels.map((l) => l.label !== null)).toEqual([true, false, true, true]);
  });

  it('reads spec/display.yaml calendar: today 上午 / 下午 (12-hour), 昨天, month-day this year, the full date another year', () => {
    vi.setSystemTime(new Date(2024, 5, 15, 18, 0));
    const at = (...d: [number, number, number, number, number]) => new Date(...d).getTime() / 1000;
    expect(formatChatTime(at(2024, 5, 15, 9, 5))).toBe('上午 09:05');
    expect(formatChatTime(at(2024, 5, 15, 12, 0))).toBe('下午 12:00');
    expect(formatChatTime(at(2024, 5, 15, 14, 30))).toBe('下午 02:30');
    expect(formatChatTime(at(2024, 5, 14, 23, 59))).toBe('昨天 23:59');
    expect(formatChatTime(at(2024, 0, 2, 8, 30))).toBe('01-02 08:30');
    expect(formatChatTime(at(2023, 11, 31, 22, 1))).toBe('2023-12-31 22:01');
  });
});

describe('unread arithmetic', () => {
  it('sums the conversations on ready, adds incoming messages, subtracts what is marked read', async () => {
    const { store, client, calls, ready } = setup([conv('a', 2), conv('b', 3)]);
    // until the list answers, no count is known: the list is loading, not empty
    expect(store.get().listed).toBe(false);
    await ready();
    expect(calls.login).toEqual([[ME, 'sig-1']]);
    expect(store.get().listed).toBe(true);
    expect(store.get().totalUnread).toBe(5);

    client.emit('messageReceived', [msg('m1', 'a', 100), msg('m2', 'c', 101)]);
    expect(store.get().totalUnread).toBe(7);
    expect(store.get().conversations.map((c) => [c.conversationID, c.unreadCount])).toEqual([
      ['C2Cc', 1],
      ['C2Ca', 3],
      ['C2Cb', 3],
    ]);

    await store.markRead('C2Cb');
    expect(store.get().totalUnread).toBe(4);
    expect(calls.setMessageRead).toEqual(['C2Cb']);
  });

  it('replaces the recent contacts on a conversation update and follows their counts', async () => {
    const { store, client, ready } = setup([conv('a', 2)]);
    await ready();
    client.emit('conversationListUpdated', [conv('b', 1), conv('c', 0)]);
    expect(store.get().conversations.map((c) => c.conversationID)).toEqual(['C2Cb', 'C2Cc']);
    expect(store.get().totalUnread).toBe(1);
  });

  it('reads at once what arrives in the conversation on screen', async () => {
    const { store, client, calls, ready } = setup([conv('a', 2), conv('b', 1)]);
    await ready();
    store.openConversation('a');
    await vi.waitFor(() => expect(store.get().totalUnread).toBe(1));
    client.emit('messageReceived', [msg('m1', 'a', 100)]);
    expect(store.get().totalUnread).toBe(1);
    expect(store.get().messages.map((m) => m.ID)).toEqual(['m1']);
    expect(calls.setMessageRead).toEqual(['C2Ca', 'C2Ca']);
  });
});

describe('message list', () => {
  const history = Array.from({ length: 20 }, (_, i) => msg(`h${i}`, 'a', 1000 + i * 10));

  it('reads 1 message at start-up, then prepends 15 older ones (loadMore true), and a send appends (loadMore false)', async () => {
    const { store, calls, ready } = setup([conv('a', 0)], history);
    store.openConversation('a');
    await ready();
    await vi.waitFor(() => expect(store.get().messages.map((m) => m.ID)).toEqual(['h19']));
    expect(calls.getMessageList[0]).toEqual({ nextReqMessageID: undefined, count: STARTUP_COUNT });

    await store.loadOlder();
    expect(calls.getMessageList[1]).toEqual({ nextReqMessageID: 'h19', count: PAGE_COUNT });
    expect(store.get().messages.map((m) => m.ID)).toEqual([...history.slice(4, 19), history[19]].map((m) => m.ID));
    expect(store.get()).toMatchObject({ loadMore: true, isCompleted: false, nextReqMessageID: 'h4' });

    await store.sendText('你好');
    expect(store.get().messages.at(-1)).toMatchObject({ ID: 'sent', flow: 'out', payload: { text: '你好' } });
    expect(store.get().loadMore).toBe(false);
    await store.sendOrder('信阳毛尖 2 斤', { orderNo: 'D001' });
    expect(calls.drafts).toEqual([{ to: 'a', description: '信阳毛尖 2 斤', order: { orderNo: 'D001' } }]);
  });

  it('loads 15 when a conversation is opened once ready, and nothing older once complete', async () => {
    const { store, calls, ready } = setup([conv('a', 0)], history.slice(0, 10));
    await ready();
    store.openConversation('a');
    await vi.waitFor(() => expect(store.get().messages).toHaveLength(10));
    expect(store.get()).toMatchObject({ isCompleted: true, partner: { nick: '茶友', conversationID: 'C2Ca' } });
    await store.loadOlder();
    expect(calls.getMessageList).toHaveLength(1);
  });
});

describe('session', () => {
  it('kicked out: tells the user to log in again and stays out until a new login', async () => {
    const { store, client, deps, calls, ready, setCreds } = setup([conv('a', 1)]);
    await ready();
    client.emit('kickedOut', undefined);
    expect(store.get().status).toBe('kickedOut');
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith('请重新登录');
    await store.start();
    expect(calls.login).toHaveLength(1);
    setCreds({ userID: ME, userSig: 'sig-2' });
    await store.start();
    expect(calls.login).toEqual([
      [ME, 'sig-1'],
      [ME, 'sig-2'],
    ]);
    expect(deps.logError).not.toHaveBeenCalled();
  });

  it('logs out of chat and forgets everything when the login session ends', async () => {
    const { store, calls, ready, setCreds } = setup([conv('a', 1)]);
    await ready();
    setCreds(null);
    await store.start();
    expect(calls.logout).toBe(1);
    expect(store.get()).toMatchObject({ status: 'idle', totalUnread: 0, conversations: [], me: null });
  });

  it('only logs login, profile and conversation failures', async () => {
    const { store, client, deps, ready } = setup([]);
    client.getConversationList = () => Promise.reject(new Error('boom'));
    await ready();
    expect(deps.logError).toHaveBeenCalledWith('会话列表获取失败', expect.any(Error));
    client.login = () => Promise.reject(new Error('bad sig'));
    store.stop();
    await store.start();
    expect(deps.logError).toHaveBeenCalledWith('聊天登录失败', expect.any(Error));
    expect(deps.notify).not.toHaveBeenCalled();
    expect(store.get().status).toBe('idle');
  });

  it('does not start without a stored user id', async () => {
    const { store, deps, setCreds } = setup([]);
    setCreds(null);
    await store.start();
    expect(deps.loadClient).not.toHaveBeenCalled();
  });
});

describe('friend entries and previews', () => {
  it('shows 未知 for a missing nick, gender or allow type and 需要确认 for an unmapped allow type', () => {
    expect(toFriendEntry({ userID: 'u1' })).toEqual({
      To_Account: 'u1',
      C2cNick: '未知',
      Gender: '未知',
      AllowType: '未知',
      C2cImage: '',
    });
    expect(
      toFriendEntry({
        userID: 'u2',
        nick: '茶友',
        gender: 'Gender_Type_Male',
        allowType: 'AllowType_Type_Something',
        avatar: 'a.png',
      }),
    ).toEqual({
      To_Account: 'u2',
      C2cNick: '茶友',
      Gender: '男',
      AllowType: '需要确认',
      C2cImage: 'a.png',
    });
    expect(
      toFriendEntry({ userID: 'u3', allowType: 'AllowType_Type_AllowAny', gender: 'Gender_Type_Female' }),
    ).toMatchObject({ Gender: '女', AllowType: '允许任何人' });
  });

  it('previews an image as [图片] and an order by its description', () => {
    const base = msg('x', 'a', 1);
    expect(previewOf({ ...base, type: 'image', payload: { url: '/i.png' } })).toBe('[图片]');
    expect(
      previewOf({ ...base, type: 'custom', payload: { data: 'order', description: '毛尖 2 斤', extension: '{}' } }),
    ).toBe('[订单] 毛尖 2 斤');
    expect(previewOf(base)).toBe('x');
  });
});
