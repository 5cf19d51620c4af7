// ChatClient over the sandbox's chat service: JSON frames on a WebSocket at /__chat (sandbox/chat/).
//   request  {id, op, args}            op = a ChatClient method name
//   answer   {id, ok: true, data} | {id, ok: false, error}
//   push     {event, data}             event = ready | kickedOut | messageReceived | conversationListUpdated
// Images travel as base64 in the sendMessage frame (the service takes up to 2 MB) and come back as a
// URL under /__chat/files/ that the service serves.
import {
  createEmitter,
  type ChatClient,
  type ChatConversation,
  type ChatDraft,
  type ChatEvents,
  type ChatMessage,
  type ChatProfile,
  type MessagePage,
} from './chat-client';
import * as chatTexts from '../../../generated/texts/chat';
import { fillText } from '../../lib/messages';

type Draft = ChatDraft &
  (
    | { type: 'text'; text: string }
    | { type: 'image'; file: File }
    | { type: 'custom'; description: string; order: unknown }
  );

type Frame = { id: number; ok: boolean; data?: unknown; error?: string } | { event: keyof ChatEvents; data: never };

/** The file's bytes as base64 (in chunks: spreading 2 MB of arguments at once overflows the stack). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function createLocalClient(url: string, Socket: typeof WebSocket = WebSocket): ChatClient {
  const events = createEmitter();
  const pending = new Map<number, { resolve(data: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let socket: WebSocket | null = null;
  const base = new URL(url.replace(/^ws/, 'http'));
  // Image URLs come back relative to the service; the portal may be served from elsewhere.
  const absolute = (m: ChatMessage): ChatMessage =>
    m.type === 'image' ? { ...m, payload: { url: new URL(m.payload.url, base).href } } : m;
  const withUrls = (c: ChatConversation): ChatConversation =>
    c.lastMessage ? { ...c, lastMessage: absolute(c.lastMessage) } : c;

  function onFrame(raw: string) {
    const frame = JSON.parse(raw) as Frame;
    if ('event' in frame) {
      if (frame.event === 'messageReceived')
        events.emit('messageReceived', (frame.data as ChatMessage[]).map(absolute));
      else if (frame.event === 'conversationListUpdated')
        events.emit('conversationListUpdated', (frame.data as ChatConversation[]).map(withUrls));
      else events.emit(frame.event, undefined);
      return;
    }
    const waiter = pending.get(frame.id);
    pending.delete(frame.id);
    if (frame.ok) waiter?.resolve(frame.data);
    else waiter?.reject(new Error(frame.error));
  }

  function failAll(reason: string) {
    pending.forEach((w) => w.reject(new Error(reason)));
    pending.clear();
  }

  function connect(): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new Socket(url);
      ws.addEventListener('open', () => resolve(ws));
      ws.addEventListener('error', () => reject(new Error(fillText(chatTexts.connectFailed, { url }))));
      ws.addEventListener('message', (e) => onFrame(String(e.data)));
      ws.addEventListener('close', () => {
        if (socket === ws) socket = null;
        failAll(chatTexts.disconnected);
      });
    });
  }

  function call<T>(op: string, args: object = {}): Promise<T> {
    if (!socket) return Promise.reject(new Error(chatTexts.notLoggedIn));
    const id = nextId++;
    const ws = socket;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (data: unknown) => void, reject });
      ws.send(JSON.stringify({ id, op, args }));
    });
  }

  return {
    async login(userID, userSig) {
      socket = await connect();
      await call('login', { userID, userSig });
    },
    async logout() {
      const ws = socket;
      socket = null;
      ws?.close();
    },
    on: events.on,
    off: events.off,
    getConversationList: () => call<ChatConversation[]>('getConversationList').then((list) => list.map(withUrls)),
    getMyProfile: () => call<ChatProfile>('getMyProfile'),
    getMessageList: (options) =>
      call<MessagePage>('getMessageList', options).then((page) => ({
        ...page,
        messageList: page.messageList.map(absolute),
      })),
    createTextMessage: (to, text): Draft => ({ to, type: 'text', text }),
    createImageMessage: (to, file): Draft => ({ to, type: 'image', file }),
    createCustomMessage: (to, { description, order }): Draft => ({ to, type: 'custom', description, order }),
    async sendMessage(draft) {
      const d = draft as Draft;
      const body =
        d.type === 'text'
          ? { type: 'text', payload: { text: d.text } }
          : d.type === 'image'
            ? { type: 'image', payload: { name: d.file.name, base64: await base64Of(d.file) } }
            : {
                type: 'custom',
                payload: { data: 'order', description: d.description, extension: JSON.stringify(d.order) },
              };
      return absolute(await call<ChatMessage>('sendMessage', { to: d.to, ...body }));
    },
    getConversationProfile: (conversationID) =>
      call<ChatConversation>('getConversationProfile', { conversationID }).then(withUrls),
    setMessageRead: (conversationID) => call<void>('setMessageRead', { conversationID }),
  };
}
