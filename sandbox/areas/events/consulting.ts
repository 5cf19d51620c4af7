// Expert consultation chat (seed 3 §7 Experts): messages between a member and an expert's member id,
// polled every 2 s. Ids increase, so a poll asks for what came after the last id it shows. The sandbox
// stands in for the expert: the first message of a day in a conversation gets an acknowledgement.
import { inList, type Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { awardDaily } from '../personal/index.js';
import { listRecords } from '../record-store.js';
import { findMemberById } from '../../store/members.js';
import { authorCard, KIND, POINTS_FOR, requireMember, stamp, startOfDay } from './links.js';

export const CONSULTING_SCHEMA = `
CREATE TABLE IF NOT EXISTS consult_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  memberId TEXT NOT NULL,
  toMemberId TEXT NOT NULL,
  content INTEGER NOT NULL,
  memberContent TEXT NOT NULL,
  isRead INTEGER NOT NULL DEFAULT 0,
  crtTime INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS consult_pair ON consult_messages (memberId, toMemberId);
`;

/** content: 1 image, 2 text. */
export const MESSAGE = { image: 1, text: 2 } as const;
const IMAGE_PATH = /\.(gif|jpe?g|png|bmp)(\?.*)?$/i;

interface MessageRow {
  id: number;
  memberId: string;
  toMemberId: string;
  content: number;
  memberContent: string;
  isRead: number;
  crtTime: number;
}

const expertByMember = (db: Db, memberId: string) => listRecords(db, KIND.expert, { where: { memberId } })[0];

/** The sender as the chat shows them: an expert by their profile, a member by theirs. */
function senderCard(db: Db, memberId: string) {
  const expert = expertByMember(db, memberId);
  return expert
    ? { memberNickName: String(expert.realName), memberHeadPic: String(expert.imgPic) }
    : authorCard(db, memberId);
}

const messageView = (db: Db, m: MessageRow) => ({
  id: m.id,
  memberid: m.memberId,
  toMemberId: m.toMemberId,
  content: m.content,
  memberContent: m.memberContent,
  crtTime: stamp(m.crtTime),
  ...senderCard(db, m.memberId),
  isRead: m.isRead,
});

const CONVERSATION = '((memberId = @me AND toMemberId = @other) OR (memberId = @other AND toMemberId = @me))';

/** The messages the expert sent: an expert's reply count. */
/** How many messages each member has sent (0 for none), in one query for a page of experts. */
export function sentCounts(db: Db, memberIds: string[]): Map<string, number> {
  const counts = new Map(memberIds.map((id) => [id, 0]));
  const ids = inList(memberIds);
  const rows = db
    .prepare(`SELECT memberId, COUNT(*) AS n FROM consult_messages WHERE memberId IN ${ids.marks} GROUP BY memberId`)
    .all(...ids.values) as { memberId: string; n: number }[];
  for (const r of rows) counts.set(r.memberId, r.n);
  return counts;
}

export function insertMessage(
  db: Db,
  memberId: string,
  toMemberId: string,
  content: number,
  memberContent: string,
  at: number,
): MessageRow {
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO consult_messages (memberId, toMemberId, content, memberContent, crtTime) VALUES (?, ?, ?, ?, ?)',
    )
    .run(memberId, toMemberId, content, memberContent, at);
  return db.prepare('SELECT * FROM consult_messages WHERE id = ?').get(lastInsertRowid) as MessageRow;
}

/** Answers the rows, then marks what the other side sent as read. */
function deliver(db: Db, rows: MessageRow[], me: string, other: string) {
  db.prepare('UPDATE consult_messages SET isRead = 1 WHERE memberId = ? AND toMemberId = ? AND isRead = 0').run(
    other,
    me,
  );
  return ok(rows.map((m) => messageView(db, m)));
}

export const consultingHandlers: Record<string, Handler> = {
  getConsultingHistory({ query }, ctx) {
    const pair = { me: String(query.memberid), other: String(query.toMemberId) };
    const rows = ctx.db
      .prepare(`SELECT * FROM consult_messages WHERE ${CONVERSATION} ORDER BY id`)
      .all(pair) as MessageRow[];
    return deliver(ctx.db, rows, pair.me, pair.other);
  },

  getConsultingNew({ query }, ctx) {
    const pair = { me: String(query.memberid), other: String(query.toMemberId) };
    const rows = (
      query.lastId === undefined
        ? ctx.db
            .prepare(
              'SELECT * FROM consult_messages WHERE memberId = @other AND toMemberId = @me AND isRead = 0 ORDER BY id',
            )
            .all(pair)
        : ctx.db
            .prepare(`SELECT * FROM consult_messages WHERE ${CONVERSATION} AND id > @lastId ORDER BY id`)
            .all({ ...pair, lastId: query.lastId })
    ) as MessageRow[];
    return deliver(ctx.db, rows, pair.me, pair.other);
  },

  sendConsulting({ body }, ctx) {
    const member = requireMember(ctx.db, body.memberid);
    const to = String(body.toMemberId);
    const expert = expertByMember(ctx.db, to);
    if (!expert && !findMemberById(ctx.db, to)) fail('咨询对象不存在');
    if (to === member.id) fail('不能给自己发送消息');
    const text = String(body.memberContent ?? '').trim() || fail('请输入要发送的消息');
    if (body.content === MESSAGE.image && !IMAGE_PATH.test(text)) fail('请上传图片正确格式');
    const now = ctx.now();
    const askedToday = ctx.db
      .prepare('SELECT 1 FROM consult_messages WHERE memberId = ? AND toMemberId = ? AND crtTime >= ? LIMIT 1')
      .get(member.id, to, startOfDay(now));
    const sent = insertMessage(ctx.db, member.id, to, Number(body.content), text, now);
    if (expert && !askedToday) {
      insertMessage(
        ctx.db,
        to,
        member.id,
        MESSAGE.text,
        `您好，我是${String(expert.realName)}，已收到您的咨询，会尽快为您解答。`,
        now,
      );
    }
    awardDaily(ctx.db, member.id, POINTS_FOR.consulting, now);
    return ok(messageView(ctx.db, sent), '发送成功');
  },
};
