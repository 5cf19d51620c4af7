import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { apiAs, logIn } from './members';

// Comments past the tenth can be read (issue 34 item 2; seed 3 §9 "Honour detail comments 10"): the honour
// and tea-instrument details answer one page of comments at a time, and their threads page through them.
const { newPage, url, baseUrl } = useBrowser();

type Row = { id: string };
const rowsOf = (answer: unknown): Row[] =>
  (Array.isArray(answer) ? answer : ((answer as { records?: Row[] }).records ?? [])) as Row[];

/** The first record of a list whose detail counts more than ten comments. */
async function withManyComments(
  list: string,
  listQuery: Record<string, string>,
  detail: string,
): Promise<{ id: string; count: number }> {
  for (const row of rowsOf(await apiAs(baseUrl, list, { query: listQuery }))) {
    const answer = (await apiAs(baseUrl, detail, { query: { id: row.id, pageIndex: '1', pageSize: '10' } })) as {
      contentCount: number;
    };
    if (answer.contentCount > 10) return { id: row.id, count: answer.contentCount };
  }
  throw new Error(`no ${detail} with more than ten comments in the seed`);
}

/** Opens the detail of a record with more than ten comments: ten show, and page 2 shows the rest. */
async function pagesThrough(list: string, detail: string, route: string): Promise<void> {
  const { id, count } = await withManyComments(list, { pageIndex: '1', pageSize: '50' }, detail);
  const page = await newPage();
  await logIn(page, url, 'chayou', { redirect: `${route}?id=${id}` });
  const thread = page.getByRole('region', { name: /^评论/ });
  await thread.getByRole('heading', { name: `评论 ${count}` }).waitFor();
  const comments = thread.getByRole('list').first().locator(':scope > li');
  await expect.poll(() => comments.count(), { timeout: 10_000 }).toBe(10);
  const first = await comments.first().innerText();
  await thread.getByRole('navigation').getByRole('button', { name: /2/ }).first().click();
  await expect.poll(() => comments.count(), { timeout: 10_000 }).toBe(Math.min(10, count - 10));
  expect(await comments.first().innerText()).not.toBe(first);
}

describe('a thread of more than ten comments', () => {
  it('the honour detail: ten a page, and the pager shows the rest', () =>
    pagesThrough('getHonourList', 'getHonourDetail', '/honorHall/detail'));
  it('the tea-instrument detail: ten a page, and the pager shows the rest', () =>
    pagesThrough('teaQiList', 'teaQiDetail', '/leadNews/xyChaqiD'));
});
