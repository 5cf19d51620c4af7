import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logInEveryTab } from './members';

// A route's own code asked for beside the shell, not after it (build/route-preload.ts): on the phone
// Lighthouse simulates each script that waits for another is a round trip of 150 ms more before the largest
// paint, and a form route's module waited for the shell, then the form page, then the form runtime. What
// the preload script asks for is read from the links it adds with the shell held back (the bundler's own
// preloads come from the shell's code as it imports a part; the browser names no initiator for a module's
// own imports, so the chain cannot be read back): a list fixed for a build, whatever the machine's load.
const { newContext, url } = useBrowser();

/** The scripts the page is told to load before the shell runs, by the start of their file names. */
async function preloaded(path: string, { member = false } = {}): Promise<string[]> {
  const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  if (member) await logInEveryTab(await context.newPage(), url);
  const page = await context.newPage();
  await page.route(/\/assets\/shell-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(url(path));
  await page.waitForLoadState('networkidle');
  const files = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      new URL(link.href).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''),
    ),
  );
  await context.close();
  return files;
}

describe('a route’s code asked for beside the shell', () => {
  it('a form route: the form page, the form’s module and MUI', async () => {
    const files = await preloaded('/forgetPassword');
    expect(files).toEqual(expect.arrayContaining(['form-page', 'lazy-form', 'forget-password', 'mui']));
  });

  it('a screen: its module and MUI', async () => {
    expect(await preloaded('/login')).toEqual(expect.arrayContaining(['login', 'mui']));
  });

  it('a composed page: its page module and the page runtime, and no MUI when none of its parts opens with it', async () => {
    const files = await preloaded('/bigDeal');
    expect(files).toEqual(expect.arrayContaining(['big-deal.page', 'page-view']));
    expect(files).not.toContain('mui');
  });

  it('a composed page with a form: not the form runtime (it would share the phone’s bandwidth with the first pictures)', async () => {
    const runtime = ['inline-form', 'lazy-form', 'widgets'];
    for (const [path, page, form] of [
      ['/user', 'user.page', 'feedback'],
      ['/bigDeal/pubPro', 'pub-pro.page', 'publish-goods'],
    ]) {
      const files = await preloaded(path, { member: true });
      expect(files, path).toContain(page);
      expect(
        files.filter((file) => [...runtime, form].includes(file)),
        path,
      ).toEqual([]);
    }
  });

  it('a form’s region pickers: the division list asked for as the widget’s code arrives, before the form draws', async () => {
    // filled after the form drew, the pickers were enabled and given ~60 options in one commit: the profile
    // form's longest task on Lighthouse's phone. Asked for with the widget's code, the list usually comes
    // with the form's data, and the form then draws its pickers whole. The order is the code's, not the
    // machine's: the form cannot draw before the widget's module has run.
    const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await logInEveryTab(await context.newPage(), url);
    const page = await context.newPage();
    await page.addInitScript(`
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root_address')) return;
        window.__pickersAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(url('/user/userInfo'));
    await expect.poll(() => page.getByRole('combobox', { name: '省' }).isEnabled()).toBe(true);
    const [listAskedAt, pickersAt] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => /\/pca-[\w-]+\.json$/.test(entry.name))?.startTime,
      (window as unknown as { __pickersAt: number }).__pickersAt,
    ]);
    await context.close();
    expect(listAskedAt).toBeDefined();
    expect(listAskedAt!).toBeLessThan(pickersAt);
  });
});
