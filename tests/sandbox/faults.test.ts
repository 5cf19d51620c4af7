// @vitest-environment node
// The sandbox as `npm start` runs it (a child process): a write it acknowledged survives a kill -9, and
// a database it cannot use stops the start with one line naming the file and `npm run sandbox:reset`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../sandbox/db.js';
import { DEMO, signedHeaders, spec } from './harness.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tea-faults-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Run {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function start(dir: string): Run {
  const child = spawn(process.execPath, ['--import', './tsx-register.mjs', 'sandbox/main.ts'], {
    env: { ...process.env, SANDBOX_DATA: dir, PORT: '0', SANDBOX_DEMO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const url = new Promise<string>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /sandbox: (http:\/\/localhost:\d+)/.exec(stdout);
      if (found) resolve(found[1]);
    });
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  return { child, url, exit };
}

async function call(url: string, operationId: string, query: Record<string, string>, cookie = '') {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const res = await fetch(`${url}${op.path}?${new URLSearchParams(query)}`, {
    method: op.method.toUpperCase(),
    headers: { ...signedHeaders(Date.now()), ...(cookie && { cookie }) },
  });
  return {
    body: (await res.json()) as { code: number; data?: Record<string, unknown> },
    cookie: res.headers.getSetCookie()[0]?.split(';')[0] ?? '',
  };
}

describe('a kill -9', () => {
  it('keeps every write the sandbox acknowledged, and the sessions with them', async () => {
    const dir = dataDir();
    const first = start(dir);
    const url = await first.url;
    const login = await call(url, 'loginOrRegister', {
      username: DEMO.personal.username,
      userpass: DEMO.password,
      isCompany: '0',
    });
    const memberId = String(login.body.data!.id);
    expect((await call(url, 'signIn', { memberId }, login.cookie)).body.code).toBe(200);
    first.child.kill('SIGKILL');
    expect((await first.exit).code).toBeNull(); // killed, not a clean exit

    const second = start(dir);
    try {
      const again = await second.url;
      expect((await call(again, 'getSignInInfo', { memberId }, login.cookie)).body.data).toMatchObject({
        sginStatus: 1,
      });
    } finally {
      second.child.kill('SIGKILL');
      await second.exit;
    }
  }, 60_000);
});

describe('a database the sandbox cannot use', () => {
  it.each([
    ['corrupt', (dir: string) => writeFileSync(join(dir, DB_FILE), 'not a database '.repeat(2000))],
    ['unreadable (a folder where the file should be)', (dir: string) => mkdirSync(join(dir, DB_FILE))],
  ])(
    '%s: stops the start with one line naming the file and npm run sandbox:reset',
    async (_name, spoil) => {
      const dir = dataDir();
      spoil(dir);
      const run = start(dir);
      const { code, stderr } = await run.exit;
      expect(code).toBe(1);
      // (the warning that dist/ is not built, when it is not, is the only other line)
      const lines = stderr
        .split('\n')
        .filter((l) => l.trim() && !l.startsWith('npm warn') && !l.includes('dist/ 不存在'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(join(dir, DB_FILE));
      expect(lines[0]).toContain('npm run sandbox:reset');
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    60_000,
  );
});
