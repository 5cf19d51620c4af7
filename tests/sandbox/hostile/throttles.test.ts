// @vitest-environment node
// The hostile client, part three (issue 31): every throttle the sandbox keeps — the password lock,
// the SMS send limits (per phone a minute and a day, per client an hour, overall an hour), the tries an
// SMS code allows, and what one upload may carry (one file, x-uploads.maxBytes) — is hit by parallel
// bursts, the way a script hits it, never one request after another. The limit must hold exactly: no
// more answers get through than the spec's figure. The sandbox trusts X-Forwarded-For here, so one
// test plays many addresses; the clock moves on an hour between tests, so no count carries over.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../../sandbox/db.js';
import { register, signedHeaders, spec, startTestSandbox, type Reply, type TestSandbox } from '../harness.js';
import { summaryLine } from './kit.js';

const limits = spec.loginLimits;
const uploads = (spec.doc as { 'x-uploads': { maxBytes: number; tooLargeMsg: string } })['x-uploads'];
const HOUR_MS = 3_600_000;
const SENT = '验证码已发送';
const WRONG_PASSWORD = '账号或密码错误';
const WRONG_CODE = '验证码错误';

let s: TestSandbox;
const tally = { throttles: 0, requests: 0, fiveHundreds: 0, overLimit: 0 };

beforeAll(async () => {
  s = await startTestSandbox({ trustProxy: true });
});
beforeEach(() => s.advance(HOUR_MS + 60_000));
afterAll(async () => {
  console.log(
    summaryLine('throttles under parallel bursts', {
      throttles: tally.throttles,
      'cases (requests)': tally.requests,
      '500s seen': tally.fiveHundreds,
      'answers over a limit': tally.overLimit,
    }),
  );
  await s.close();
});

/** Sends all calls at once (no one waits for another) and answers the replies in order. */
async function burst(calls: (() => Promise<Reply>)[]): Promise<Reply[]> {
  const replies = await Promise.all(calls.map((call) => call()));
  tally.requests += replies.length;
  tally.fiveHundreds += replies.filter((r) => r.status >= 500).length;
  expect(replies.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
  return replies;
}

/** How many replies carry the message; counted against the limit. */
function countOf(replies: Reply[], msg: string, limit: number): number {
  const n = replies.filter((r) => r.body.msg === msg).length;
  if (n > limit) tally.overLimit += n - limit;
  return n;
}

/** How many password attempts the sandbox took (and checked) from the address. */
function attemptsFrom(address: string): number {
  const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM login_attempts WHERE client = ?').get(address) as { n: number }).n;
  } finally {
    db.close();
  }
}

const from = (address: string) => ({ 'x-forwarded-for': address });
const sendCode = (phone: string, address: string) => () =>
  s.call('sendCode', { query: { phone }, headers: from(address), cookie: '' });
const passwordLogin = (username: string, userpass: string, address: string) => () =>
  s.call('loginOrRegister', { query: { username, userpass, isCompany: 0 }, headers: from(address), cookie: '' });

describe('the password lock (x-login-limits.failures)', () => {
  it('the password lock holds under a burst', async () => {
    tally.throttles++;
    const phone = '13900000941';
    await register(s, phone);
    const replies = await burst(Array.from({ length: 40 }, () => passwordLogin(phone, 'Wrong-1234', '203.0.113.1')));
    // every check (scrypt) ends after all 40 were admitted or refused, so the checked ones may all answer
    // the lock already: what holds exactly is how many were checked — one attempt row each
    expect(attemptsFrom('203.0.113.1')).toBe(limits.failures);
    expect(countOf(replies, WRONG_PASSWORD, limits.failures - 1)).toBeLessThanOrEqual(limits.failures - 1);
    expect(replies.filter((r) => r.body.msg !== WRONG_PASSWORD && r.body.msg !== limits.lockedMsg)).toEqual([]);
    const right = await burst([passwordLogin(phone, 'Green2024', '203.0.113.1')]);
    expect(right[0].body).toEqual({ code: 500, msg: limits.lockedMsg });
  });

  it('the password lock holds across addresses', async () => {
    tally.throttles++;
    const phone = '13900000942';
    await register(s, phone);
    const calls = Array.from({ length: 10 }, (_, a) =>
      Array.from({ length: limits.failures }, () => passwordLogin(phone, 'Wrong-1234', `198.51.100.${a + 1}`)),
    ).flat();
    // one account: the guesses it hears are limited however many addresses they come from
    expect(countOf(await burst(calls), WRONG_PASSWORD, limits.failures)).toBeLessThanOrEqual(limits.failures);
  });
});

