// @vitest-environment node
// Issue 32 §7: the creator data pages' figures come from the member's records — fans gained and lost,
// reads (by fans too), likes, comments and favourites of their works — for 7 and 30 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api/schema';
import { loginAs, register, startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox();
});
afterAll(() => s.close());

type Figures = components['schemas']['CreatorFigures'];

const figuresOf = async (cookie: string, days: 7 | 30) => {
  const { body } = await s.call('getCreatorFigures', { query: { days }, cookie });
  expect(body.code).toBe(200);
  return body.data as Figures | undefined;
};
const post = async (operationId: string, body: Record<string, unknown>, cookie: string) =>
  (await s.call(operationId, { body, cookie })).body;

describe('creator figures', () => {
  it("spreads the demo member's seeded history over the last 30 days, not one day", async () => {
    const { days, totals, gender } = (await figuresOf((await loginAs(s)).cookie, 30))!;
    const daysWith = (key: 'reads' | 'fanReads' | 'likes' | 'comments' | 'favourites' | 'newFans') =>
      days.filter((d) => d[key] > 0).length;
    for (const key of ['reads', 'likes', 'comments', 'favourites', 'newFans'] as const)
      expect(daysWith(key), key).toBeGreaterThan(1);
    expect(daysWith('reads')).toBeGreaterThan(15);
    expect(totals.fanReads).toBeGreaterThan(0);
    // fans grow over the month rather than appear on its last day
    expect(days[0].fans).toBeLessThan(days[days.length - 1].fans);
    expect(days[days.length - 1].newFans).toBeLessThan(totals.newFans);
    // the seeded fans say their sex: the shares are not all 未知
    expect(gender.male).toBeGreaterThan(0);
    expect(gender.female).toBeGreaterThan(0);
    // the week is a part of that history, with something on more than one of its days
    const week = (await figuresOf((await loginAs(s)).cookie, 7))!;
    expect(week.days.filter((d) => d.reads + d.likes + d.favourites + d.newFans > 0).length).toBeGreaterThan(1);
  });

  it('knows nothing of a new member, and refuses a visitor', async () => {
    const fresh = s.cookieOf(await register(s, '13900000971'));
    expect(await figuresOf(fresh, 7)).toBeUndefined();
    expect((await s.call('getCreatorFigures', { query: { days: 7 }, cookie: '' })).body).toMatchObject({
      code: -1,
      msg: '请先登录',
    });
    expect((await s.call('getCreatorFigures', { query: { days: 14 }, cookie: fresh })).status).toBe(400);
  });

  it('counts follows, unfollows, reads, likes, comments and favourites by day, for 7 and 30 days', async () => {
    const author = await loginAs(s);
    const fanId = await register(s, '13900000972');
    const passerId = await register(s, '13900000973');
    const [fan, passer] = [s.cookieOf(fanId), s.cookieOf(passerId)];
    const before = (await figuresOf(author.cookie, 7))!;
    expect(before.days).toHaveLength(7);
    // the total is the number /user shows
    const home = (await s.call('getUserHomeStats', { query: { userId: author.id }, cookie: author.cookie })).body
      .data as { fans_num: number };
    expect(before.totals.fans).toBe(home.fans_num);

    const works = (
      await s.call('findToutiaoByCondition', {
        query: { type: 1, memberId: author.id, userId: author.id, authState: 1, pageSize: 1 },
        cookie: author.cookie,
      })
    ).body.page!.records as { id: string }[];
    const article = works[0].id;
    expect(await post('doConcern', { joinId: author.id, type: '3', userId: fanId }, fan)).toMatchObject({
      msg: '关注成功',
    });
    await post('doConcern', { joinId: author.id, type: '3', userId: passerId }, passer);
    await post('deleteConcern', { joinId: author.id, type: '3', userId: passerId }, passer);
    await s.call('findArticleById', { query: { articleId: article, userId: fanId }, cookie: fan });
    await s.call('findArticleById', { query: { articleId: article, userId: passerId }, cookie: passer });
    await post('doLikes', { joinId: article, type: '1', userId: fanId }, fan);
    await post('doFavorites', { joinId: article, type: '1', userId: fanId }, fan);
    expect(
      await post('submitComment', { joinId: article, type: '1', message: '好文', userId: fanId }, fan),
    ).toMatchObject({ code: 200 });

    const after = (await figuresOf(author.cookie, 7))!;
    const [today, earlier] = [after.days[6], before.days[6]];
    expect(today).toMatchObject({
      reads: earlier.reads + 2,
      fanReads: earlier.fanReads + 1,
      likes: earlier.likes + 1,
      favourites: earlier.favourites + 1,
      comments: earlier.comments + 1,
      newFans: earlier.newFans + 2,
      lostFans: earlier.lostFans + 1,
      fans: earlier.fans + 1,
    });
    expect(after.totals).toMatchObject({
      fans: before.totals.fans + 1,
      fansChange: before.totals.fansChange + 1,
      lostFans: before.totals.lostFans + 1,
    });
    expect(after.totals.activeFans).toBeGreaterThan(0);
    // the days add up to the totals, and the last day's fans are today's
    expect(after.days.reduce((n, d) => n + d.reads, 0)).toBe(after.totals.reads);
    expect(after.days[6].fans).toBe(after.totals.fans);
    expect(after.gender.male + after.gender.female + after.gender.unknown).toBe(100);

    // eight days on, the week no longer holds them; the month does
    s.advance(8 * 86_400_000);
    const later = (await loginAs(s)).cookie;
    const week = (await figuresOf(later, 7))!;
    expect(week.totals).toMatchObject({
      reads: 0,
      likes: 0,
      comments: 0,
      favourites: 0,
      newFans: 0,
      lostFans: 0,
      fans: after.totals.fans,
    });
    expect(week.days.every((d) => d.fans === after.totals.fans)).toBe(true);
    const month = (await figuresOf(later, 30))!;
    expect(month.days).toHaveLength(30);
    // the month's days 15 to 21 are the week of eight days ago, day by day
    const counted = ({ date: _date, fans: _fans, ...events }: Figures['days'][number]) => events;
    expect(month.days.slice(15, 22).map(counted)).toEqual(after.days.map(counted));
    expect(month.days[21]).toMatchObject({
      reads: today.reads,
      comments: today.comments,
      likes: today.likes,
      newFans: today.newFans,
      lostFans: 1,
    });
  });
});
