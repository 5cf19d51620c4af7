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
  it.each(['personal', 'company'] as const)(
    'every seeded browse-history entry of the %s demo member opens its detail, and a video is a video',
    async (who) => {
      const { id: userId } = await loginAs(s, who);
      const { body } = await s.call('listBrowseRecords', { query: { userId, pageIndex: 1, pageSize: 100 } });
      const rows = body.page!.records as Row[];
      // all seven business types the seed lists, 视频, 职位 and 求购 among them
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
      for (const row of rows) {
        const [operationId, query] = DETAIL[row.type as number](String(row.businessId), userId);
        const detail = await s.call(operationId, { query });
        expect({ type: row.type, title: row.title, code: detail.body.code, msg: detail.body.msg }).toEqual({
          type: row.type,
          title: row.title,
          code: 200,
          msg: expect.anything(),
        });
        const data = detail.body.data as Row;
        // the entry names what it opens: a video (type=2 on leaddetail) is the toutiao video, an article an article
        if (row.type === 3) expect(data.type).toBe(2);
        if (row.type === 1) expect(data.type).toBe(1);
      }
    },
  );

  it.each(['personal', 'company'] as const)(
    'every seeded comment, favourite, ticket and offer of the %s demo member opens what it names',
    async (who) => {
      const { id: userId } = await loginAs(s, who);
      const records = async (operationId: string, query: Record<string, string | number>) => {
        const { body } = await s.call(operationId, { query });
        expect(body.code, operationId).toBe(200);
        const data = body.data as { records?: Row[] } | Row[] | undefined;
        return (body.page?.records ?? (Array.isArray(data) ? data : data?.records) ?? []) as Row[];
      };
      let opened = 0;
      const opens = async (what: string, operationId: string, query: Record<string, string>) => {
        opened += 1;
        const { body } = await s.call(operationId, { query });
        expect({ what, code: body.code, msg: body.msg }).toEqual({ what, code: 200, msg: expect.anything() });
      };
      // my comments: the page each comment type's title opens (spec/routes.yaml myevaluate)
      const byComment: Record<number, (c: Row) => [string, Record<string, string>]> = {
        1: (c) => ['touTiaoDetail', { id: String(c.joinId) }],
        2: (c) => ['touTiaoDetail', { id: String(c.joinId) }],
        3: (c) => ['findQuizById', { quizId: String(c.joinId) }],
        4: (c) => ['getContestDetail', { id: String(c.joinId) }],
        5: (c) =>
          c.remark === '茶文化节'
            ? ['getActivityDetail', { id: String(c.joinId) }]
            : ['getContestDetail', { id: String(c.joinId) }],
        6: (c) => ['getContestantDetail', { id: String(c.joinId) }],
        7: (c) => ['studyVideoDetail', { id: String(c.joinId) }],
        8: (c) => ['getHonourDetail', { id: String(c.joinId), pageIndex: '1', pageSize: '10' }],
        9: (c) => ['findQuizById', { quizId: String(c.joinId) }],
        10: (c) => ['teaQiDetail', { id: String(c.joinId), pageIndex: '1', pageSize: '10' }],
      };
      for (const c of await records('findCommentListByUserId', { userId, pageIndex: 1, pageSize: 100 }))
        await opens(`comment ${String(c.type)} ${String(c.title)}`, ...byComment[c.type as number](c));
      for (const type of [1, 3]) {
        const [operationId, key] = type === 3 ? ['findQuizById', 'quizId'] : ['touTiaoDetail', 'id'];
        for (const f of await records('findFavorites', { type, userId }))
          await opens(`favourite ${type} ${String(f.id)}`, operationId, { [key]: String(f.id) });
      }
      for (const a of await records('listMyLikedActivities', { memberId: userId, pageNo: 1, pageSize: 100 }))
        await opens(`liked activity ${String(a.name)}`, a.tag === 0 ? 'getContestDetail' : 'getActivityDetail', {
          id: String(a.id),
        });
      // a ticket row is its activity (myTicketXQ?id= opens getActivityDetail)
      for (const t of await records('listMyVouchers', { userId, pageIndex: 1, pageSize: 100 }))
        await opens(`ticket ${String(t.name)}`, 'getActivityDetail', { id: String(t.id) });
      for (const o of await records('listMyOffers', { memberId: userId, pageIndex: 1, pageSize: 100 }))
        await opens(`offer on ${String(o.wantBuyId)}`, 'getWantBuy', { id: String(o.wantBuyId) });
      // the demo members have such references (96 and 12 today): the walk is not over empty lists
      expect(opened).toBeGreaterThan(10);
    },
  );

  it('names one customer-service number: the list, the notices and the shell agree', async () => {
    const { id: memberId } = await loginAs(s);
    const desks = (await s.call('getCustomerServiceList')).body.data as Row[];
    expect(desks.find((d) => d.name === '平台客服热线')?.phone).toBe(navigation.hotline);
    expect(desks.find((d) => d.name === '投诉举报')?.phone).toBe(navigation.reportHotline);
    const list = (await s.call('listSystemMessages', { query: { memberId, pageIndex: 1, pageSize: 1, type: 2 } })).body
      .page!.records as Row[];
    const message = (await s.call('getSystemMessageDetail', { query: { memberId, messageId: String(list[0].id) } }))
      .body.data as Row;
    const numbers = String(message.content).match(/客服热线\s*([\d-]+)/);
    expect(numbers?.[1]).toBe(navigation.hotline);
  });
});
