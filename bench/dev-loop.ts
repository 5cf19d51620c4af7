// node --import ./tsx-register.mjs bench/dev-loop.ts: the `npm run dev` loop as a product owner
// meets it, measured in Chromium. Starts the dev server on a free port, opens /forgetPassword (a form
// route: its fields must show, not only its title), then
//  - five times: edits the route's title in spec/routes.yaml and times the save until the page's heading
//    and the browser's document title show it, the form's fields still drawn;
//  - adds a new route while the browser is already on its address, and times the save until the page
//    shows the new route's text;
//  - writes a mistake (an unknown shell) and times the save until Vite's error overlay shows it with
//    file:line:column; reloads (the overlay must stay); restores the file and times until it is gone;
//  - writes a YAML syntax error: the overlay must say one error, not more.
// spec/routes.yaml is restored whatever happens; generated/ follows it back.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUTES = join(root, 'spec/routes.yaml');
const TITLE_LINE = '    title: 找回密码\n';
const SHELL = '    title: 找回密码\n    public: true\n    shell: bare\n';
const NAVIGATION = '\nnavigation:\n';
const NEW_ROUTE = `  - path: /benchNew
    name: benchNew
    title: 新页面
    public: true
    shell: main
    page:
      main:
        - title: 新页面的标题
          text: 刚保存的新页面
`;
const original = readFileSync(ROUTES, 'utf8');
if (original.split(TITLE_LINE).length !== 2 || !original.includes(SHELL) || original.split(NAVIGATION).length !== 2) {
  throw new Error('spec/routes.yaml: the /forgetPassword route or the navigation is not as this bench expects');
}

const server = spawn(process.execPath, ['--import', './tsx-register.mjs', 'sandbox/dev.ts'], {
  cwd: root,
  env: { ...process.env, PORT: process.env.PORT ?? '0' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const stop = () => {
  writeFileSync(ROUTES, original);
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
};
process.on('SIGINT', () => (stop(), process.exit(130)));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The form route's content: its heading says `title` and its fields are drawn. */
const formShows = (page: Page, title: string, timeout = 30_000) =>
  page.waitForFunction(
    (wanted) =>
      document.title.startsWith(`${wanted} `) &&
      [...document.querySelectorAll('h1')].some((h) => h.textContent?.includes(wanted)) &&
      Boolean(document.querySelector('input[type="tel"], input[name], input')) &&
      document.body.innerText.includes('手机号'),
    title,
    { timeout, polling: 10 },
  );

try {
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const found = /sandbox: (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    server.once('exit', (code) => reject(new Error(`the dev server ended (${code})`)));
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = await browser.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${url}/#/forgetPassword`);
  await formShows(page, '找回密码', 60_000);

  // the first save also warms Vite's transform of the modules the edit touches
  const saves: number[] = [];
  for (let run = 0; run <= 5; run++) {
    const title = `找回密码${run}`;
    const started = Date.now();
    writeFileSync(ROUTES, original.replace(TITLE_LINE, `    title: ${title}\n`));
    await formShows(page, title);
    if (run > 0) saves.push(Date.now() - started);
  }
  console.log(
    `title edit → form page with the new heading and its fields: median ${median(saves)} ms, min ${Math.min(...saves)} ms, max ${Math.max(...saves)} ms (5 saves)`,
  );

  const added: number[] = [];
  for (let run = 0; run < 3; run++) {
    writeFileSync(ROUTES, original);
    await page.goto(`${url}/#/benchNew`);
    // the route is gone again (generated/ followed the restored file) before the save is timed
    await page.waitForFunction(
      () => !document.body.innerText.includes('刚保存的新页面') && Boolean(document.querySelector('main')),
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(500);
    const started = Date.now();
    writeFileSync(ROUTES, original.replace(NAVIGATION, `\n${NEW_ROUTE}${NAVIGATION.slice(1)}`));
    await page.getByText('刚保存的新页面').waitFor({ timeout: 30_000 });
    added.push(Date.now() - started);
  }
  console.log(`new route saved → its page in the browser (already at its address): ${added.join(', ')} ms`);
  writeFileSync(ROUTES, original);
  await page.goto(`${url}/#/forgetPassword`);
  await formShows(page, '找回密码');

  let started = Date.now();
  writeFileSync(ROUTES, original.replace(SHELL, SHELL.replace('shell: bare', 'shell: bar')));
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ state: 'attached', timeout: 30_000 });
  const shown = Date.now() - started;
  const part = (selector: string) =>
    overlay.evaluate((node, css) => node.shadowRoot?.querySelector(css)?.textContent?.trim() ?? '', selector);
  const where = (await part('.file')).replace(`${root}`, '').replace(/^\//, '');
  console.log(`mistake → overlay: ${shown} ms, showing ${where}: ${await part('.message-body')}`);
  await page.reload();
  await overlay.waitFor({ state: 'attached', timeout: 10_000 });
  console.log(
    `reload while broken → the overlay is still there: ${(await part('.file')).includes('spec/routes.yaml')}`,
  );
  started = Date.now();
  writeFileSync(ROUTES, original);
  await overlay.waitFor({ state: 'detached', timeout: 30_000 });
  await formShows(page, '找回密码');
  console.log(`fix → overlay gone and the form back: ${Date.now() - started} ms`);

  writeFileSync(ROUTES, original.replace(TITLE_LINE, '    title: [找回密码\n'));
  await overlay.waitFor({ state: 'attached', timeout: 30_000 });
  const syntax = await part('.message-body');
  console.log(
    `YAML syntax error → overlay: ${syntax.includes('more') ? 'MORE THAN ONE ERROR' : 'one error'}: ${syntax.split('\n')[0]}`,
  );
  writeFileSync(ROUTES, original);
  await overlay.waitFor({ state: 'detached', timeout: 30_000 });
  console.log(`page errors over the whole run: ${pageErrors.length ? pageErrors.join('; ') : 'none'}`);
  await browser.close();
} finally {
  stop();
}
