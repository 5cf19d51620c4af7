// @vitest-environment node
// Issue 31, the low findings (8–12) at the sandbox: inputs no client sends (a body nested 20,000 deep,
// prototype names as a picture's key), display text that spoofs (bidi controls, NUL, BOM), what an
// invitation list and a job list show a stranger, pictures from elsewhere, and the points an article earns.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../sandbox/body-depth.js';
import { DB_FILE } from '../../sandbox/db.js';
import { pointsElsewhere } from '../../sandbox/pictures.js';
import { displayText } from '../../sandbox/plain-text.js';
import { newArticle } from './valid/creator.js';
import { jobBody } from './valid/market.js';
import { loginAs, personalRegistration, signedHeaders, spec, startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox();
});
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
    const send = (levels: number) =>
      s.send('POST', '/api/yscy/back/record', {
        body: body(levels),
        headers: { ...signedHeaders(s.now()), 'content-type': 'application/json' },
      });
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

/** One row of the sandbox's database, read as the tests' own connection. */
function rowOf<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

describe('finding 9: display text that spoofs', () => {
  it('strips controls, bidi marks and the BOM anywhere, zero-width characters at the edges only', () => {
    expect(displayText('\u202Egnp.exe')).toBe('gnp.exe');
    expect(displayText('tea\u0000leaf\u0007')).toBe('tealeaf');
    expect(displayText('\uFEFF茶\u2066友\u2069\u200F')).toBe('茶友');
    expect(displayText('\u200D\u200B 茶友 \u2060')).toBe('茶友');
    // inside a word a joiner makes an emoji sequence; tabs and line breaks are text
    expect(displayText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(displayText('第一行\n第二行\t完')).toBe('第一行\n第二行\t完');
  });

  it('a nickname and an article title are stored without them', async () => {
    const me = await loginAs(s);
    expect(
      (await s.call('updateMember', { body: { id: me.id, nickname: '\u200B\u202E茶友\u0000\uFEFF' } })).body.code,
    ).toBe(200);
    expect(rowOf<{ nickname: string }>('SELECT nickname FROM members WHERE id = ?', me.id).nickname).toBe('茶友');
    const title = '\u200D\u2067信阳毛尖\u202Dexe.png\u200D';
    expect((await s.call('saveArticle', { body: { ...newArticle(me.id), title } })).body.code).toBe(200);
    const stored = rowOf<{ data: string }>(
      "SELECT data FROM records WHERE kind = 'toutiao' AND ownerId = ? ORDER BY createdAt DESC, rowid DESC LIMIT 1",
      me.id,
    );
    expect(JSON.parse(stored.data).title).toBe('信阳毛尖exe.png');
  });
});

describe('finding 10: the inviter’s list', () => {
  it('shows an invitee’s nickname and masked phone, never their real name', async () => {
    const inviter = await loginAs(s, 'company');
    const phone = '13900000310';
    await s.call('personalRegister', {
      body: personalRegistration(phone, await s.smsCode(phone, true), { invitationId: inviter.id }),
      cookie: '',
    });
    const reply = await s.call('listInvitedUsers', {
      query: { userId: inviter.id, pageIndex: 1, pageSize: 50 },
      cookie: inviter.cookie,
    });
    const records = (reply.body.page as { records: Record<string, unknown>[] }).records;
    expect(records[0]).toMatchObject({ nickname: expect.any(String), phone: '139****0310' });
    expect(records.length).toBeGreaterThan(1);
    for (const record of records) expect(Object.keys(record)).not.toContain('realName');
  });
});

describe('finding 12: unlisted jobs and publishing points', () => {
  const jobNamed = (records: { jobName?: string }[], name: string) => records.some((job) => job.jobName === name);
  const listed = async (query: Record<string, unknown>, cookie: string) =>
    (
      (await s.call('listJobs', { query: { pageIndex: 1, pageSize: 100, ...query }, cookie })).body.page as {
        records: { jobName?: string }[];
      }
    ).records;

  it('status=0 lists a member’s unlisted job to them alone, not to a visitor or another member', async () => {
    const owner = await loginAs(s, 'company');
    const name = `下架的采茶工 ${Date.now()}`;
    expect(
      (await s.call('createJob', { body: jobBody(owner.id, { jobName: name }), cookie: owner.cookie })).body.code,
    ).toBe(200);
    const id = (await listed({ userId: owner.id, jobName: name }, owner.cookie)).map(
      (job) => (job as { id?: string }).id,
    )[0];
    expect((await s.call('setJobListing', { body: { id, status: 0 }, cookie: owner.cookie })).body.msg).toBe(
      '下架成功',
    );
    expect(jobNamed(await listed({ status: 0 }, ''), name)).toBe(false);
    expect(jobNamed(await listed({ status: 0, jobName: name }, ''), name)).toBe(false);
    const other = await loginAs(s, 'personal');
    expect(jobNamed(await listed({ status: 0, userId: other.id }, other.cookie), name)).toBe(false);
    expect(jobNamed(await listed({ status: 0, userId: owner.id }, owner.cookie), name)).toBe(true);
  });

  it('getJob opens an unlisted job to its publisher alone: to anyone else it is a missing job', async () => {
    const owner = await loginAs(s, 'company');
    const name = `下架的炒茶工 ${Date.now()}`;
    await s.call('createJob', { body: jobBody(owner.id, { jobName: name }), cookie: owner.cookie });
    const id = String(((await listed({ userId: owner.id, jobName: name }, owner.cookie))[0] as { id?: string }).id);
    const other = await loginAs(s, 'personal');
    const detail = (cookie: string, userId?: string) =>
      s.call('getJob', { query: { id, ...(userId && { userId }) }, cookie });
    // listed: anyone reads it
    expect((await detail('')).body.code).toBe(200);
    expect((await s.call('setJobListing', { body: { id, status: 0 }, cookie: owner.cookie })).body.msg).toBe(
      '下架成功',
    );
    const missing = (await s.call('getJob', { query: { id: 'no-such-job' }, cookie: '' })).body;
    expect(missing).toEqual({ code: 500, msg: '职位不存在' });
    expect((await detail('')).body).toEqual(missing);
    expect((await detail(other.cookie, other.id)).body).toEqual(missing);
    // naming the publisher as the viewer does not help: the viewer is the session's
    expect((await detail(other.cookie, owner.id)).body).toEqual(missing);
    expect((await detail(owner.cookie, owner.id)).body).toMatchObject({ code: 200, data: { id, jobName: name } });
    // nor does keeping it as a favourite, which would list it in the stranger's 我的收藏职位
    const favourite = await s.call('favouriteJob', { body: { userId: other.id, jobId: id }, cookie: other.cookie });
    expect(favourite.body).toEqual(missing);
  });

  it('publishing then deleting articles earns 发布头条 once a day, not +20 each time', async () => {
    // a day on: the demo member's publishing task of today is open again (a session lasts a day, so log in after)
    s.advance(86_400_000);
    let me = await loginAs(s);
    const integral = async () =>
      (
        (await s.call('getMemberDetail', { query: { userId: me.id }, cookie: me.cookie })).body.data as {
          integral: number;
        }
      ).integral;
    const before = await integral();
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await s.call('saveArticle', {
            body: { ...newArticle(me.id), title: `发布又删除的第 ${i} 篇` },
            cookie: me.cookie,
          })
        ).body.code,
      ).toBe(200);
      const stored = rowOf<{ id: string }>(
        "SELECT id FROM records WHERE kind = 'toutiao' AND ownerId = ? ORDER BY createdAt DESC, rowid DESC LIMIT 1",
        me.id,
      );
      expect((await s.call('deleteArticle', { query: { articleId: stored.id }, cookie: me.cookie })).body.code).toBe(
        200,
      );
    }
    expect(await integral()).toBe(before + 20);
    // the next day the task is open again
    s.advance(86_400_000);
    me = await loginAs(s);
    await s.call('saveArticle', { body: newArticle(me.id), cookie: me.cookie });
    expect(await integral()).toBe(before + 40);
  });
});

