// The shell's and help centre's content (seed 1 §2.3, seed 3 §2.10): banners, links out, the
// customer-service list, the newcomer guide, and what visitors send in (feedback, site messages).
import { randomBytes } from 'node:crypto';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, insertRecord, listRecords, pageOf } from '../record-store.js';
import { requireMember } from './members.js';

const SSO_TICKET_TTL_MS = 5 * 60_000;
const DUPLICATE_MESSAGE_MS = 10 * 60_000;

export const siteHandlers: Record<string, Handler> = {
  homeBannerList({ query }, ctx) {
    const banners = listRecords(ctx.db, 'banner', { where: { platform: query.platform }, sort: { field: 'sort' } });
    return ok(banners.map(({ platform: _platform, sort: _sort, ...banner }) => banner));
  },

  // A member's address carries a one-time ticket the target exchanges for the member (kept 5 minutes).
  singleSignOnUrl({ query }, ctx) {
    const target = getRecord(ctx.db, 'sso-target', String(query.type)) ?? fail('暂未开放');
    const address = new URL(String(target.url));
    address.searchParams.set('client', query.isPC === 0 ? 'h5' : 'pc');
    if (query.userId !== undefined) {
      const member = requireMember(ctx.db, query.userId);
      const ticket = randomBytes(16).toString('hex');
      insertRecord(
        ctx.db,
        'sso-ticket',
        { memberId: member.id, type: query.type, expiresAt: ctx.now() + SSO_TICKET_TTL_MS },
        ctx.now(),
        ticket,
      );
      address.searchParams.set('ticket', ticket);
    }
    return ok(address.toString());
  },

  getCustomerServiceList(_input, ctx) {
    return ok(
      listRecords(ctx.db, 'customer-service', { sort: { field: 'sort' } }).map(({ pic, name, phone }) => ({
        pic,
        name,
        phone,
      })),
    );
  },

  noviceGuideList({ query }, ctx) {
    const entries = listRecords(ctx.db, 'guide', { sort: { field: 'sort' } }).map(({ id, code, name, content }) => ({
      id,
      code,
      name,
      content,
    }));
    return { code: 200, msg: '操作成功', page: pageOf(entries, query.pageIndex, query.pageSize) };
  },

  submitFeedback({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const text = String(body.text).trim();
    if (!text) fail('请输入反馈意见');
    const images = String(body.image ?? '')
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean);
    insertRecord(ctx.db, 'feedback', { userId: member.id, text, images, status: 0 }, ctx.now());
    return ok(undefined, '提交成功');
  },

  leaveMessage({ body }, ctx) {
    const message = {
      userName: String(body.userName).trim(),
      title: String(body.title).trim(),
      content: String(body.content).trim(),
    };
    if (!message.userName || !message.title || !message.content) fail('留言失败！请填写标题、内容和姓名');
    const since = ctx.now() - DUPLICATE_MESSAGE_MS;
    const repeated = listRecords(ctx.db, 'site-message', {
      where: message,
      filter: (m) => Number(m.receivedAt) >= since,
    });
    if (repeated.length) fail('留言失败！请勿重复留言');
    insertRecord(ctx.db, 'site-message', { ...message, receivedAt: ctx.now() }, ctx.now());
    return ok(undefined, '留言成功！');
  },
};
