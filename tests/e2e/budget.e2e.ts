import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Bundle budget of the production build: the JavaScript a visitor's browser fetches to show the
// home route, measured as gzip of the built files (deterministic for a given build).
const BUDGET_KB = 200;

// Strings only each heavy library's code contains, to tell where it landed in the build.
const HEAVY = {
  'draft-js editor': 'DraftStyleDefault',
  'nivo charts': 'nivo',
  'AMap loader': 'webapi.amap.com',
  'chat SDK': 'events.im.qcloud.com',
} as const;
// the build the sandbox serves (global-setup.ts: E2E_DIST overrides dist/)
const DIST = process.env.E2E_DIST ?? 'dist';
const built = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
const containing = (needle: string) => built.filter((f) => readFileSync(join(DIST, 'assets', f), 'utf8').includes(needle)).map((f) => `/assets/${f}`);
const { newPage, url, baseUrl } = useBrowser();

describe('bundle budget', () => {
  it(`home route loads at most ${BUDGET_KB} KB of gzipped JS`, async () => {
    const page = await newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = [...scripts].map((path) => ({ path, gzip: gzipSync(readFileSync(join(DIST, path))).length }));
    const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    console.log(`home route JS: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files (budget ${BUDGET_KB} KB) from ${baseUrl}`);
    expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
    for (const [library, needle] of Object.entries(HEAVY)) {
      const chunks = containing(needle);
      expect(chunks.length, `${library} is in the build`).toBeGreaterThan(0);
      expect(chunks.filter((c) => scripts.has(c)), `${library} loads with the home route`).toEqual([]);
    }
  });
});
