// @vitest-environment node
// The built portal is served with a CSP that allows no inline or eval'd script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
const ASSET = Buffer.from(`export const tea = ${JSON.stringify('信阳毛尖'.repeat(500))};`);
const distDir = mkdtempSync(join(tmpdir(), 'tea-dist-'));
beforeAll(async () => {
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>茶产业门户</title>');
  // what the build writes (vite-plugin-compression2): each asset with its .br and .gz copies
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET));
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
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
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

  // fetch() always asks for compression and decodes it, so these ask by hand, as a browser or curl would
  const get = (path: string, encoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(`${s.url}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('serves the prebuilt brotli copy to a browser that takes it, gzip to one that takes only gzip, the file to others', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body)).toEqual(ASSET);
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(ASSET);
    expect((await get('/', 'br')).headers['cache-control']).toBe('no-cache');
  });
});
