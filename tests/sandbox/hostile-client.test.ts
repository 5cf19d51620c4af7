// @vitest-environment node
// What a hostile or clumsy client found (issue 26), part one: acting as others and writing markup.
// Each case is what the red-team pass did, and the answer the spec now gives.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../sandbox/db.js';
import { DEMO, FORBIDDEN, loginAs, register, startTestSandbox, VISITOR, type TestSandbox } from './harness.js';
import { application, today } from './valid/events.js';

let s: TestSandbox;
let me: { id: string; cookie: string };
let stranger: string;
beforeAll(async () => {
  s = await startTestSandbox();
  me = await loginAs(s);
  stranger = s.cookieOf(await register(s, '13900000981'));
});
afterAll(() => s.close());

const memberRow = (id: string) => {
  const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  try {
    return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as Record<string, unknown>;
  } finally {
    db.close();
  }
};

describe('another member’s lists', () => {
  it('listJobs: a member’s favourite and unlisted jobs only to that member', async () => {
    await s.call('doFavorites', { body: { userId: me.id, businessId: 'job-01', type: 4 }, cookie: me.cookie });
    const favourites = (cookie: string) =>
      s.call('listJobs', { query: { collectStatus: 1, userId: me.id, pageIndex: 1, pageSize: 5 }, cookie });
    expect((await favourites('')).body).toEqual(VISITOR);
    expect((await favourites(stranger)).body).toEqual(FORBIDDEN);
    expect((await favourites(me.cookie)).body.code).toBe(200);
    expect((await s.call('listJobs', { query: { userId: me.id }, cookie: stranger })).body).toEqual(FORBIDDEN);
    expect((await s.call('listJobs', { query: { status: 1, pageIndex: 1, pageSize: 5 }, cookie: '' })).body.code).toBe(
      200,
    );
  });

  it('festival applications under review or rejected: not listed for others, and their detail does not open', async () => {
    const company = await loginAs(s, 'company');
    const name = `待审核的活动 ${Date.now()}`;
    expect(
      (await s.call('saveActivity', { body: { ...application(company.id, today()), name }, cookie: company.cookie }))
        .body.code,
    ).toBe(200);
    const mine = await s.call('getPcActivityList', {
      query: { enterpriseId: company.id, checkStatus: 0, pageNo: 1, pageSize: 50 },
      cookie: company.cookie,
    });
    const pending = (mine.body.page!.records as { id: string; name: string }[]).find((a) => a.name === name)!;
    expect(pending).toBeDefined();

    for (const cookie of ['', stranger]) {
      const others = await s.call('getPcActivityList', {
        query: { enterpriseId: company.id, checkStatus: 0, pageNo: 1, pageSize: 50 },
        cookie,
      });
      expect(others.body).toEqual(cookie ? FORBIDDEN : VISITOR);
      expect((await s.call('getActivityDetail', { query: { id: pending.id }, cookie })).body).toEqual({
        code: 500,
        msg: '活动不存在',
      });
    }
    expect(
      (await s.call('getActivityDetail', { query: { id: pending.id, userId: company.id }, cookie: company.cookie }))
        .body.code,
    ).toBe(200);
  });
});

