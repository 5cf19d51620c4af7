// @vitest-environment node
// Issue 31, the low findings (8–12) at the sandbox: inputs no client sends (a body nested 20,000 deep,
// prototype names as a picture's key), display text that spoofs (bidi controls, NUL, BOM), what an
// invitation list and a job list show a stranger, pictures from elsewhere, and the points an article earns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../sandbox/body-depth.js';
import { loginAs, signedHeaders, spec, startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
beforeAll(async () => { s = await startTestSandbox(); });
afterAll(() => s.close());

describe('finding 8: inputs no client sends', () => {
  it('measures nesting without recursion: 100,000 levels deep is answered, not a stack overflow', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(nestsDeeperThan(deep, spec.plainText.maxDepth)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: [1, 2] }], c: 'x' }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [1, 2] }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it(`refuses a JSON body nested deeper than x-plain-text.maxDepth (${spec.plainText.maxDepth}) with the 400 envelope`, async () => {
    const depth = spec.plainText.maxDepth;
    const body = (levels: number) => `{"title":"茶","deep":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    await loginAs(s);
    const send = (levels: number) => s.send('POST', '/api/yscy/back/record', { body: body(levels), headers: { ...signedHeaders(s.now()), 'content-type': 'application/json' } });
    expect((await send(20_000)).body).toEqual({ code: 400, msg: `参数错误：请求体嵌套超过 ${depth} 层` });
    expect((await send(depth + 1)).status).toBe(400);
    // at the limit it goes on to the validator and the handler
    expect((await send(depth)).body.msg).not.toMatch(/嵌套/);
  });

  it('answers qr-__proto__.png and qr-constructor.png with the 404 envelope, the header codes still drawn', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const reply = await s.send('GET', `/__sandbox/static/qr-${key}.png`);
      expect(reply.status, key).toBe(404);
      expect(reply.body, key).toEqual({ code: 404, msg: '图片不存在' });
    }
    const app = await fetch(`${s.url}/__sandbox/static/qr-app.png`);
    expect(app.status).toBe(200);
    expect(app.headers.get('content-type')).toBe('image/png');
  });
});
