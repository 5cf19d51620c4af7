// @vitest-environment node
// The demo data points only at what exists: every seeded browse-history entry opens its detail (the
// page its business type leads to, spec/routes.yaml browseHistory), and the one customer-service number
// is spec/routes.yaml navigation's, wherever the demo data names a hotline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigation } from '../../generated/routes.js';
import { loginAs, startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox();
});
afterAll(() => s.close());

type Row = Record<string, unknown>;

/** The detail call of each browse type's page (leaddetail, twdetail, ysServiceDetail, hddetail, pbSelectionDetail, cgdetail). */
const DETAIL: Record<number, (id: string, userId: string) => [string, Record<string, string>]> = {
  1: (id, userId) => ['touTiaoDetail', { id, userId }],
  2: (quizId, userId) => ['findQuizById', { quizId, userId }],
  3: (id, userId) => ['touTiaoDetail', { id, userId }],
  4: (id, userId) => ['getJob', { id, userId }],
  5: (id, userId) => ['getActivityDetail', { id, userId }],
  6: (id, userId) => ['getContestDetail', { id, userId }],
  7: (id, userId) => ['getWantBuy', { id, userId }],
};

describe('seeded references', () => {
  it.each(['personal', 'company'] as const)('every seeded browse-history entry of the %s demo member opens its detail, and a video is a video', async (who) => {
    const { id: userId } = await loginAs(s, who);
    const { body } = await s.call('listBrowseRecords', { query: { userId, pageIndex: 1, pageSize: 100 } });
    const rows = body.page!.records as Row[];
    // all seven business types the seed lists, 视频, 职位 and 求购 among them
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (const row of rows) {
      const [operationId, query] = DETAIL[row.type as number](String(row.businessId), userId);
      const detail = await s.call(operationId, { query });
      expect({ type: row.type, title: row.title, code: detail.body.code, msg: detail.body.msg }).toEqual({ type: row.type, title: row.title, code: 200, msg: expect.anything() });
      const data = detail.body.data as Row;
      // the entry names what it opens: a video (type=2 on leaddetail) is the toutiao video, an article an article
      if (row.type === 3) expect(data.type).toBe(2);
      if (row.type === 1) expect(data.type).toBe(1);
    }
  });

  it('names one customer-service number: the list, the notices and the shell agree', async () => {
    const { id: memberId } = await loginAs(s);
    const desks = (await s.call('getCustomerServiceList')).body.data as Row[];
    expect(desks.find((d) => d.name === '平台客服热线')?.phone).toBe(navigation.hotline);
    expect(desks.find((d) => d.name === '投诉举报')?.phone).toBe(navigation.reportHotline);
    const list = (await s.call('listSystemMessages', { query: { memberId, pageIndex: 1, pageSize: 1, type: 2 } })).body.page!.records as Row[];
    const message = (await s.call('getSystemMessageDetail', { query: { memberId, messageId: String(list[0].id) } })).body.data as Row;
    const numbers = String(message.content).match(/客服热线\s*([\d-]+)/);
    expect(numbers?.[1]).toBe(navigation.hotline);
  });
});