describe('SMS sends (x-login-limits codesPer…, one a minute to a phone)', () => {
  it('one code a minute to a phone, however many are asked for at once', async () => {
    tally.throttles++;
    const replies = await burst(Array.from({ length: 12 }, (_, i) => sendCode('13700000951', `192.0.2.${i + 1}`)));
    expect(countOf(replies, SENT, 1)).toBe(1);
    expect(replies.filter((r) => r.body.msg === '发送过于频繁，请稍后再试')).toHaveLength(11);
  });

  it(`${limits.codesPerPhonePerHour} codes an hour and ${limits.codesPerPhonePerDay} a day to a phone, minute after minute in bursts`, async () => {
    tally.throttles++;
    let sent = 0;
    for (let minute = 0; minute < limits.codesPerPhonePerHour + 3; minute++) {
      s.advance(61_000);
      sent += countOf(
        await burst(Array.from({ length: 3 }, (_, i) => sendCode('13700000952', `192.0.2.${10 * minute + i + 1}`))),
        SENT,
        1,
      );
    }
    expect(sent).toBe(limits.codesPerPhonePerHour);
    for (let hour = 0; hour < 3; hour++) {
      s.advance(HOUR_MS);
      for (let minute = 0; minute < limits.codesPerPhonePerHour; minute++) {
        s.advance(61_000);
        sent += countOf(
          await burst(Array.from({ length: 3 }, (_, i) => sendCode('13700000952', `192.0.2.${100 + 10 * minute + i}`))),
          SENT,
          1,
        );
      }
    }
    expect(sent).toBe(limits.codesPerPhonePerDay);
  });

  it(`${limits.codesPerClientPerHour} codes an hour from one address`, async () => {
    tally.throttles++;
    const replies = await burst(
      Array.from({ length: limits.codesPerClientPerHour + 10 }, (_, i) =>
        sendCode(`1370001${String(i).padStart(4, '0')}`, '192.0.2.200'),
      ),
    );
    expect(countOf(replies, SENT, limits.codesPerClientPerHour)).toBe(limits.codesPerClientPerHour);
    expect(replies.filter((r) => r.body.msg === limits.codeLimitMsg)).toHaveLength(10);
  });

  it('620 sends from 31 addresses: one phone gets no more than its cap, every other phone its code', async () => {
    tally.throttles++;
    s.advance(HOUR_MS);
    const victim = '13600000001';
    const calls = Array.from({ length: 31 }, (_, a) =>
      Array.from({ length: limits.codesPerClientPerHour }, (_, i) =>
        sendCode(
          i === 0 ? victim : `1361${String(a).padStart(3, '0')}${String(i).padStart(4, '0')}`,
          `10.${a >> 8}.${a & 255}.9`,
        ),
      ),
    ).flat();
    const replies = await burst(calls);
    const toVictim = (i: number) => i % limits.codesPerClientPerHour === 0;
    // one a minute to the victim; no cap over all phones to use up, so each other phone got its code
    expect(replies.filter((r, i) => toVictim(i) && r.body.msg === SENT)).toHaveLength(1);
    const others = replies.filter((_, i) => !toVictim(i));
    expect(countOf(others, SENT, others.length)).toBe(others.length);
    // and a member on an address of their own still gets a code
    expect((await sendCode('13600099999', '10.9.9.9')()).body.msg).toBe(SENT);
  });
});

describe('SMS code tries (x-login-limits.codeTries)', () => {
  it('a burst of wrong codes through every code check gets codeTries answers, then the right code is refused', async () => {
    tally.throttles++;
    const phone = '13900000961';
    await register(s, phone);
    const code = await s.smsCode(phone);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const checks = [
      (c: string) => () => s.call('loginOrRegisterPhoneCode', { query: { phone, code: c, isCompany: 0 }, cookie: '' }),
      (c: string) => () => s.call('loginByCode', { body: { mobile: phone, code: c }, cookie: '' }),
      (c: string) => () =>
        s.call('updatePwd1', { body: { phone, code: c, password: 'Other2024', isCompany: 0 }, cookie: '' }),
    ];
    const replies = await burst(Array.from({ length: 30 }, (_, i) => checks[i % checks.length](wrong(i))));
    // the codeTries'th wrong code already answers that the code is spent
    expect(countOf(replies, WRONG_CODE, limits.codeTries - 1)).toBe(limits.codeTries - 1);
    const right = await burst([checks[0](code)]);
    expect(right[0].body.code).not.toBe(200);
  });
});

describe('uploads (x-uploads: one file of at most maxBytes)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = s.cookieOf(await register(s, '13900000971'));
  });
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  /** A multipart upload of these files under the one field name (the harness sends one value a name). */
  const upload = (files: File[]) => () => {
    const form = new FormData();
    for (const file of files) form.append('file', file);
    return s.send('POST', '/api/upload/huploadFile', { body: form, cookie, headers: signedHeaders(s.now()) });
  };

  it('a burst of two-file uploads and of files one byte over maxBytes: every one refused', async () => {
    tally.throttles++;
    const png = (name: string) => new File([PNG], name, { type: 'image/png' });
    const over = new File([PNG, new Uint8Array(uploads.maxBytes + 1 - PNG.length)], 'big.png', { type: 'image/png' });
    const replies = await burst([
      ...Array.from({ length: 6 }, (_, i) => upload([png(`a${i}.png`), png(`b${i}.png`)])),
      upload([over]),
      upload([over]),
      ...Array.from({ length: 4 }, (_, i) => upload([png(`ok${i}.png`)])),
    ]);
    expect(replies.slice(0, 6).map((r) => r.body)).toEqual(
      Array(6).fill({ code: 400, msg: '参数错误：一次只能上传一个文件' }),
    );
    expect(replies.slice(6, 8).map((r) => r.body)).toEqual(Array(2).fill({ code: 413, msg: uploads.tooLargeMsg }));
    const accepted = replies.slice(8);
    expect(accepted.map((r) => r.body.code)).toEqual([200, 200, 200, 200]);
    expect(new Set(accepted.map((r) => (r.body.data as { filePath: string }).filePath)).size).toBe(4);
  });
});
