import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { href, routes } from '../../generated/routes';
import { useBrowser } from './browser';

// Generated from the route table: a visitor opening a login-only route lands on /login (with the
// way back), and a public route opens as itself (seed 1 §2.1). Each route opens in a tab of its own (a new
// document: the address typed, not a link followed) in one visitor's context: the visitor holds no cookie and a
// new tab no session storage, so what gates the route is the same as in a browser opened afresh, and the built
// scripts come from the context's cache rather than loaded and compiled again 87 times.
const { newContext, newPage, url } = useBrowser();
let visitor: BrowserContext;
beforeAll(async () => {
  visitor = await newContext();
});

describe('route gating for a visitor', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const page = await newPage(visitor);
    await page.goto(url(href(route.name)));
    await page.getByRole('main').waitFor();
    const hash = new URL(page.url()).hash;
    if (route.public) expect(hash).toBe(`#${route.path}`);
    else expect(hash).toBe(`#/login?redirect=${encodeURIComponent(route.path)}`);
    await page.close();
  });
});
