import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { apiAs, logIn, loginCookie } from './members';

// Issue 32 §7: /user's figures are the member's real ones — 收藏 is the number of favourites 我的收藏
// lists (it said a seeded 8 against some 60), and a figure nobody records says 暂无统计, not 0.
const { newPage, url, baseUrl } = useBrowser();

type Listed = { records?: unknown[]; total?: number } | unknown[];
const countOf = (answer: Listed) => (Array.isArray(answer) ? answer.length : (answer.records?.length ?? 0));

describe('member figures', () => {
  it('/user says as many 收藏 as 我的收藏 lists, and 暂无统计 for the forwards', async () => {
    const { cookie, id } = await loginCookie(baseUrl, 'chayou', 0);
    const tab = async (operationId: string, query: Record<string, string>) =>
      countOf((await apiAs(baseUrl, operationId, { query, cookie })) as Listed);
    // the five tabs of 我的收藏, every row of each
    const listed = [
      await tab('listJobs', { collectStatus: '1', userId: id, pageIndex: '1', pageSize: '100' }),
      await tab('findFavorites', { type: '1', userId: id }),
      await tab('findFavorites', { type: '3', userId: id }),
      await tab('listMyLikedActivities', { memberId: id, pageNo: '1', pageSize: '100' }),
      await tab('myLikeExpert', { memberid: id, pageIndex: '1', pageSize: '100' }),
    ].reduce((a, b) => a + b, 0);
    expect(listed).toBeGreaterThan(8);

    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user' });
    await page.getByRole('link', { name: `收藏 ${listed}` }).waitFor();
    const overview = page.getByRole('region', { name: '数据概览' });
    await overview.getByText('暂无统计', { exact: true }).waitFor();
  });
});
