// The chat session of seed 1 §4 as a plain store (no React): log in when a user id is stored; on ready
// sum the conversations' unread counts into the global total, read the own profile and the recent
// conversations, and read the current partner's latest message; incoming messages are appended and the
// total recomputed; conversation updates replace the recent contacts. The total is always the sum of
// the recent contacts' unread counts, so every path that changes one keeps the other right.
import {
  conversationIdOf,
  type ChatClient,
  type ChatConversation,
  type ChatDraft,
  type ChatMessage,
  type ChatProfile,
} from './chat-client';
import * as sizes from '../../../generated/texts/sizes';
import { toFriendEntry, type FriendEntry } from './friend-entry';
import * as chatTexts from '../../../generated/texts/chat';

/** Seed 1 §9: one message at start-up, 15 per load in chat screens. */
export const STARTUP_COUNT = 1;
export const PAGE_COUNT = sizes.chatPage;

export interface Partner {
  userID: string;
  conversationID: string;
  nick: string;
  avatar: string;
}

export interface ChatState {
  status: 'idle' | 'connecting' | 'ready' | 'kickedOut';
  me: ChatProfile | null;
  partner: Partner | null;
  friend: FriendEntry | null;
  conversations: readonly ChatConversation[];
  /** the conversation list has answered (or failed): until then the list is loading, not empty */
  listed: boolean;
  totalUnread: number;
  messages: readonly ChatMessage[];
  nextReqMessageID: string;
  isCompleted: boolean;
  /** true after older messages were prepended (keep the scroll position), false after an append (scroll down) */
  loadMore: boolean;
}

export interface ChatStoreDeps {
  loadClient(): Promise<ChatClient>;
  /** user_id and usersig from the login session, or null when nobody is logged in */
  credentials(): { userID: string; userSig: string } | null;
  /** a user-facing toast */
  notify(text: string): void;
  kickedOutText: string;
  /** seed 1 §8: login, profile and conversation failures are only logged */
  logError(context: string, err: unknown): void;
}

const initial: ChatState = {
  status: 'idle',
  me: null,
  partner: null,
  friend: null,
  conversations: [],
  listed: false,
  totalUnread: 0,
  messages: [],
  nextReqMessageID: '',
  isCompleted: true,
  loadMore: false,
};

const sum = (list: readonly ChatConversation[]) => list.reduce((n, c) => n + c.unreadCount, 0);

