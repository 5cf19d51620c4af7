// @vitest-environment node
// Issue 26: the request log writes the lines of the requests one turn of the event loop answered in one
// console write (sandbox/request-log.ts), never losing one: not the next turn's, not those still waiting
// when the process exits.
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRequestLine } from '../../sandbox/request-log.js';

const nextTurn = () => new Promise((done) => setImmediate(done));

afterEach(() => vi.restoreAllMocks());

describe('the request log', () => {
  it('writes the lines of one turn at once, after it, in their order', async () => {
    const writes = vi.spyOn(console, 'log').mockImplementation(() => {});
    logRequestLine('[sandbox] GET /api/a → 200 ');
    logRequestLine('[sandbox] GET /api/b → 200 code 401 请先登录');
    expect(writes).not.toHaveBeenCalled();
    await nextTurn();
    expect(writes.mock.calls).toEqual([['[sandbox] GET /api/a → 200 \n[sandbox] GET /api/b → 200 code 401 请先登录']]);
    logRequestLine('[sandbox] POST /api/c → 200 ');
    await nextTurn();
    expect(writes.mock.calls).toHaveLength(2);
    expect(writes.mock.calls[1]).toEqual(['[sandbox] POST /api/c → 200 ']);
  });

  it('writes the lines still waiting when the process exits', () => {
    const script =
      "import { logRequestLine } from './sandbox/request-log.js'; logRequestLine('[sandbox] GET /api/a → 200 '); logRequestLine('[sandbox] GET /api/b → 500 '); process.exit(3)";
    let out = '';
    try {
      execFileSync(process.execPath, ['--import', './tsx-register.mjs', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
    } catch (err) {
      expect((err as { status: number }).status).toBe(3);
      out = (err as { stdout: string }).stdout;
    }
    expect(out).toBe('[sandbox] GET /api/a → 200 \n[sandbox] GET /api/b → 500 \n');
  }, 30_000);
});
