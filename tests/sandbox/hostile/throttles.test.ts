// @vitest-environment node
// The hostile client, part three (issue 31): every limit the sandbox keeps (x-login-limits and
// x-access-control in spec/openapi.yaml) is hit by a burst of parallel requests, all in flight at
// once: the limit must hold exactly — N allowed, the N+1st refused. What the sandbox limits: wrong
// passwords, SMS sends (per phone per 60 s, per client an hour, overall an hour), wrong SMS codes, a
// code's single use, a member's sessions. Uploads have no rate limit (only a size limit, abuse.test.ts).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../../sandbox/db.js';
import { DEMO, spec, startTestSandbox, type TestSandbox } from '../harness.js';
import { summaryLine } from './kit.js';

const limits = spec.loginLimits;
const WRONG_PASSWORD = '账号或密码错误';
const WRONG_CODE = '验证码错误';
const SENT = 200;

let s: TestSandbox;
const tally = { throttles: 0, requests: 0, fiveHundreds: 0 };
// behind a proxy on this machine: X-Forwarded-For names the client
beforeAll(async () => { s = await startTestSandbox({ trustProxy: 'loopback' }); });
afterAll(async () => {
  console.log(summaryLine('throttles', { throttles: tally.throttles, 'requests in bursts': tally.requests, '500s seen': tally.fiveHundreds }));
  await s.close();
});

/** Sends all at once and waits for every answer; counts them. */
async function burst<T extends { status: number }>(calls: (() => Promise<T>)[]): Promise<T[]> {
  tally.throttles++;
  tally.requests += calls.length;
  const answers = await Promise.all(calls.map((call) => call()));
  tally.fiveHundreds += answers.filter((a) => a.status >= 500).length;
  return answers;
}
const from = (client: string) => ({ 'x-forwarded-for': client });
const count = (answers: { body: { msg?: string } }[], msg: string) => answers.filter((a) => a.body.msg === msg).length;
const sendCode = (phone: string, client: string) => () => s.call('sendCode', { query: { phone }, headers: from(client), cookie: '' });
const phone = (n: number) => `139${String(n).padStart(8, '0')}`;

describe('SMS sends', () => {
  it('one code per phone per 60 s: of 10 parallel sends to a phone, exactly one is sent', async () => {
    const answers = await burst(Array.from({ length: 10 }, (_, i) => sendCode(phone(1), `10.9.0.${i}`)));
    expect(answers.filter((a) => a.body.code === SENT)).toHaveLength(1);
    expect(count(answers, '发送过于频繁，请稍后再试')).toBe(9);
  });

  it(`per client an hour: of ${limits.codesPerClientPerHour + 5} parallel sends from one client, exactly ${limits.codesPerClientPerHour} are sent`, async () => {
    s.advance(3_600_001);
    const answers = await burst(Array.from({ length: limits.codesPerClientPerHour + 5 }, (_, i) => sendCode(phone(100 + i), '10.9.1.1')));
    expect(answers.filter((a) => a.body.code === SENT)).toHaveLength(limits.codesPerClientPerHour);
    expect(count(answers, limits.codeLimitMsg)).toBe(5);
  });

  it(`overall an hour: of ${limits.codesPerHour + 20} parallel sends from many clients, exactly ${limits.codesPerHour} are sent`, async () => {
    s.advance(3_600_001);
    const total = limits.codesPerHour + 20;
    const answers = await burst(Array.from({ length: total }, (_, i) => sendCode(phone(1000 + i), `10.9.${2 + Math.floor(i / limits.codesPerClientPerHour)}.1`)));
    expect(answers.filter((a) => a.body.code === SENT)).toHaveLength(limits.codesPerHour);
    expect(count(answers, limits.codeLimitMsg)).toBe(20);
    s.advance(3_600_001);
  }, 120_000);
});

describe('SMS codes', () => {
  it(`${3 * limits.codeTries} wrong codes in parallel: at most ${limits.codeTries} are checked, and the code is then dead`, async () => {
    const code = await s.smsCode(DEMO.personal.phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const login = (c: string, client: string) => () => s.call('loginOrRegisterPhoneCode', { query: { phone: DEMO.personal.phone, code: c, isCompany: 0 }, headers: from(client), cookie: '' });
    const answers = await burst(Array.from({ length: 3 * limits.codeTries }, (_, i) => login(wrong, `10.8.0.${i}`)));
    expect(count(answers, WRONG_CODE)).toBeLessThanOrEqual(limits.codeTries);
    expect(answers.every((a) => a.body.code !== 200)).toBe(true);
    expect((await login(code, '10.8.1.1')()).body.code).not.toBe(200);
  });

  it('a code is spent by its first use: of 10 parallel logins with the right code, exactly one logs in', async () => {
    const code = await s.smsCode(DEMO.company.phone);
    const answers = await burst(Array.from({ length: 10 }, (_, i) => () =>
      s.call('loginOrRegisterPhoneCode', { query: { phone: DEMO.company.phone, code, isCompany: 1 }, headers: from(`10.7.0.${i}`), cookie: '' })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
  });
});

describe('sessions', () => {
  it(`a member keeps at most ${spec.accessControl.maxSessions} logins: ${spec.accessControl.maxSessions + 5} parallel logins leave exactly that many`, async () => {
    const n = spec.accessControl.maxSessions + 5;
    const answers = await burst(Array.from({ length: n }, (_, i) => () =>
      s.call('loginOrRegister', { query: { username: DEMO.company.username, userpass: DEMO.password, isCompany: 1 }, headers: from(`10.6.0.${i}`), cookie: '' })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(n);
    const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
    try {
      const memberId = (answers[0].body.data as { id: string }).id;
      const alive = db.prepare('SELECT count(*) AS n FROM sessions WHERE memberId = ? AND cookie IS NOT NULL AND expiresAt IS NOT NULL').get(memberId) as { n: number };
      expect(alive.n).toBe(spec.accessControl.maxSessions);
    } finally {
      db.close();
    }
  });
});

describe('wrong passwords', () => {
  const login = (userpass: string, client: string) => () =>
    s.call('loginOrRegister', { query: { username: DEMO.personal.username, userpass, isCompany: 0 }, headers: from(client), cookie: '' });

  // pending: finding 2 — failures in flight write the lock back to empty (33 of 40 were checked)
  it.fails(`40 wrong passwords at once, then the right one, from one client: at most ${limits.failures} are checked and the right one is refused (pending: finding 2)`, async () => {
    const wrong = Array.from({ length: 40 }, () => login('Wrong1234', '10.5.0.1'));
    const answers = await burst([...wrong, login(DEMO.password, '10.5.0.1')]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(count(answers, WRONG_PASSWORD)).toBeLessThanOrEqual(limits.failures);
    expect(answers.at(-1)!.body.code).not.toBe(200);
  });

  // pending: finding 2 — the lock is per address only (10 addresses × 5 guesses, no lock)
  it.fails('50 wrong passwords from 10 clients at once: the account is not guessed 50 times (pending: finding 2)', async () => {
    s.advance(limits.lockMs + 1);
    const answers = await burst(Array.from({ length: 50 }, (_, i) => login('Wrong1234', `10.4.${i % 10}.1`)));
    // guesses counted per account as well as per client: no more wrong answers than one client gets
    expect(count(answers, WRONG_PASSWORD)).toBeLessThanOrEqual(limits.failures);
  });
});
