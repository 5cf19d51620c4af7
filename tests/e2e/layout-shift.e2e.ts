import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logIn } from './members';
import { memberRoutes, openSettled, pending, publicRoutes, walkRoutes } from './route-walk';

// Issue 25: no public route moves what a reader already sees while it loads. Each route is loaded afresh
// (a new context: an empty cache, as Lighthouse loads it) on Lighthouse's phone (412 × 823) and desktop
// (1350 × 940, the scrollbars shown: a page that grows past the screen and brings its scrollbar in moves
// left — CLS 0.33 on /frReg), and the browser's own layout-shift entries are summed as Lighthouse and
// the Core Web Vitals do: the largest session window (shifts less than 1 s apart, at most 5 s long). A
// route fails at 0.05 — half of what counts as good — naming the elements that moved.
const { newContext, newPage, url } = useBrowser({ scrollbars: true });
const devices = {
  'a phone (412 × 823)': { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  'a desktop (1350 × 940)': { viewport: { width: 1350, height: 940 } },
};
type Device = (typeof devices)[keyof typeof devices];

/** A member's session: the sandbox's cookie, and what the portal keeps in the tab's session storage. */
interface Session {
  cookies: Cookie[];
  storage: Record<string, string>;
}

/** A context with nothing cached, as the member (the session put in each tab before its scripts) or a visitor. */
async function freshContext(device: Device, session?: Session): Promise<BrowserContext> {
  const context = await newContext(device);
  if (!session) return context;
  await context.addCookies(session.cookies);
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
  }, session.storage);
  return context;
}
const limit = 0.05;

interface Shift {
  value: number;
  time: number;
  moved: string[];
}

/** Loads `path` in a fresh context and answers its cumulative layout shift and the shifts that made it. */
async function layoutShift(path: string, device: Device, session?: Session): Promise<{ cls: number; shifts: Shift[] }> {
  const context = await freshContext(device, session);
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const name = (n: Node | null) => {
      if (!(n instanceof Element)) return n?.nodeName ?? '?';
      const classes = typeof n.className === 'string' && n.className.trim() ? `.${n.className.trim().split(/\s+/).join('.')}` : '';
      return `${n.tagName.toLowerCase()}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        // each element with where its top was and went (px)
        const moved = entry.sources.map((s) => `${name(s.node)} ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)}`);
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page: Page = await newPage(context);
  try {
    await openSettled(page, url, path, pending(page));
    if (session && new URL(page.url()).hash.startsWith('#/login')) throw new Error(`${path} opened the login page: the member's session was not carried`);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    let cls = 0;
    for (let i = 0, window = 0, start = 0, last = 0; i < shifts.length; i++) {
      const { value, time } = shifts[i];
      if (i === 0 || time - last > 1000 || time - start > 5000) [window, start] = [0, time];
      window += value;
      last = time;
      cls = Math.max(cls, window);
    }
    return { cls, shifts };
  } finally {
    await context.close();
  }
}

/** The routes of `list` that shift by the limit or more, each loaded afresh on `device`. */
async function shiftingRoutes(device: Device, list: typeof publicRoutes, session?: Session): Promise<string[]> {
  // the walk gives the detail routes the ids their lists link to; each is then loaded on its own
  const page = await newPage(await freshContext(device, session));
  return walkRoutes(page, url, list, async (_route, path) => {
    const { cls, shifts } = await layoutShift(path, device, session);
    if (cls < limit) return [];
    const moved = shifts.filter((s) => s.value >= 0.01).map((s) => `${s.value.toFixed(3)} at ${Math.round(s.time)} ms: ${s.moved.join(', ')}`);
    return [`layout shift ${cls.toFixed(3)} (${moved.join('; ')})`];
  });
}

describe('layout shift on a cold load', () => {
  it.each(Object.entries(devices))(`on %s, no public route shifts by ${limit} or more while it loads`, async (_name, device) => {
    expect(await shiftingRoutes(device, publicRoutes)).toEqual([]);
  }, 240_000);

  it.each(Object.entries(devices))(`on %s, no member route shifts by ${limit} or more while it loads`, async (_name, device) => {
    const context = await newContext(device);
    const page = await newPage(context);
    await logIn(page, url, 'chayou');
    const session = { cookies: await context.cookies(), storage: await page.evaluate(() => ({ ...sessionStorage })) };
    expect(await shiftingRoutes(device, memberRoutes, session)).toEqual([]);
  }, 480_000);
});
