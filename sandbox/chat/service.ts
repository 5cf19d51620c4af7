// The local chat service the portal talks to by default (src/features/chat/local-client.ts): JSON
// frames over a WebSocket at /__chat.
//   request  {id, op, args}            answer {id, ok: true, data} | {id, ok: false, error}
//   push     {event, data}             ready | kickedOut | messageReceived | conversationListUpdated
// A connection logs in with userID + userSig (the usersig of a live login session); a second login of
// the same member kicks the first connection out, as the chat SDK does without multi-instance login.
// The signature travels in a frame, not a cookie, so another site's page cannot borrow a session.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_IMAGE_BYTES } from './files.js';
import { C2C, type ChatStore, type MessageType } from './store.js';

export const CHAT_PATH = '/__chat';
/** seed 1 §9: 15 messages per load is the most a page asks for */
const MAX_PAGE = 15;

interface Deps {
  store: ChatStore;
  saveImage(name: string, base64: string): Promise<string>;
  /** milliseconds */
  now(): number;
}

type Args = Record<string, unknown>;

function text(args: Args, key: string, max = 5000): string {
  const value = args[key];
  if (typeof value !== 'string' || value.length > max) throw new Error(`参数错误：${key}`);
  return value;
}

export function createChatService({ store, saveImage, now }: Deps) {
  // base64 of the largest image plus the rest of the frame
  const wss = new WebSocketServer({ noServer: true, maxPayload: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024 });
  const online = new Map<string, WebSocket>();

  const push = (ws: WebSocket | undefined, event: string, data?: unknown) => ws?.send(JSON.stringify({ event, data }));
  const pushConversations = (member: string) =>
    push(online.get(member), 'conversationListUpdated', store.conversationList(member));

  async function body(type: unknown, payload: Args): Promise<{ type: MessageType; payload: object }> {
    switch (type) {
      case 'text': {
        const value = text(payload, 'text');
        if (!value.trim()) throw new Error('请输入内容');
        return { type, payload: { text: value } };
      }
      case 'image':
        return {
          type,
          payload: { url: await saveImage(text(payload, 'name', 255), text(payload, 'base64', Infinity)) },
        };
      case 'custom': {
        const custom = {
          data: text(payload, 'data', 64),
          description: text(payload, 'description'),
          extension: text(payload, 'extension', 20_000),
        };
        if (custom.data === 'order') JSON.parse(custom.extension); // an order carries its information as JSON
        return { type, payload: custom };
      }
      default:
        throw new Error(`参数错误：type ${String(type)}`);
    }
  }

  /** One operation of a logged-in member; what it returns is the answer's data. */
  async function run(me: string, op: string, args: Args): Promise<unknown> {
    switch (op) {
      case 'getConversationList':
        return store.conversationList(me);
      case 'getMyProfile':
        return store.profile(me);
      case 'getConversationProfile':
        return store.conversation(me, store.partnerOf(text(args, 'conversationID')));
      case 'getMessageList': {
        const count = args.count;
        if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_PAGE)
          throw new Error('参数错误：count 应为 1 到 15');
        const before = args.nextReqMessageID ? text(args, 'nextReqMessageID') : undefined;
        return store.history(me, store.partnerOf(text(args, 'conversationID')), count as number, before);
      }
      case 'setMessageRead':
        store.markRead(me, store.partnerOf(text(args, 'conversationID')));
        pushConversations(me);
        return null;
      case 'sendMessage': {
        const to = text(args, 'to');
        if (to === me) throw new Error('不能给自己发消息');
        store.partnerOf(C2C + to);
        const { type, payload } = await body(args.type, (args.payload ?? {}) as Args);
        const row = store.add(me, to, type, payload, Math.floor(now() / 1000));
        push(online.get(to), 'messageReceived', [store.toMessage(row, to)]);
        pushConversations(to);
        pushConversations(me);
        return store.toMessage(row, me);
      }
      default:
        throw new Error(`未知操作：${op}`);
    }
  }

  wss.on('connection', (ws) => {
    let me = '';
    ws.on('close', () => {
      if (online.get(me) === ws) online.delete(me);
    });
    ws.on('message', async (raw) => {
      let id: unknown = null;
      try {
        const frame = JSON.parse(String(raw)) as { id?: unknown; op?: unknown; args?: unknown };
        id = frame.id;
        if (!Number.isInteger(id)) throw new Error('参数错误：id');
        const args = (typeof frame.args === 'object' && frame.args !== null ? frame.args : {}) as Args;
        if (frame.op === 'login') {
          const userID = text(args, 'userID', 64);
          if (!store.signatureValid(userID, text(args, 'userSig', 256))) throw new Error('userSig 无效，请重新登录');
          const previous = online.get(userID);
          if (previous && previous !== ws) {
            push(previous, 'kickedOut');
            previous.close(4001, 'kicked out');
          }
          if (me && online.get(me) === ws) online.delete(me);
          me = userID;
          online.set(me, ws);
          ws.send(JSON.stringify({ id, ok: true, data: null }));
          push(ws, 'ready');
          return;
        }
        if (!me || online.get(me) !== ws) throw new Error('请先登录聊天服务');
        ws.send(JSON.stringify({ id, ok: true, data: (await run(me, String(frame.op), args)) ?? null }));
      } catch (err) {
        ws.send(JSON.stringify({ id, ok: false, error: err instanceof Error ? err.message : String(err) }));
      }
    });
  });

  return {
    /** Takes the HTTP server's upgrades to /__chat and leaves any other path to other listeners. */
    attach(server: Server) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== CHAT_PATH) {
          if (server.listenerCount('upgrade') === 1) socket.destroy();
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      });
    },
    /** Ends every chat connection, so closing the HTTP server does not wait for them. */
    close() {
      wss.clients.forEach((ws) => ws.terminate());
      wss.close();
    },
  };
}
