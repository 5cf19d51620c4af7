import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../generated/routes';
import { useBrowser } from './browser';
import { logIn } from './members';
import { memberRoutes, publicRoutes, walkRoutes } from './route-walk';
import { smallTargets } from './touch-targets';

// Issue 25: every route of the route table on a phone (390 × 844, touch): the page does not scroll
// sideways, its main content is on screen and every control is thumb-sized. A screenshot of each route's first screen
// is left in
// /tmp/shots/narrow/ for a person to look at.
const { newContext, newPage, url } = useBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const shots = '/tmp/shots/narrow';
mkdirSync(shots, { recursive: true });

/** What is wrong with the page on show: a sideways scroll (naming the elements sticking out), a hidden main. */
async function narrowProblems(page: Page, route: RouteDef): Promise<string[]> {
  await page.screenshot({ path: `${shots}/${route.name}.png` });
  // the whole page, not only its first screen: what draws as it comes into view (the footer's app codes)
  // is drawn before the width is read
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page
    .waitForFunction(
      () => [...document.querySelectorAll('.footer img')].every((img) => (img as HTMLImageElement).complete),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(100);
  // the phone's width, not innerWidth: a phone zooms out to fit a page wider than its screen, and
  // innerWidth then grows to the page's width
  const found = await page.evaluate((width) => {
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // the outermost elements reaching past the right edge (not inside a box that scrolls or clips), to say where to
      // look
      const clipped = (e: HTMLElement) => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      const out = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (e) => e.getBoundingClientRect().right > width + 1 && !clipped(e),
      );
      const outermost = out.filter((e) => !out.includes(e.parentElement!)).slice(0, 3);
      const name = (e: HTMLElement) =>
        `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
      found.push(`scrolls sideways (${scrollWidth} px > ${width} px): ${outermost.map(name).join(', ')}`);
    }
    const main = document.querySelector('main');
    const box = main?.getBoundingClientRect();
    if (!box || box.width < width / 2 || box.height === 0 || box.left < 0 || box.right > width + 1)
      found.push('main content not on screen');
    return found;
  }, phone.viewport.width);
  const small = await page.locator('body').evaluate(smallTargets);
  return small.length ? [...found, `${small.length} targets under 44 px: ${small.slice(0, 4).join(', ')}`] : found;
}

describe('every route on a phone (390 × 844)', () => {
  it('a visitor opens each public route without sideways scrolling', async () => {
    const page = await newPage(await newContext(phone));
    expect(await walkRoutes(page, url, publicRoutes, (route) => narrowProblems(page, route))).toEqual([]);
  });

  it('a member opens each login-only route without sideways scrolling', async () => {
    const page = await newPage(await newContext(phone));
    await logIn(page, url, 'chayou');
    expect(await walkRoutes(page, url, memberRoutes, (route) => narrowProblems(page, route))).toEqual([]);
  }, 180_000);
});
