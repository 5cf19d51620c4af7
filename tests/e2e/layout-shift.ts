import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from './axe';
import { useBrowser } from './browser';
import { BUDGET_KB, JUDGED_APART, budgetProblems, recordScripts } from './budget';
import { logIn } from './members';
import { openSettled, pending, walkRoutes, type Opened } from './route-walk';
import type { RouteDef } from '../../generated/routes.js';

// No route moves what a reader already sees while it loads. Each route is loaded afresh (a new context: an
// empty cache, as Lighthouse loads it) on Lighthouse's phone (412 × 823) and desktop (1350 × 940, the
// scrollbars shown: a page that grows past the screen and brings its scrollbar in moves left — CLS 0.33 on
// /frReg), and the browser's own layout-shift entries are summed as Lighthouse and the Core Web Vitals do:
// the largest session window (shifts less than 1 s apart, at most 5 s long). A route fails at 0.05 — half
// of what counts as good — naming the elements that moved. Each half (public or member routes) on each
// device is a file of its own, so the four run side by side with the rest of the suite. The desktop's walks also
// judge each load by axe-core's WCAG 2.1 A and AA rules (axe.ts) and by the bundle budget (budget.ts: the scripts
// the cold load fetched), so neither the accessibility pass nor the budget loads a route again.
const devices = {
  phone: { name: 'a phone (412 × 823)', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { name: 'a desktop (1350 × 940)', viewport: { width: 1350, height: 940 } },
};
type Device = Pick<(typeof devices)['phone'], 'viewport'> & { isMobile?: boolean; hasTouch?: boolean };
const limit = 0.05;

/** A member's session: the sandbox's cookie, and what the portal keeps in the tab's session storage. */
interface Session {
  cookies: Cookie[];
  storage: Record<string, string>;
}

interface Shift {
  value: number;
  time: number;
  moved: string[];
}

/** The largest session window of `shifts`, as Lighthouse sums them. */
function cumulative(shifts: Shift[]): number {
  let cls = 0;
  for (let i = 0, window = 0, start = 0, last = 0; i < shifts.length; i++) {
    const { value, time } = shifts[i];
    if (i === 0 || time - last > 1000 || time - start > 5000) [window, start] = [0, time];
    window += value;
    last = time;
    cls = Math.max(cls, window);
  }
  return cls;
}

/**
 * Registers the file's test: every route of `list` on the device, as a visitor or as a member; with `axe`, each load
 * is judged by axe-core's rules too, with `budget` by the bundle budget (but for budget.ts's JUDGED_APART).
 * A member judges only the routes only a member opens: a public route as a member is its visitor's page (judged by
 * the visitor's walk of the same device) in the member's shell — the top bar with the account menu that each of
 * the member's own routes shows and is judged with. The public routes of a member's `list` are still opened, in
 * spec order on one page kept open, for the records their lists link to: a detail route opens with one, as a
 * reader opens it.
 */
export function describeLayoutShift(
  list: readonly RouteDef[],
  who: 'visitor' | 'member',
  on: 'phone' | 'desktop',
  { axe = false, budget = false } = {},
): void {
  const { newContext, newPage, url } = useBrowser({ scrollbars: true });
  /** The scripts each cold load fetched, for the budget. */
  const fetched = new WeakMap<Page, Set<string>>();

  /** Opens `path` in a context with nothing cached (the member's session put in each tab before its scripts), recording its shifts. */
  async function openFresh(path: string, device: Device, session?: Session): Promise<Opened> {
    const context: BrowserContext = await newContext(device);
    if (session) {
      await context.addCookies(session.cookies);
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries))
          if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      }, session.storage);
    }
    await context.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
      const name = (n: Node | null) => {
        if (!(n instanceof Element)) return n?.nodeName ?? '?';
        const classes =
          typeof n.className === 'string' && n.className.trim() ? `.${n.className.trim().split(/\s+/).join('.')}` : '';
        return `${n.tagName.toLowerCase()}${classes}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          // each element with where its top was and went (px)
          const moved = entry.sources.map(
            (s) => `${name(s.node)} ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)}`,
          );
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page: Page = await newPage(context);
    fetched.set(page, recordScripts(page));
    await openSettled(page, url, path, pending(page));
    return { page, close: () => context.close() };
  }

  /** The layout shift by the limit or more on the page on show, naming what moved (none: an empty list). */
  async function shiftProblems(page: Page): Promise<string[]> {
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const cls = cumulative(shifts);
    if (cls < limit) return [];
    const moved = shifts
      .filter((s) => s.value >= 0.01)
      .map((s) => `${s.value.toFixed(3)} at ${Math.round(s.time)} ms: ${s.moved.join(', ')}`);
    return [`layout shift ${cls.toFixed(3)} (${moved.join('; ')})`];
  }

  /**
   * What is wrong on each route of `list` loaded afresh on `device`: a shift (read first), the budget, axe's
   * violations. A member's public routes open on `linksPage` (the member's, kept open), only for their links.
   */
  async function shiftingRoutes(device: Device, member?: { session: Session; linksPage: Page }): Promise<string[]> {
    const rows: string[] = [];
    const byPath = new Map(list.map((route) => [route.path, route]));
    const linksOnly = (route: RouteDef) => member !== undefined && route.public;
    const linksBusy = member && pending(member.linksPage);
    const problems = await walkRoutes(
      async (path) => {
        if (!member || !linksOnly(byPath.get(path.split('?')[0])!)) return openFresh(path, device, member?.session);
        await openSettled(member.linksPage, url, path, linksBusy!);
        return { page: member.linksPage, close: async () => undefined };
      },
      url,
      list,
      async (route, path, page) => {
        if (linksOnly(route)) return [];
        if (member && new URL(page.url()).hash.startsWith('#/login'))
          throw new Error(`${path} opened the login page: the member's session was not carried`);
        const found = await shiftProblems(page);
        if (budget && !JUDGED_APART.has(route.path)) {
          const judged = await budgetProblems(route, path, page, fetched.get(page)!);
          rows.push(judged.row);
          found.push(...judged.problems.map((problem) => `budget: ${problem}`));
        }
        if (axe) found.push(...(await axeProblems(page)).map((problem) => `axe: ${problem}`));
        return found;
      },
    );
    if (budget) console.log(`gzip JS per route (cold load; budget ${BUDGET_KB.other} KB):\n${rows.join('\n')}`);
    return problems;
  }

  const { name, ...device } = devices[on];
  describe(`layout shift on a cold load, as a ${who}`, () => {
    const title = `on ${name}, no route shifts by ${limit} or more while it loads`;
    const budgetTitle = `, each (but ${[...JUDGED_APART].join(' ')}) loads at most ${BUDGET_KB.other} KB of gzipped JS, no form runtime without a form and no editor before it is wanted`;
    const axeTitle = ', and none has a serious or critical axe-core violation';
    it(`${title}${budget ? budgetTitle : ''}${axe ? axeTitle : ''}`, async () => {
      if (who === 'visitor') return expect(await shiftingRoutes(device)).toEqual([]);
      const context = await newContext(device);
      const linksPage = await newPage(context);
      await logIn(linksPage, url, 'chayou');
      const session = {
        cookies: await context.cookies(),
        storage: await linksPage.evaluate(() => ({ ...sessionStorage })),
      };
      try {
        expect(await shiftingRoutes(device, { session, linksPage })).toEqual([]);
      } finally {
        await context.close();
      }
    }, 900_000);
  });
}
