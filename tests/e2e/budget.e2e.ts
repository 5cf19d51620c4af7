import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../generated/routes';
import { BUDGET_KB, HEAVY, budgetProblems, containing, formRuntimeScripts, measure, recordScripts } from './budget';
import { useBrowser } from './browser';
import { logIn } from './members';
import { openSettled, pending, walkRoutes, type Opened } from './route-walk';

// The home route's budget, the build's own checks and the member's routes'. The public routes' budget is judged on
// the visitor's desktop layout-shift walk (layout-shift-public-desktop.e2e.ts), which loads each cold anyway. The
// member's routes are not judged on the member's walk: it loads at Lighthouse's desktop, 1350 × 940, where /user
// draws its feedback form in the first screen (256.9 KB, 28 Nov) — at 1440 × 900, this file's screen, it does not.
const { newPage, newContext, url } = useBrowser();

/** A logged-in context: the cookie is the context's, the session-storage keys are copied into each new tab. */
let member: BrowserContext;
beforeAll(async () => {
  member = await newContext();
  const page = await newPage(member);
  await logIn(page, url, 'chayou');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  await member.addInitScript((json: string) => {
    for (const [k, v] of Object.entries(JSON.parse(json) as Record<string, string>)) sessionStorage.setItem(k, v);
  }, stored);
  await page.close();
});

describe('bundle budget', () => {
  it(`home route loads at most ${BUDGET_KB.home} KB of gzipped JS and none of the heavy libraries`, async () => {
    // a fresh context: nothing cached; settled: the page drawn, no loading marks, then 300 ms without a request
    const page = await newPage();
    const scripts = recordScripts(page);
    await openSettled(page, url, '/', pending(page));
    const home = await measure(page, scripts);
    await page.close();
    console.log(
      `home route JS: ${home.kb.toFixed(1)} KB gzip in ${home.scripts.length} files (budget ${BUDGET_KB.home} KB)`,
    );
    expect(home.kb).toBeLessThanOrEqual(BUDGET_KB.home);
    for (const [library, needle] of Object.entries(HEAVY)) {
      const chunks = containing(needle);
      expect(chunks.length, `${library} is in the build`).toBeGreaterThan(0);
      expect(
        chunks.filter((c) => home.scripts.includes(c)),
        `${library} loads with the home route`,
      ).toEqual([]);
    }
  });

  it("the form runtime (rjsf, the forms' validators) is found in the build", () => {
    // the walks' "no form runtime without a form" check would find nothing if it could not be told apart
    expect(formRuntimeScripts().size).toBeGreaterThan(1);
  });

  it(`every member route loads at most ${BUDGET_KB.other} KB, a route that shows no form no form runtime, and none the editor before it is wanted`, async () => {
    // a detail route opens with a real record (an id some earlier page linked to), as a reader meets it: its
    // actions and blocks (a form dialog's button, comments) are what might pull in more code. The public routes
    // are opened on one page, only for their links.
    const links = await newPage(member);
    const linksBusy = pending(links);
    const rows: string[] = [];
    const fetched = new Map<Page, Set<string>>();
    const byPath = new Map(routes.map((route) => [route.path, route]));
    const problems = await walkRoutes(
      async (path): Promise<Opened> => {
        if (byPath.get(path.split('?')[0])!.public) {
          await openSettled(links, url, path, linksBusy);
          return { page: links, close: async () => undefined };
        }
        const page = await newPage(member);
        fetched.set(page, recordScripts(page));
        await openSettled(page, url, path, pending(page));
        return { page, close: () => page.close() };
      },
      url,
      routes,
      async (route, path, page) => {
        if (route.public) return [];
        const judged = await budgetProblems(route, path, page, fetched.get(page)!);
        rows.push(judged.row);
        return judged.problems;
      },
    );
    await links.close();
    console.log(`gzip JS per member route (cold load; budget ${BUDGET_KB.other} KB):\n${rows.join('\n')}`);
    expect(problems).toEqual([]);
  }, 600_000);
});