export function createChatStore(deps: ChatStoreDeps) {
  let state = initial;
  let client: ChatClient | null = null;
  let sessionKey = '';
  /** the chat screen is showing the partner's conversation, so what arrives there is read at once */
  let watching = false;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<ChatState>) => {
    state = { ...state, ...patch };
    if (patch.conversations) state = { ...state, totalUnread: sum(state.conversations) };
    listeners.forEach((l) => l());
  };
  const live = (c: ChatClient) => c === client;
  const log = (context: string) => (err: unknown) => deps.logError(context, err);

  const handlers = {
    ready: () => client && onReady(client),
    kickedOut: () => {
      set({ status: 'kickedOut' });
      deps.notify(deps.kickedOutText);
    },
    messageReceived: (list: ChatMessage[]) => onMessages(list),
    conversationListUpdated: (list: ChatConversation[]) => set({ conversations: list }),
  };

  async function onReady(c: ChatClient) {
    set({ status: 'ready' });
    // the list first: marking the partner's conversation read must not be undone by an older list
    await c
      .getConversationList()
      .then((list) => live(c) && set({ conversations: list }), log(chatTexts.conversationsFailed));
    if (live(c)) set({ listed: true });
    const partner = state.partner;
    await Promise.all([
      c.getMyProfile().then((me) => live(c) && set({ me }), log(chatTexts.profileFailed)),
      partner && live(c) && loadPartner(c, partner, STARTUP_COUNT),
    ]);
  }

  /** Replaces the pane with the partner's latest messages, reads their profile and marks them read. */
  async function loadPartner(c: ChatClient, partner: Partner, count: number) {
    const same = () => live(c) && state.partner?.conversationID === partner.conversationID;
    await Promise.all([
      c.getMessageList({ conversationID: partner.conversationID, count }).then(
        (page) =>
          same() &&
          set({
            messages: page.messageList,
            nextReqMessageID: page.nextReqMessageID,
            isCompleted: page.isCompleted,
            loadMore: false,
          }),
        log(chatTexts.historyFailed),
      ),
      c.getConversationProfile(partner.conversationID).then((conversation) => {
        if (!same()) return;
        const profile = conversation.userProfile;
        set({
          friend: toFriendEntry(profile),
          partner: { ...partner, nick: profile.nick || partner.nick, avatar: profile.avatar || partner.avatar },
        });
      }, log(chatTexts.partnerFailed)),
      watching ? markRead(partner.conversationID) : undefined,
    ]);
  }

  function onMessages(list: ChatMessage[]) {
    const open = state.partner?.conversationID;
    const known = new Set(state.messages.map((m) => m.ID));
    const here = list.filter((m) => m.conversationID === open && !known.has(m.ID));
    let conversations = [...state.conversations];
    for (const m of list) {
      if (m.flow !== 'in' || (watching && m.conversationID === open)) continue;
      const i = conversations.findIndex((c) => c.conversationID === m.conversationID);
      const before = conversations[i] ?? {
        conversationID: m.conversationID,
        unreadCount: 0,
        userProfile: { userID: m.from, nick: m.nick, avatar: m.avatar },
      };
      const after = { ...before, unreadCount: before.unreadCount + 1, lastMessage: m };
      conversations = i < 0 ? [after, ...conversations] : conversations.map((c, j) => (j === i ? after : c));
    }
    set({ conversations, ...(here.length ? { messages: [...state.messages, ...here], loadMore: false } : {}) });
    if (watching && open && here.some((m) => m.flow === 'in')) void markRead(open);
  }

  async function markRead(conversationID: string) {
    set({
      conversations: state.conversations.map((c) =>
        c.conversationID === conversationID ? { ...c, unreadCount: 0 } : c,
      ),
    });
    await client?.setMessageRead(conversationID).catch(log(chatTexts.markReadFailed));
  }

  async function send(make: (c: ChatClient, to: string) => ChatDraft) {
    const c = client;
    const partner = state.partner;
    if (!c || !partner || state.status !== 'ready') return;
    try {
      const sent = await c.sendMessage(make(c, partner.userID));
      if (live(c) && state.partner?.conversationID === sent.conversationID)
        set({ messages: [...state.messages, sent], loadMore: false });
    } catch (err) {
      deps.logError(chatTexts.sendFailed, err); // seed 2 §8: a failed send is only logged
    }
  }

  function stop() {
    const c = client;
    client = null;
    sessionKey = '';
    watching = false;
    if (c) {
      (Object.keys(handlers) as (keyof typeof handlers)[]).forEach((e) => c.off(e, handlers[e] as never));
      c.logout().catch(log(chatTexts.logoutFailed));
    }
    set(initial);
  }

  return {
    get: (): ChatState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Follows the stored login: logs in to chat for a stored user, out when they log out or change. */
    async start() {
      const creds = deps.credentials();
      const key = creds ? `${creds.userID}|${creds.userSig}` : '';
      if (key === sessionKey) return;
      // a conversation opened before chat started stays open; another user's session does not
      if (sessionKey) stop();
      if (!creds) return;
      sessionKey = key;
      set({ status: 'connecting' });
      try {
        const c = await deps.loadClient();
        if (sessionKey !== key) return;
        client = c;
        (Object.keys(handlers) as (keyof typeof handlers)[]).forEach((e) => c.on(e, handlers[e] as never));
        await c.login(creds.userID, creds.userSig);
      } catch (err) {
        deps.logError(chatTexts.loginFailed, err);
        if (sessionKey === key) stop();
      }
    },
    stop,

    /** Opens the conversation with a member in the chat screen (15 messages a load once ready). */
    openConversation(userID: string) {
      const conversationID = conversationIdOf(userID);
      const known = state.conversations.find((c) => c.conversationID === conversationID)?.userProfile;
      const partner = { userID, conversationID, nick: known?.nick ?? '', avatar: known?.avatar ?? '' };
      watching = true;
      set({ partner, friend: null, messages: [], nextReqMessageID: '', isCompleted: true, loadMore: false });
      if (client && state.status === 'ready') void loadPartner(client, partner, PAGE_COUNT);
    },
    /** The chat screen closed: later messages count as unread again. */
    leave() {
      watching = false;
      set({ partner: null, friend: null, messages: [], nextReqMessageID: '', isCompleted: true });
    },
    async loadOlder() {
      const c = client;
      const partner = state.partner;
      if (!c || !partner || state.isCompleted) return;
      try {
        const page = await c.getMessageList({
          conversationID: partner.conversationID,
          nextReqMessageID: state.nextReqMessageID,
          count: PAGE_COUNT,
        });
        if (!live(c) || state.partner?.conversationID !== partner.conversationID) return;
        set({
          messages: [...page.messageList, ...state.messages],
          nextReqMessageID: page.nextReqMessageID,
          isCompleted: page.isCompleted,
          loadMore: true,
        });
      } catch (err) {
        deps.logError(chatTexts.historyFailed, err);
      }
    },
    markRead,
    sendText: (text: string) => send((c, to) => c.createTextMessage(to, text)),
    sendImage: (file: File) => send((c, to) => c.createImageMessage(to, file)),
    sendOrder: (description: string, order: unknown) =>
      send((c, to) => c.createCustomMessage(to, { description, order })),
  };
}
