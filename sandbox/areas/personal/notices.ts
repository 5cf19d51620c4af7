// System messages (系统消息, messageList type 2). Opening an unread one marks it read and takes one off
// the member's unreadCount, the number the top bar and the personal centre show.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, listRecords, pageOf, updateRecord, type Stored } from '../record-store.js';

export const MESSAGE_KIND = 'systemMessage';

const listItem = ({ id, title, crtTime, isRead }: Stored) => ({ id, title, crtTime, isRead });

export const noticeHandlers: Record<string, Handler> = {
  listSystemMessages({ query }, ctx) {
    const all = listRecords(ctx.db, MESSAGE_KIND, { where: { memberId: query.memberId, type: query.type } }).map(
      listItem,
    );
    return { code: 200, msg: '操作成功', page: pageOf(all, query.pageIndex, query.pageSize) };
  },

  getSystemMessageDetail({ query }, ctx) {
    const message = getRecord(ctx.db, MESSAGE_KIND, query.messageId as string);
    if (!message || message.memberId !== query.memberId) fail('消息不存在');
    if (message.isRead === 0) {
      updateRecord(ctx.db, MESSAGE_KIND, message.id, { isRead: 1 });
      ctx.db.prepare('UPDATE members SET unreadCount = MAX(unreadCount - 1, 0) WHERE id = ?').run(message.memberId);
    }
    const { id, title, crtTime, content } = message;
    return ok({ id, title, crtTime, content, isRead: 1 });
  },
};
