import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Issue 25: a page opened cold draws its content first. What is not the content — a list's filter fields
// and pager (MUI), a record's comments — loads once the first screen is in (its calls answered), not on
// the line the rows and their pictures come by; meanwhile it keeps its room, so nothing under it moves.
const { newPage, url } = useBrowser();

/** Holds the requests matching `pattern` until `release` is called; `asked` says whether one came. */
async function hold(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return {
    asked: () => held.length > 0,
    release: async () => {
      open = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('the first screen first', () => {
  it('a list with a status filter draws its rows before the filter field loads, and they stay where they are', async () => {
    const page = await newPage();
    const field = await hold(page, /\/assets\/filter-fields-[^/]*\.js$/);
    await page.goto(url('/pbSelection'));
    const rows = page.getByRole('list', { name: '评比评选' }).getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(6);
    await expect.poll(() => rows.first().isVisible()).toBe(true);
    const before = await rows.first().boundingBox();
    // the field's code is asked once the first screen is in; until it comes, its room stands in for it
    await expect.poll(field.asked, { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('combobox', { name: '状态' }).count()).toBe(0);
    await field.release();
    await expect.poll(() => page.getByRole('combobox', { name: '状态' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await rows.first().boundingBox()).toEqual(before);
  });

  it('nor does a list ask for its filter field or its pager while its first rows are on their way', async () => {
    const page = await newPage();
    const call = await hold(page, /\/api\/selection\/activity\/getActivityList/);
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto(url('/pbSelection'));
    await expect.poll(call.asked, { timeout: 10_000 }).toBe(true);
    // drawn with the rows' loading mark, the filter row holds the field's room
    await expect.poll(() => page.locator('.filter-room').count()).toBe(1);
    expect(scripts.filter((path) => /filter-fields|Pagination|\/mui-/.test(path))).toEqual([]);
    await call.release();
    await expect.poll(() => page.getByRole('combobox', { name: '状态' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => page.getByRole('navigation', { name: /分页$/ }).isVisible(), { timeout: 10_000 })
      .toBe(true);
  });

  it('a list with tab filters draws them with the page, without MUI', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    const call = await hold(page, /\/api\/rydt\/rydtList/);
    await page.goto(url('/honorHall'));
    await expect.poll(call.asked, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: '制茶大师' }).getAttribute('aria-selected')).toBe('true');
    expect(scripts.filter((path) => /filter-fields|\/mui-/.test(path))).toEqual([]);
    await call.release();
    await expect
      .poll(() => page.getByRole('list', { name: '荣誉殿堂' }).getByRole('listitem').count(), { timeout: 10_000 })
      .toBe(8);
  });

  it("a list's first row asks its pictures at once, the first at high priority; the rest and the side column's as they come near", async () => {
    const page = await newPage();
    await page.goto(url('/honorHall'));
    // four to a row on a desktop: the first row is four tiles
    const pictures = page.getByRole('list', { name: '荣誉殿堂' }).locator('img');
    await expect.poll(() => pictures.count(), { timeout: 10_000 }).toBe(8);
    const ranks = await pictures.evaluateAll((images) =>
      images.map((image) =>
        [image.getAttribute('loading'), image.getAttribute('fetchpriority')].filter(Boolean).join(' '),
      ),
    );
    expect(ranks).toEqual(['eager high', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    await page.goto(url('/leadNews/dsplist'));
    const side = page.locator('.page-side img');
    await expect.poll(() => side.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(new Set(await side.evaluateAll((images) => images.map((image) => image.getAttribute('loading'))))).toEqual(
      new Set(['lazy']),
    );
  });
});
