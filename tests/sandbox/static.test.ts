// @vitest-environment node
// The built portal is served with a CSP that allows no inline or eval'd script.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
const distDir = mkdtempSync(join(tmpdir(), 'tea-dist-'));
beforeAll(async () => {
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>茶产业门户</title>');
  s = await startTestSandbox({ distDir });
});
afterAll(async () => {
  await s.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('static serving', () => {
  it('serves index.html for / with the security headers', async () => {
    const res = await fetch(`${s.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('茶产业门户');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  it('answers a missing file with a 404 envelope', async () => {
    const res = await fetch(`${s.url}/missing.js`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });
});
