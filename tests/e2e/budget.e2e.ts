import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../generated/routes';
import { BUDGET_KB, HEAVY, budgetProblems, containing, formRuntimeScripts, measure, recordScripts } from './budget';
import { useBrowser } from './browser';
import { logInEveryTab } from './members';
import { openSettled, pending } from './route-walk';

// The routes of budget.ts's JUDGED_APART, on loads of their own at 1440 × 900, and the build's own checks. Every
// other route's budget is judged on the desktop layout-shift walks' cold load of it (layout-shift-*-desktop.e2e.ts),
// the page they open anyway.
const { newPage, newContext, url } = useBrowser();

/** A logged-in context: the cookie is the context's, the session-storage keys are copied into each new tab. */
let member: BrowserContext;
beforeAll(async () => {
  member = await newContext();
  await logInEveryTab(await newPage(member), url);
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

  it(`/user, as its member opens it, loads at most ${BUDGET_KB.other} KB, the form runtime only with a form, and not the editor`, async () => {
    const page = await newPage(member);
    const scripts = recordScripts(page);
    await openSettled(page, url, '/user', pending(page));
    const user = routes.find((route) => route.path === '/user')!;
    const { row, problems } = await budgetProblems(user, '/user', page, scripts);
    await page.close();
    console.log(`gzip JS at 1440 × 900 (budget ${BUDGET_KB.other} KB):\n${row}`);
    expect(problems).toEqual([]);
  });
});
