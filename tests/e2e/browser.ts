import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { sandboxUrl } from './sandbox-url';

// Debian's Chromium with the flags this closed network needs (no background connections).
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Problems {
  pageErrors: string[];
  cspViolations: string[];
  /** MUI drawn outside the portal's theme (src/components/themed.tsx): its default font or blue */
  untheme: string[];
}

/**
 * One browser per test file (`scrollbars`: with the scrollbars a desktop shows). Every page records uncaught errors and
 * CSP violations; the file fails
 * at the end if any occurred (but those `allowCsp` matches: a test that feeds hostile HTML on purpose).
 * It fails too if a page drew an MUI component outside the portal's theme: MUI is not in the shell,
 * every part that draws it brings the theme, and one that does not falls back to MUI's defaults —
 * Roboto and #1976d2 blue, in the style rules emotion inserts.
 */
export function useBrowser(options: { allowCsp?: RegExp; scrollbars?: boolean } = {}) {
  let browser: Browser;
  const problems: Problems = { pageErrors: [], cspViolations: [], untheme: [] };
  const baseUrl = sandboxUrl();

  beforeAll(async () => {
    // headless, Playwright hides the scrollbars; shown (as Lighthouse's Chromium shows them), one that
    // comes as a page grows past the screen narrows the page, which moves
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args,
      ignoreDefaultArgs: options.scrollbars ? ['--hide-scrollbars'] : [],
    });
  });
  afterAll(async () => {
    await browser?.close();
    expect(problems.pageErrors, 'uncaught page errors').toEqual([]);
    expect(
      problems.cspViolations.filter((v) => !options.allowCsp?.test(v)),
      'CSP violations',
    ).toEqual([]);
    expect(problems.untheme, 'MUI drawn outside the portal theme').toEqual([]);
  });

  /** `options` adds to the defaults: a position and its permission (the job list's 附近 tab), a phone's screen. */
  async function newContext(
    options: Pick<BrowserContextOptions, 'geolocation' | 'permissions' | 'viewport' | 'isMobile' | 'hasTouch'> = {},
  ): Promise<BrowserContext> {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, ...options });
    await context.exposeBinding('__reportCsp', (_source, text: string) => problems.cspViolations.push(text));
    await context.exposeBinding('__reportUntheme', (source, rule: string) =>
      problems.untheme.push(`${source.page.url()}: ${rule.slice(0, 160)}`),
    );
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __reportCsp(t: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`),
      );
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        if (/Roboto|#1976d2/i.test(rule))
          (window as unknown as { __reportUntheme(t: string): void }).__reportUntheme(rule);
        return insertRule.call(this, rule, index);
      };
    });
    return context;
  }

  async function newPage(context?: BrowserContext): Promise<Page> {
    const page = await (context ?? (await newContext())).newPage();
    page.on('pageerror', (e) => problems.pageErrors.push(`${page.url()}: ${e.message}`));
    return page;
  }

  const url = (path: string) => `${baseUrl}/#${path}`;
  return { newPage, newContext, url, baseUrl, problems };
}

/** The toast saying exactly `text` (toasts are status regions). */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();

/** Presses the page's 收藏 toggle, off in the file's own fresh sandbox, and waits for 收藏成功. */
export async function favourite(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await toast(page, '收藏成功').waitFor();
  // the toggle under either of its names
  return page.getByRole('button', { name: /^(收藏|已收藏)$/ });
}
