// @vitest-environment node
// Issue 32 §7: the member's figures are computed from the records, so the card and the lists agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox();
});
afterAll(() => s.close());

/** How many rows one of 我的收藏's tabs lists, every page together. */
async function listed(operationId: string, query: Record<string, string | number>): Promise<number> {
  const { body } = await s.call(operationId, { query });
  expect(body.code).toBe(200);
  return body.page ? body.page.records.length : (body.data as unknown[]).length;
}

describe('member figures', () => {
  it.each(['person', 'company'] as const)(
    '收藏 (collectNum) is the number of favourites 我的收藏 lists, for a %s',
    async (kind) => {
      const id = (await loginAs(s, kind === 'person' ? undefined : 'company')).id;
      const tabs = await Promise.all([
        listed('listJobs', { collectStatus: 1, userId: id, pageIndex: 1, pageSize: 100 }),
        listed('findFavorites', { type: 1, userId: id }),
        listed('findFavorites', { type: 3, userId: id }),
        listed('listMyLikedActivities', { memberId: id, pageNo: 1, pageSize: 100 }),
        listed('myLikeExpert', { memberid: id, pageIndex: 1, pageSize: 100 }),
      ]);
      const { body } = await s.call('getMemberDetail', { query: { userId: id } });
      const total = tabs.reduce((a, b) => a + b, 0);
      // the demo person has favourites; the demo company none (its seeded constant said 12)
      if (kind === 'person') expect(total).toBeGreaterThan(8);
      expect((body.data as { collectNum: number }).collectNum).toBe(total);
    },
  );
});
