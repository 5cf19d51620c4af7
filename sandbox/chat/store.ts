// The chat service's tables in the sandbox database: messages, and one conversation row per member
// and partner holding that member's unread count and last message. Conversation ids are 'C2C' + the
// partner's member id, as the chat SDK names them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db.js';

const CHAT_SCHEMA = `
CREATE TABLE IF NOT EXISTS chat_messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  sender TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  receiver TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('text', 'image', 'custom')),
  payload TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_messages_pair ON chat_messages (sender, receiver, seq);
CREATE TABLE IF NOT EXISTS chat_conversations (
  memberId TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  partnerId TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  unread INTEGER NOT NULL DEFAULT 0,
  lastSeq INTEGER NOT NULL,
  PRIMARY KEY (memberId, partnerId)
);
`;

export const C2C = 'C2C';
export type MessageType = 'text' | 'image' | 'custom';

interface MessageRow {
  seq: number;
  id: string;
  sender: string;
  receiver: string;
  type: MessageType;
  payload: string;
  time: number;
}

interface ProfileRow {
  id: string;
  nickname: string;
  headurl: string | null;
  sex: string | null;
}

const GENDERS: Record<string, string> = { 男: 'Gender_Type_Male', 女: 'Gender_Type_Female' };

export function createChatStore(db: Db) {
  db.exec(CHAT_SCHEMA);
  const profileRow = (id: string) =>
    db.prepare('SELECT id, nickname, headurl, sex FROM members WHERE id = ?').get(id) as ProfileRow | undefined;

  /** What the SDK calls a user profile; members have no friend-request setting, so allowType stays unset. */
  function profile(id: string) {
    const row = profileRow(id);
    if (!row) throw new Error('用户不存在');
    return { userID: row.id, nick: row.nickname, avatar: row.headurl ?? '', gender: GENDERS[row.sex ?? ''] };
  }

  /** A stored message as `viewer` sees it. */
  function toMessage(row: MessageRow, viewer: string) {
    const sender = profileRow(row.sender);
    const partner = row.sender === viewer ? row.receiver : row.sender;
    return {
      ID: row.id,
      conversationID: C2C + partner,
      from: row.sender,
      to: row.receiver,
      flow: row.sender === viewer ? 'out' : 'in',
      time: row.time,
      nick: sender?.nickname ?? '',
      avatar: sender?.headurl ?? '',
      type: row.type,
      payload: JSON.parse(row.payload) as unknown,
    };
  }

  /** The partner's member id of a conversation id, refusing anything but an existing member. */
  function partnerOf(conversationID: string): string {
    if (!conversationID.startsWith(C2C)) throw new Error(`会话不存在：${conversationID}`);
    const id = conversationID.slice(C2C.length);
    if (!profileRow(id)) throw new Error(`会话不存在：${conversationID}`);
    return id;
  }

  function conversation(me: string, partner: string) {
    const row = db
      .prepare(
        `SELECT c.unread, m.* FROM chat_conversations c JOIN chat_messages m ON m.seq = c.lastSeq WHERE c.memberId = ? AND c.partnerId = ?`,
      )
      .get(me, partner) as (MessageRow & { unread: number }) | undefined;
    return {
      conversationID: C2C + partner,
      unreadCount: row?.unread ?? 0,
      userProfile: profile(partner),
      lastMessage: row && toMessage(row, me),
    };
  }

  return {
    profile,
    partnerOf,
    conversation,

    conversationList(me: string) {
      const rows = db
        .prepare('SELECT partnerId FROM chat_conversations WHERE memberId = ? ORDER BY lastSeq DESC')
        .all(me) as { partnerId: string }[];
      return rows.map((r) => conversation(me, r.partnerId));
    },

    /** Up to `count` messages older than `before` (a message id), oldest first, and whether older ones remain. */
    history(me: string, partner: string, count: number, before?: string) {
      let below = Number.MAX_SAFE_INTEGER;
      if (before) {
        const row = db
          .prepare(
            'SELECT seq FROM chat_messages WHERE id = ? AND ((sender = ? AND receiver = ?) OR (sender = ? AND receiver = ?))',
          )
          .get(before, me, partner, partner, me) as { seq: number } | undefined;
        if (!row) throw new Error(`消息不存在：${before}`);
        below = row.seq;
      }
      const rows = db
        .prepare(
          `SELECT * FROM chat_messages WHERE ((sender = ? AND receiver = ?) OR (sender = ? AND receiver = ?)) AND seq < ?
         ORDER BY seq DESC LIMIT ?`,
        )
        .all(me, partner, partner, me, below, count + 1) as MessageRow[];
      const page = rows.slice(0, count).reverse();
      return {
        messageList: page.map((r) => toMessage(r, me)),
        nextReqMessageID: page[0]?.id ?? '',
        isCompleted: rows.length <= count,
      };
    },

    /** Stores a message; the receiver's unread count for the sender goes up by one. */
    add(sender: string, receiver: string, type: MessageType, payload: object, time: number) {
      const id = randomUUID();
      return db.transaction(() => {
        const { lastInsertRowid } = db
          .prepare('INSERT INTO chat_messages (id, sender, receiver, type, payload, time) VALUES (?, ?, ?, ?, ?, ?)')
          .run(id, sender, receiver, type, JSON.stringify(payload), time);
        const upsert = db.prepare(
          `INSERT INTO chat_conversations (memberId, partnerId, unread, lastSeq) VALUES (?, ?, ?, ?)
           ON CONFLICT (memberId, partnerId) DO UPDATE SET unread = unread + excluded.unread, lastSeq = excluded.lastSeq`,
        );
        upsert.run(sender, receiver, 0, lastInsertRowid);
        upsert.run(receiver, sender, 1, lastInsertRowid);
        return db.prepare('SELECT * FROM chat_messages WHERE id = ?').get(id) as MessageRow;
      })();
    },
    toMessage,

    markRead(me: string, partner: string) {
      db.prepare('UPDATE chat_conversations SET unread = 0 WHERE memberId = ? AND partnerId = ?').run(me, partner);
    },

    /** The login check: the chat signature must belong to a live login session of that member. */
    signatureValid(userID: string, userSig: string): boolean {
      return db.prepare('SELECT 1 FROM sessions WHERE memberId = ? AND usersig = ?').get(userID, userSig) !== undefined;
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
