import { describe, expect, it } from 'vitest';
import { href, routes } from '../../generated/routes';
import { useBrowser } from './browser';

// Generated from the route table: a visitor opening a login-only route lands on /login (with the
// way back), and a public route opens as itself (seed 1 §2.1).
const { newPage, url } = useBrowser();

describe('route gating for a visitor', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const page = await newPage();
    await page.goto(url(href(route.name)));
    await page.getByRole('main').waitFor();
    const hash = new URL(page.url()).hash;
    if (route.public) expect(hash).toBe(`#${route.path}`);
    else expect(hash).toBe(`#/login?redirect=${encodeURIComponent(route.path)}`);
    await page.close();
  });
});
