import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate';
import { startSandbox } from '../../sandbox/server';
import { toast, useBrowser } from './browser';
import { field } from './members';

// A product owner's change, end to end with no TypeScript change: a copy of the real spec gets one new
// route (tests/e2e/fixtures/product-owner-route.yaml), the generator turns it into generated/, the
// portal is built against that generated/ and served by a sandbox of its own, and Chromium drives it.
const repo = resolve(__dirname, '../..');
// under node_modules so the generated files resolve the project's packages like the real ones do
const work = join(repo, 'node_modules/.cache/product-owner');
const dist = join(work, 'dist');
const { newPage } = useBrowser();
let base = '';
let close: () => Promise<void> = async () => undefined;

/** Sends the build's imports of <repo>/generated/… to the fixture's generated/. */
function fixtureGenerated(generated: string): Plugin {
  const real = join(repo, 'generated');
  return {
    name: 'fixture-generated',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('generated/') || importer.startsWith(generated)) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found && found.id.startsWith(real) ? found.id.replace(real, generated) : null;
    },
  };
}

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(join(repo, 'spec'), join(work, 'spec'), { recursive: true });
  // the generator only lists the screens and cards by name
  symlinkSync(join(repo, 'src'), join(work, 'src'));
  const routes = readFileSync(join(repo, 'spec/routes.yaml'), 'utf8');
  const added = readFileSync(join(__dirname, 'fixtures/product-owner-route.yaml'), 'utf8');
  writeFileSync(join(work, 'spec/routes.yaml'), routes.replace(/\n(?=navigation:)/, `\n${added}`));
  const generated = await generate({ root: work });
  expect(
    generated.diagnostics.filter((d) => d.severity === 'error'),
    'the fixture spec generates',
  ).toEqual([]);
  await build({
    root: repo,
    logLevel: 'warn',
    plugins: [fixtureGenerated(join(work, 'generated'))],
    build: { outDir: dist, emptyOutDir: true },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-po-'));
  const sandbox = await startSandbox({ port: 0, dataDir, distDir: dist, log: false, smsResendMs: 0 });
  base = sandbox.url;
  close = async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}, 180_000);

afterAll(async () => {
  await close();
  rmSync(work, { recursive: true, force: true });
});

const at = (path: string) => `${base}/#${path}`;
const headlines = (page: Page) => page.getByRole('list', { name: '头条' });

async function logIn(page: Page) {
  await page.goto(at('/login?redirect=%2FteaCorner'));
  await page.getByLabel(field('账号')).fill('chayou');
  await page.getByLabel(field('密码')).fill('Tea12345');
  await page.getByRole('button', { name: '个人登录' }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/teaCorner'));
}

describe('a route added in YAML only', () => {
  it('shows the carousel, the filtered list and the side list; a filter sends the list back to page 1', async () => {
    const page = await newPage();
    await page.goto(at('/teaCorner'));
    await expect
      .poll(() => page.locator('[aria-roledescription="轮播图"] img').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await expect.poll(() => headlines(page).getByRole('listitem').count(), { timeout: 10_000 }).toBe(6);
    await expect.poll(() => page.getByRole('list', { name: '茶园用工' }).getByRole('listitem').count()).toBe(2);

    const pager = page.getByRole('navigation', { name: /分页$/ });
    await pager.getByRole('button', { name: '前往第2页' }).click();
    await page.waitForURL(/[?&]page=2/);
    // a row opened and back: the list is on its page again (the address kept it)
    await headlines(page).getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL(/[?&]id=/);
    await page.goBack();
    await page.waitForURL(/[?&]page=2/);
    await expect
      .poll(() => pager.getByRole('button', { name: '第2页' }).getAttribute('aria-current'), { timeout: 10_000 })
      .toBe('page');
    await page.getByRole('tab', { name: '文章' }).click();
    await page.waitForURL((u) => u.hash.includes('type=1') && !u.hash.includes('page='));
    // every row of the first page of articles, and the pager back on 1
    await expect.poll(() => headlines(page).getByRole('listitem').count()).toBeGreaterThan(0);
    await expect
      .poll(() => pager.getByRole('button', { name: '第1页' }).getAttribute('aria-current'), { timeout: 10_000 })
      .toBe('page');

    // the search filter keeps the tab, and a nonsense term shows the empty text
    const search = page.getByRole('search', { name: '标题' });
    await search.getByLabel('标题').fill('不存在的标题词');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.getByText('暂无数据').waitFor();
    expect(page.url()).toContain('type=1');
  });

  it('a visitor is asked to log in before a favourite; a member flips it and comments', async () => {
    const page = await newPage();
    await page.goto(at('/teaCorner'));
    await headlines(page).getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL(/[?&]id=/);
    await page.getByRole('button', { name: '收藏' }).click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login/);

    await logIn(page);
    await headlines(page).getByRole('listitem').first().getByRole('link').click();
    const favourite = page.getByRole('button', { name: /^(收藏|已收藏)$/ });
    const before = await favourite.textContent();
    await favourite.click();
    await toast(page, before === '收藏' ? '收藏成功' : '取消收藏成功').waitFor();
    await expect.poll(() => favourite.textContent()).toBe(before === '收藏' ? '已收藏' : '收藏');
    await favourite.click();
    await expect.poll(() => favourite.textContent()).toBe(before);

    const thread = page.getByRole('region', { name: '评论' });
    await thread.getByRole('button', { name: '评论' }).click();
    await toast(page, '您还没有输入内容哟!').waitFor();
    const text = `产品负责人加的评论 ${Date.now()}`;
    await thread.getByLabel('说点什么…').fill(text);
    await thread.getByRole('button', { name: '评论' }).click();
    await thread.getByText(text).waitFor();
  });
});
