import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Bundle budget of the production build: the JavaScript a visitor's browser fetches to show the
// home route, measured as gzip of the built files (deterministic for a given build).
const BUDGET_KB = 200;
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
    const sizes = [...scripts].map((path) => ({ path, gzip: gzipSync(readFileSync(join('dist', path))).length }));
    const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    console.log(`home route JS: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files (budget ${BUDGET_KB} KB) from ${baseUrl}`);
    expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
  });
});
