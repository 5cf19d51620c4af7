// Reports (seed 3 report dialog): one or more reasons from the report types, once per member and item;
// the report waits (status 0) for the operators, who are not part of the portal.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, insertRecord, listRecords } from '../record-store.js';
import { KIND } from './kinds.js';
import { requireMember } from './people.js';

export const reportHandlers: Record<string, Handler> = {
  getReportType(_input, ctx) {
    return ok(listRecords(ctx.db, KIND.reportType, { sort: { field: 'sort' } }).map(({ id, text }) => ({ id, text })));
  },

  submitReport({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const catalog = [
      ...new Set(
        String(body.catalog ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (!catalog.length) fail('请选择举报原因');
    if (catalog.some((id) => !getRecord(ctx.db, KIND.reportType, id))) fail('举报原因不存在');
    const target = { joinId: String(body.joinId), type: Number(body.type) };
    if (listRecords(ctx.db, KIND.report, { where: { ...target, userId: member.id } }).length)
      fail('您已举报过该内容，请等待处理');
    insertRecord(
      ctx.db,
      KIND.report,
      { ...target, userId: member.id, catalog: catalog.join(','), status: 0 },
      ctx.now(),
    );
    return ok(undefined, '举报成功，我们会尽快处理');
  },
};
