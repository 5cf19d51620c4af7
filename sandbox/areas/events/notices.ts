// 公告 (seed 3 §2.10): the notice list answers data and total (not page), newest first.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, listRecords, pageOf, type Stored } from '../record-store.js';
import { KIND } from './links.js';

const noticeView = ({ id, title, crtTime, content }: Stored) => ({ id, title, crtTime, content });

export const noticeHandlers: Record<string, Handler> = {
  getNoticeList({ query }, ctx) {
    const { records, total } = pageOf(
      listRecords(ctx.db, KIND.notice).map(noticeView),
      query.pageIndex,
      query.pageSize,
    );
    const answer = { code: 200, msg: '操作成功', data: records, total };
    return answer;
  },

  getNoticeDetail({ query }, ctx) {
    return ok(noticeView(getRecord(ctx.db, KIND.notice, String(query.id)) ?? fail('公告不存在')));
  },
};