describe('finding 11: pictures from other hosts', () => {
  const refused = { code: 500, msg: spec.pictures.elsewhereMsg };

  it('refuses an avatar, a cover or an article body’s <img> on another host, and keeps the site’s own', async () => {
    const me = await loginAs(s);
    for (const headurl of ['https://evil.example/a.png', '//evil.example/a.png', 'HTTP://evil.example/a.png']) {
      expect((await s.call('updateMember', { body: { id: me.id, headurl } })).body, headurl).toEqual(refused);
    }
    expect(
      (await s.call('updateMember', { body: { id: me.id, headurl: '/__sandbox/uploads/me.png' } })).body.code,
    ).toBe(200);
    const article = newArticle(me.id);
    expect(
      (
        await s.call('saveArticle', {
          body: { ...article, coveres: '/__sandbox/uploads/a.png,https://evil.example/b.png' },
        })
      ).body,
    ).toEqual(refused);
    const body = '<p>春茶</p><img alt="茶" src="https://evil.example/c.png">';
    expect((await s.call('saveArticle', { body: { ...article, details: body } })).body).toEqual(refused);
    expect(
      (
        await s.call('saveArticle', {
          body: { ...article, details: '<p>春茶</p><img src="/__sandbox/uploads/c.png">' },
        })
      ).body.code,
    ).toBe(200);
  });

  it('the seed carries no picture on another host', () => {
    const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
    try {
      const fields = new Set(spec.pictures.fields);
      const members = db.prepare('SELECT * FROM members').all() as Record<string, unknown>[];
      const records = db.prepare('SELECT kind, id, data FROM records').all() as {
        kind: string;
        id: string;
        data: string;
      }[];
      expect(members.length).toBeGreaterThan(10);
      expect(records.length).toBeGreaterThan(100);
      expect(members.filter((m) => pointsElsewhere(m, fields, [])).map((m) => m.id)).toEqual([]);
      const html = ['details', 'content', 'introduce', 'intro'];
      expect(
        records.filter((r) => pointsElsewhere(JSON.parse(r.data), fields, html)).map((r) => `${r.kind}:${r.id}`),
      ).toEqual([]);
    } finally {
      db.close();
    }
  });
});
