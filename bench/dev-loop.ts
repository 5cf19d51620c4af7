// node --import ./ts-node-register.mjs bench/dev-loop.ts: the `npm run dev` loop as a product owner
// meets it, measured in Chromium. Starts the dev server, opens /forgetPassword, then
//  - five times: edits the route's title in spec/routes.yaml and times the save until the browser's
//    document title shows it;
//  - writes a mistake (an unknown shell) and times the save until Vite's error overlay shows it with
//    file:line:column; restores the file and times until the overlay is gone.
// spec/routes.yaml is restored whatever happens; generated/ follows it back.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUTES = join(root, 'spec/routes.yaml');
const TITLE_LINE = '    title: 找回密码\n';
const SHELL = '    title: 找回密码\n    public: true\n    shell: bare\n';
const port = Number(process.env.PORT ?? 8793);
const original = readFileSync(ROUTES, 'utf8');
if (original.split(TITLE_LINE).length !== 2 || !original.includes(SHELL)) throw new Error('spec/routes.yaml: the /forgetPassword route is not as this bench expects');

const server = spawn(process.execPath, ['--import', './ts-node-register.mjs', 'sandbox/dev.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
const stop = () => {
  writeFileSync(ROUTES, original);
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
};
process.on('SIGINT', () => (stop(), process.exit(130)));

try {
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => String(chunk).includes('sandbox: http') && resolve());
    server.once('exit', (code) => reject(new Error(`the dev server ended (${code})`)));
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/#/forgetPassword`);
  await page.waitForFunction(() => document.title.startsWith('找回密码'), undefined, { timeout: 60_000 });
  // the first save also warms Vite's transform of the modules the edit touches
  const saves: number[] = [];
  for (let run = 0; run <= 5; run++) {
    const title = `找回密码${run}`;
    const started = Date.now();
    writeFileSync(ROUTES, original.replace(TITLE_LINE, `    title: ${title}\n`));
    await page.waitForFunction((wanted) => document.title.startsWith(`${wanted} `), title, { timeout: 30_000, polling: 10 });
    if (run > 0) saves.push(Date.now() - started);
  }
  const sorted = [...saves].sort((a, b) => a - b);
  console.log(`title edit → browser: median ${sorted[2]} ms, min ${sorted[0]} ms, max ${sorted[4]} ms (5 saves)`);

  let started = Date.now();
  writeFileSync(ROUTES, original.replace(SHELL, SHELL.replace('shell: bare', 'shell: bar')));
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ state: 'attached', timeout: 30_000 });
  const shown = Date.now() - started;
  const part = (selector: string) => overlay.evaluate((node, css) => node.shadowRoot?.querySelector(css)?.textContent?.trim() ?? '', selector);
  const where = (await part('.file')).replace(`${root}`, '').replace(/^\//, '');
  const message = await part('.message-body');
  console.log(`mistake → overlay: ${shown} ms, showing ${where}: ${message}`);
  started = Date.now();
  writeFileSync(ROUTES, original);
  await overlay.waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForFunction(() => document.title.startsWith('找回密码 '), undefined, { timeout: 30_000 });
  console.log(`fix → overlay gone and page back: ${Date.now() - started} ms`);
  await browser.close();
} finally {
  stop();
}
