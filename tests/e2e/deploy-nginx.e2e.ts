import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxUrl } from './sandbox-url';
import { useBrowser } from './browser';

// Deployment as a user runs it: Debian's nginx serves the build (E2E_DIST) with the README's server
// block — precompressed files, the headers, the API proxied to the e2e sandbox — and a short journey
// goes through it: home, login, a list, a detail.
const { newPage } = useBrowser();
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const block = /```nginx\n([\s\S]*?)```/.exec(README)![1].replace(/^ {3}/gm, '');

let nginx: ChildProcess;
let dir: string;
let site: string;

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tea-nginx-'));
  const port = await freePort();
  const sandbox = new URL(sandboxUrl());
  const server = block
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /srv/tea-portal/dist;', `root ${resolve(process.env.E2E_DIST ?? 'dist')};`)
    .replace('http://127.0.0.1:8080', `http://127.0.0.1:${sandbox.port}`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `
    daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log; ${process.getuid?.() === 0 ? 'user root;' : ''}
    events {}
    http {
      include /etc/nginx/mime.types; access_log off;
      client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
      ${server}
    }`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  site = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(site).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
});
afterAll(() => {
  nginx?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('the build behind Debian’s nginx with the README’s config', () => {
  it('serves precompressed assets with the headers, index.html fresh', async () => {
    const index = await fetch(`${site}/`);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await index.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const asset = await fetch(`${site}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${site}/index.html`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('walks home → login → the notice list → a notice', async () => {
    const page = await newPage();
    await page.goto(`${site}/#/`);
    await page.getByRole('link', { name: /登录/ }).first().waitFor();
    await page.goto(`${site}/#/login?redirect=%2Fuser%2FnoticeCenter`);
    await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
    await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
    await page.getByRole('button', { name: '个人登录' }).click();
    const list = page.getByRole('list', { name: '系统消息' });
    await list.waitFor();
    const first = list.getByRole('listitem').first();
    const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    await first.getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/noticeDetail\?id=/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });
});
