import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './dev-server';
import { logIn } from './members';
import { memberRoutes, publicRoutes, walkRoutes } from './route-walk';

// Issue 30: every route works under `npm run dev`, not only in the production build. Vite's dev server
// serves each module as it is (dependencies pre-bundled apart, CommonJS interop its own way): the fast-uri
// stand-in handed to ajv as a namespace broke every form page there while the build was fine.
const ROUTES = fileURLToPath(new URL('../../spec/routes.yaml', import.meta.url));
const original = readFileSync(ROUTES, 'utf8');
let dev: DevServer;
let browser: Browser;
const url = (path: string) => `${dev.baseUrl}/#${path}`;

/** Uncaught errors, the app's console errors and the route error screen, on each route in turn. */
function watchErrors(page: Page): () => string[] {
  let found: string[] = [];
  page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(`console error: ${message.text()} (${message.location().url})`);
  });
  return () => {
    const now = found;
    found = [];
    return now;
  };
}

async function walk(page: Page, list: Parameters<typeof walkRoutes>[2], errors: () => string[]): Promise<string[]> {
  errors();
  return walkRoutes(page, url, list, async () => [
    ...errors(),
    ...((await page.getByText('页面出错了').count()) ? ['shows 页面出错了'] : []),
  ]);
}

beforeAll(async () => {
  dev = await startDevServer();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}, 60_000);
afterAll(async () => {
  writeFileSync(ROUTES, original);
  await browser?.close();
  await dev?.stop();
});

describe('npm run dev opens every route of generated/routes.ts', () => {
  it('a visitor meets no page error on any public route (forms, composed pages, screens)', async () => {
    const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    expect(await walk(page, publicRoutes, errors)).toEqual([]);
    await page.close();
  }, 150_000);

  it('the demo member meets none on any member route', async () => {
    const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await logIn(page, url, 'chayou');
    expect(await walk(page, memberRoutes, errors)).toEqual([]);
    await page.close();
  }, 150_000);
});

describe('the live loop never breaks', () => {
  const SHELL = '    title: 找回密码\n    public: true\n    shell: bare\n';
  const NEW_ROUTE =
    '  - path: /devNew\n    name: devNew\n    title: 新页面\n    public: true\n    shell: main\n    page:\n      main:\n        - title: 新页面\n          text: 刚保存的新页面\n';
  const save = (text: string) => writeFileSync(ROUTES, text);
  const overlayText = (page: Page) =>
    page
      .locator('vite-error-overlay')
      .evaluate((node) => node.shadowRoot?.querySelector('.message-body')?.textContent ?? '');

  it("reloads live on the page's own port: the HMR socket shares the dev server's (a second dev server has its own)", async () => {
    const page = await browser.newPage();
    const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).port === new URL(dev.baseUrl).port);
    await page.goto(url('/forgetPassword'));
    await socket;
    await page.close();
  }, 60_000);

  it('keeps the overlay over a reload while the spec is broken, and says one YAML syntax error once', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(url('/forgetPassword'));
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    try {
      save(original.replace(SHELL, SHELL.replace('shell: bare', 'shell: bar')));
      const overlay = page.locator('vite-error-overlay');
      await overlay.waitFor({ state: 'attached', timeout: 30_000 });
      expect(await overlayText(page)).toContain('unknown shell `bar`');
      await page.reload();
      await overlay.waitFor({ state: 'attached', timeout: 10_000 });
      expect(await overlayText(page)).toContain('unknown shell `bar`');

      save(original.replace(SHELL, `${SHELL}    title: [找回\n`));
      await page.waitForFunction(
        () =>
          document
            .querySelector('vite-error-overlay')
            ?.shadowRoot?.querySelector('.message-body')
            ?.textContent?.includes('YAML'),
        undefined,
        { timeout: 30_000 },
      );
      expect(await overlayText(page)).not.toContain('more');
    } finally {
      save(original);
    }
    await page.locator('vite-error-overlay').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows a saved new route where the browser already is, and a removed one without a page error', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(url('/devNew'));
    await page.getByRole('main').waitFor();
    try {
      save(original.replace('\nnavigation:\n', `\n${NEW_ROUTE}navigation:\n`));
      await page.getByText('刚保存的新页面').waitFor({ timeout: 30_000 });
    } finally {
      save(original);
    }
    await page.waitForFunction(() => !document.body.innerText.includes('刚保存的新页面'), undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1000);
    expect(errors()).toEqual([]);
    await page.close();
  }, 90_000);
});