describe('updateMember', () => {
  it('answers a registered and an unregistered number the same until the code is checked (issue 31 finding 6)', async () => {
    const registered = DEMO.company.phone;
    const free = '13900000984';
    for (const [extra, answer] of [
      [{}, '请输入验证码'],
      [{ code: '000000' }, '验证码错误'],
    ] as const) {
      const taken = (
        await s.call('updateMember', { body: { id: me.id, phone: registered, ...extra }, cookie: me.cookie })
      ).body;
      const untaken = (await s.call('updateMember', { body: { id: me.id, phone: free, ...extra }, cookie: me.cookie }))
        .body;
      expect(taken).toEqual({ code: 500, msg: answer });
      expect(untaken).toEqual(taken);
    }
  });

  it('a new phone needs an SMS code sent to it; the old number can then be registered again', async () => {
    const phone = '13900000982';
    const id = await register(s, phone);
    const cookie = s.cookieOf(id);
    const moved = '13900000983';
    expect((await s.call('updateMember', { body: { id, phone: moved }, cookie })).body).toEqual({
      code: 500,
      msg: '请输入验证码',
    });
    expect((await s.call('updateMember', { body: { id, phone: moved, code: '000000' }, cookie })).body).toMatchObject({
      code: 500,
    });
    const code = await s.smsCode(moved);
    expect((await s.call('updateMember', { body: { id, phone: moved, code }, cookie })).body).toMatchObject({
      code: 200,
    });
    expect(memberRow(id)).toMatchObject({ phone: moved, username: moved });
    // the new number logs in; the old one is free again
    expect(
      (await s.call('loginOrRegister', { query: { username: moved, userpass: 'Green2024', isCompany: 0 }, cookie: '' }))
        .body.code,
    ).toBe(200);
    expect(await register(s, phone)).not.toBe(id);
  });

  it('a verified member keeps the reviewed name and ID number (refused), other fields still save', async () => {
    const verified = memberRow(me.id);
    expect(verified.idcardStatus).toBe(1);
    const refusal = { code: 500, msg: '已实名认证（或审核中）的账号不能修改真实姓名和身份证号' };
    expect(
      (await s.call('updateMember', { body: { id: me.id, realName: '别人的名字' }, cookie: me.cookie })).body,
    ).toEqual(refusal);
    expect(
      (await s.call('updateMember', { body: { id: me.id, identity: '411502199001011111' }, cookie: me.cookie })).body,
    ).toEqual(refusal);
    const same = { id: me.id, realName: String(verified.realName ?? ''), info: '信阳毛尖爱好者，常去茶山。' };
    expect((await s.call('updateMember', { body: same, cookie: me.cookie })).body.code).toBe(200);
    expect(memberRow(me.id)).toMatchObject({
      realName: verified.realName,
      identity: verified.identity,
      idcardStatus: 1,
    });
  });
});

describe('member-written plain text', () => {
  const payload = '<img src=x onerror=alert(1)>茶<<script>script>alert(2)</script>友';
  it('is stored without markup: a nickname, a quiz’s details', async () => {
    expect(
      (await s.call('updateMember', { body: { id: me.id, nickname: payload }, cookie: me.cookie })).body.code,
    ).toBe(200);
    expect(memberRow(me.id).nickname).toBe('茶alert(2)友');
    const quiz = {
      details: '<img src=x onerror=1>毛尖能喝吗',
      pictures: '/__sandbox/uploads/q1.png',
      cover: '/__sandbox/uploads/q1.png',
      userId: me.id,
    };
    expect((await s.call('saveQuiz', { body: quiz, cookie: me.cookie })).body.code).toBe(200);
    const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
    const stored = db
      .prepare(
        "SELECT data FROM records WHERE kind = 'toutiao' AND ownerId = ? ORDER BY createdAt DESC, rowid DESC LIMIT 1",
      )
      .get(me.id) as { data: string };
    db.close();
    expect(JSON.parse(stored.data).details).toBe('毛尖能喝吗');
  });

  it('keeps text that only looks like it (a < b, 价格<5元) and the passwords as typed', async () => {
    expect(
      (await s.call('updateMember', { body: { id: me.id, nickname: '价格<5元 & a < b' }, cookie: me.cookie })).body
        .code,
    ).toBe(200);
    expect(memberRow(me.id).nickname).toBe('价格<5元 & a < b');
    expect(
      (
        await s.call('loginOrRegister', {
          query: { username: DEMO.personal.username, userpass: DEMO.password, isCompany: 0 },
          cookie: '',
        })
      ).body.code,
    ).toBe(200);
  });
});
