// @vitest-environment node
// Issue 31 §2: the password lock holds under parallel guesses, counts per account across addresses and
// per address across accounts with growing delays — and never locks the owner out of a client they
// logged in from before. Clients are told apart by X-Forwarded-For (the sandbox behind a proxy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, spec, startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox({ trustProxy: 'loopback' });
});
afterAll(() => s.close());

const limits = spec.loginLimits;
const WRONG = '账号或密码错误';
const login = (username: string, userpass: string, client: string, isCompany = 0) =>
  s.call('loginOrRegister', {
    query: { username, userpass, isCompany },
    headers: { 'x-forwarded-for': client },
    cookie: '',
  });
const msgs = async (replies: Promise<Awaited<ReturnType<typeof login>>>[]) =>
  (await Promise.all(replies)).map((r) => (r.body.code === 200 ? 'ok' : String(r.body.msg)));
const count = (list: unknown[], value: unknown) => list.filter((item) => item === value).length;

describe('the password lock (issue 31 §2)', () => {
  it('40 wrong passwords at once and then the right one: the count holds, at most 5 are checked', async () => {
    const client = '10.31.0.1';
    const wrong = Array.from({ length: 40 }, () => login(DEMO.company.username, 'Wrong1234', client, 1));
    const right = login(DEMO.company.username, DEMO.password, client, 1);
    const answers = await msgs([...wrong, right]);
    expect(answers.length - count(answers, limits.lockedMsg)).toBeLessThanOrEqual(limits.failures);
    expect(count(answers, WRONG)).toBeLessThan(limits.failures);
    // whatever the order, the client is locked now: the count was not written back to empty
    expect((await login(DEMO.company.username, DEMO.password, client, 1)).body.msg).toBe(limits.lockedMsg);
  }, 60_000);

  it('10 addresses × 5 guesses: from the 5th wrong password on the account, the delays grow', async () => {
    const account = 'nobody-31';
    const answers: string[] = [];
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++) answers.push(...(await msgs([login(account, `Wrong${a}${i}x`, `10.31.1.${a}`)])));
    // scrypt takes real time, so a delay of 1 s, then 2 s may run out during the 50 tries
    const checked = answers.length - count(answers, limits.delayedMsg);
    expect(checked).toBeGreaterThanOrEqual(limits.delayAfter);
    expect(checked).toBeLessThanOrEqual(limits.delayAfter + 3);
  }, 60_000);

  it('each delay doubles the last, from delayMs', async () => {
    const account = 'nobody-31-doubling';
    for (let i = 0; i < limits.delayAfter; i++)
      expect((await login(account, 'Wrong1234', `10.31.2.${i}`)).body.msg).toBe(WRONG);
    expect((await login(account, 'Wrong1234', '10.31.2.100')).body.msg).toBe(limits.delayedMsg);
    s.advance(limits.delayMs);
    expect((await login(account, 'Wrong1234', '10.31.2.101')).body.msg).toBe(WRONG);
    s.advance(limits.delayMs * 1.5);
    expect((await login(account, 'Wrong1234', '10.31.2.102')).body.msg).toBe(limits.delayedMsg);
    s.advance(limits.delayMs);
    expect((await login(account, 'Wrong1234', '10.31.2.103')).body.msg).toBe(WRONG);
  }, 30_000);

  it('a stranger cannot lock the owner out: a client the member logged in from is not delayed, and an SMS login ends the count', async () => {
    const own = '10.31.3.1';
    expect((await login(DEMO.personal.username, DEMO.password, own)).body.code).toBe(200);
    for (let a = 0; a < 3; a++)
      for (let i = 0; i < 5; i++) await login(DEMO.personal.username, 'Wrong1234', `10.31.4.${a}`);
    expect((await login(DEMO.personal.username, DEMO.password, '10.31.4.200')).body.msg).toBe(limits.delayedMsg);
    expect((await login(DEMO.personal.username, DEMO.password, own)).body.code).toBe(200);
    // a new client of the owner: the SMS login (never delayed) ends the account's count
    const code = await s.smsCode(DEMO.personal.phone);
    const bySms = await s.call('loginOrRegisterPhoneCode', {
      query: { phone: DEMO.personal.phone, code, isCompany: 0 },
      headers: { 'x-forwarded-for': '10.31.5.1' },
      cookie: '',
    });
    expect(bySms.body.code).toBe(200);
    expect((await login(DEMO.personal.username, DEMO.password, '10.31.5.2')).body.code).toBe(200);
  }, 60_000);

  it(`one address guessing many accounts is delayed after ${limits.clientDelayAfter} wrong passwords`, async () => {
    const client = '10.31.6.1';
    for (let i = 0; i < limits.clientDelayAfter; i++)
      expect((await login(`someone-${i}`, 'Wrong1234', client)).body.msg).toBe(WRONG);
    expect((await login('someone-else', 'Wrong1234', client)).body.msg).toBe(limits.delayedMsg);
    expect((await login('someone-else', 'Wrong1234', '10.31.6.2')).body.msg).toBe(WRONG);
  }, 60_000);
});
