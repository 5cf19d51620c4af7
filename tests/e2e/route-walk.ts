import type { Page, Request } from 'playwright-core';
import { href, routes, type RouteDef } from '../../generated/routes.js';

// The narrow-screen and accessibility passes walk the whole route table on one page (one login per
// role): a detail route opens with an address some earlier page linked to (a list before its details in
// spec order), so it shows a real record rather than an empty one; a route nothing links to opens bare.

/** The routes a visitor can open, and the routes only a member can. */
export const publicRoutes = routes.filter((r) => r.public);
export const memberRoutes = routes.filter((r) => !r.public);

/** Requests the page has under way (a route opened in the same document has no load event to wait for). */
export function pending(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** Opens `path` and waits until its blocks have answered: no loading ring and no request for 300 ms (or 10 s). */
export async function openSettled(
  page: Page,
  url: (path: string) => string,
  path: string,
  busy: () => number,
): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('main').waitFor();
  await page
    .waitForFunction(() => !document.querySelector('main .loading, main [role="progressbar"]'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  for (let quiet = 0, waited = 0; quiet < 300 && waited < 10_000; waited += 50) {
    await page.waitForTimeout(50);
    quiet = busy() ? 0 : quiet + 50;
  }
}

/**
 * Opens each route in turn and asks `check` what is wrong there (nothing: an empty list); answers
 * "path: problem" lines. Links seen on the way give the detail routes their ids.
 */
/** A route opened on a page of its own, and how to put that page away. */
export interface Opened {
  page: Page;
  close: () => Promise<void>;
}

/**
 * Opens every route of `list` in spec order and answers what `check` found wrong on each: one after
 * another on `on` when it is a page, or each where `on` opens it (a fresh context, say) — the ids for
 * later details are read off that same page, so no route is loaded twice.
 */
export async function walkRoutes(
  on: Page | ((path: string) => Promise<Opened>),
  url: (path: string) => string,
  list: readonly RouteDef[],
  check: (route: RouteDef, path: string, page: Page) => Promise<string[]>,
): Promise<string[]> {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  const busy = typeof on === 'function' ? () => 0 : pending(on);
  for (const route of list) {
    const path = route.query.includes('id') ? (seen.get(route.path) ?? href(route.name)) : href(route.name);
    const opened: Opened = typeof on === 'function' ? await on(path) : { page: on, close: async () => undefined };
    try {
      if (typeof on !== 'function') await openSettled(on, url, path, busy);
      for (const found of await check(route, path, opened.page)) problems.push(`${path}: ${found}`);
      const links = await opened.page.$$eval('a[href^="#/"]', (as) => as.map((a) => a.getAttribute('href')!.slice(1)));
      for (const link of links) {
        const [linkPath, query] = link.split('?');
        if (!seen.has(linkPath) && new URLSearchParams(query).has('id')) seen.set(linkPath, link);
      }
    } finally {
      await opened.close();
    }
  }
  return problems;
}
