// @vitest-environment node
// Issue 15 on the sandbox: the session cookie every login sets and logout / a password change ends,
// the viewer taken from the session, private fields only for their owner, the password lock, SMS code
// limits, sandbox-only endpoints behind the switch, passwords kept out of the log, member-written HTML
// cleaned before it is stored.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadSpec, SPEC_PATH } from '../../sandbox/spec.js';
import { DEMO, FORBIDDEN, loginAs, spec, startTestSandbox, VISITOR, type TestSandbox } from './harness.js';
import { newArticle } from './valid/creator.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox();
});
afterAll(() => s.close());

const { cookie: cookieName, rememberMs } = spec.accessControl;
const limits = spec.loginLimits;
const refused = (msg: string) => ({ code: 500, msg });
const passwordLogin = (
  userpass: string,
  extra: Record<string, string | number> = {},
  username = DEMO.personal.username,
) => s.call('loginOrRegister', { query: { username, userpass, isCompany: 0, ...extra } });
const setCookie = (reply: { headers: Headers }) =>
  reply.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`)) ?? '';

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, Path=/ and ends with the browser unless remembered for 2 592 000 000 ms', async () => {
    const plain = setCookie(await passwordLogin(DEMO.password));
    expect(plain).toMatch(new RegExp(`^${cookieName}=[0-9a-f]{48}; Path=/; HttpOnly; SameSite=Strict$`));
    const remembered = setCookie(await passwordLogin(DEMO.password, { remember: 1 }));
    expect(rememberMs).toBe(2_592_000_000);
    expect(remembered).toMatch(
      new RegExp(`Max-Age=${rememberMs / 1000}; Path=/; Expires=[^;]+; HttpOnly; SameSite=Strict$`),
    );
  });

  it('is a secret of its own: the ticket, token and user id the page can read do not log anyone in', async () => {
    const me = await loginAs(s);
    expect(me.cookie).not.toContain(me.ticket);
    expect(me.cookie).not.toContain(me.token);
    const asVisitor = await s.call('getMemberDetail', {
      query: { userId: me.id },
      headers: { ticket: me.ticket, token: me.token },
      cookie: '',
    });
    expect(asVisitor.body).toEqual(VISITOR);
  });

  it('is set by the SMS-code login and the QR poll too', async () => {
    const bySms = await s.call('loginOrRegisterPhoneCode', {
      query: { phone: DEMO.personal.phone, code: await s.smsCode(DEMO.personal.phone), isCompany: 0 },
    });
    expect(setCookie(bySms)).toMatch(/HttpOnly; SameSite=Strict$/);

    const qrId = ((await s.call('generateQrCode')).body.data as { qrCodeSceneEntity: { id: string } }).qrCodeSceneEntity
      .id;
    expect(setCookie(await s.call('scanLogin', { query: { qrId }, cookie: '' }))).toBe('');
    await s.send('POST', `/__sandbox/qr/${qrId}/confirm?username=xinyangcha`);
    const polled = await s.call('scanLogin', { query: { qrId }, cookie: '' });
    const cookie = setCookie(polled).split(';')[0];
    const { id } = (polled.body.data as { session: { id: string } }).session;
    expect((await s.call('getMemberDetail', { query: { userId: id }, cookie })).body).toMatchObject({
      code: 200,
      data: { id },
    });
  });

  it('ends on the server at logout: the same cookie sent again is a visitor', async () => {
    const me = await loginAs(s);
    const out = await s.call('logout', { query: { ticket: me.ticket }, cookie: me.cookie });
    expect(setCookie(out)).toMatch(new RegExp(`^${cookieName}=; Path=/; Expires=Thu, 01 Jan 1970`));
    expect((await s.call('getMemberDetail', { query: { userId: me.id }, cookie: me.cookie })).body).toEqual(VISITOR);
  });

  it('a remembered session ends after its 30 days on the server too', async () => {
    const { id } = (await passwordLogin(DEMO.password, { remember: 1 })).body.data as { id: string };
    const cookie = s.cookie();
    expect((await s.call('getMemberDetail', { query: { userId: id }, cookie })).body.code).toBe(200);
    s.advance(rememberMs + 1000);
    expect((await s.call('getMemberDetail', { query: { userId: id }, cookie })).body).toEqual(VISITOR);
    s.advance(-(rememberMs + 1000));
  });
});

describe('who the call is for', () => {
  it('takes the viewer from the session, never from the request', async () => {
    const company = await loginAs(s, 'company');
    await s.call('favouriteJob', { body: { jobId: 'job-03', userId: company.id } });
    const asCompany = await s.call('getJob', { query: { id: 'job-03' }, cookie: company.cookie });
    expect(asCompany.body.data).toMatchObject({ collectStatus: 1 });
    // a visitor (or anyone else) naming the company as the viewer learns nothing of its favourites
    const spoofed = await s.call('getJob', { query: { id: 'job-03', userId: company.id }, cookie: '' });
    expect(spoofed.body.data).toMatchObject({ collectStatus: 0 });
  });

  it('refuses a member acting for another and changes nothing they own', async () => {
    const me = await loginAs(s);
    const company = await loginAs(s, 'company');
    expect((await s.call('getMemberDetail', { query: { userId: company.id }, cookie: me.cookie })).body).toEqual(
      FORBIDDEN,
    );
    expect(
      (await s.call('submitFeedback', { body: { text: '冒名反馈', userId: company.id }, cookie: me.cookie })).body,
    ).toEqual(FORBIDDEN);
    expect((await s.call('signIn', { query: { memberId: company.id }, cookie: me.cookie })).body).toEqual(FORBIDDEN);
    expect(
      (await s.call('getSignInInfo', { query: { memberId: company.id }, cookie: company.cookie })).body.data,
    ).toMatchObject({ sginStatus: 0 });
  });
});

describe('private fields', () => {
  it('leave the server only for their owner', async () => {
    const me = await loginAs(s);
    const company = await loginAs(s, 'company');
    const own = (await s.call('getMemberDetail', { query: { userId: me.id }, cookie: me.cookie })).body.data as Record<
      string,
      unknown
    >;
    expect(own).toMatchObject({ phone: DEMO.personal.phone });
    const publicView = (await s.call('getMemberInfoByUserId', { query: { userId: me.id }, cookie: company.cookie }))
      .body.data as Record<string, unknown>;
    for (const field of ['phone', 'identity', 'idcardNo', 'idcardPositivePic', 'idcardBackPic'])
      expect(publicView).not.toHaveProperty(field);

    const bidders = (
      await s.call('listBidders', { query: { wantBuyId: 'wantbuy-01', pageIndex: 1, pageSize: 10 }, cookie: '' })
    ).body.data as Record<string, unknown>[];
    expect(bidders.length).toBeGreaterThan(0);
    for (const bidder of bidders) expect(bidder).not.toHaveProperty('phone');
    const own_offers = (
      await s.call('listMyOffers', { query: { memberId: me.id, pageIndex: 1, pageSize: 5 }, cookie: me.cookie })
    ).body.data as Record<string, unknown>[];
    expect(own_offers[0]).toHaveProperty('phone');
  });

  it('a contact phone a member published stays on its public record', async () => {
    const goods = (await s.call('listSourceGoods', { query: { pageIndex: 1, pageSize: 3 }, cookie: '' })).body
      .data as Record<string, unknown>[];
    expect(goods[0]).toMatchObject({ phone: expect.stringMatching(/^1\d{10}$/) });
  });
});

describe('guessing', () => {
  it(`locks the account after ${limits.failures} wrong passwords, even for the right one, for ${limits.lockMs / 60_000} minutes`, async () => {
    const company = DEMO.company.username;
    const login = (userpass: string) =>
      s.call('loginOrRegister', { query: { username: company, userpass, isCompany: 1 } });
    for (let i = 1; i < limits.failures; i++)
      expect((await login('Wrong1234')).body).toEqual(refused('账号或密码错误'));
    expect((await login('Wrong1234')).body).toEqual(refused(limits.lockedMsg));
    expect((await login(DEMO.password)).body).toEqual(refused(limits.lockedMsg));
    s.advance(limits.lockMs + 1000);
    expect((await login(DEMO.password)).body.code).toBe(200);
    s.advance(-(limits.lockMs + 1000));
  });

  it('an SMS code is single-use, dies after a few wrong tries, and a phone gets one per 60 s', async () => {
    const phone = DEMO.personal.phone;
    const code = await s.smsCode(phone);
    const login = (c: string) => s.call('loginOrRegisterPhoneCode', { query: { phone, code: c, isCompany: 0 } });
    expect((await login(code)).body.code).toBe(200);
    expect((await login(code)).body).toEqual(refused('验证码错误'));

    const fresh = await s.smsCode(phone);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 1; i < limits.codeTries; i++) expect((await login(wrong)).body).toEqual(refused('验证码错误'));
    expect((await login(wrong)).body).toEqual(refused(limits.codeSpentMsg));
    expect((await login(fresh)).body).toEqual(refused(limits.codeSpentMsg));
  });

  it('holds the 60 s send lock on the server', async () => {
    const locked = await startTestSandbox({ smsResendMs: undefined });
    try {
      expect((await locked.call('sendCode', { query: { phone: '13700000077' } })).body.code).toBe(200);
      expect((await locked.call('sendCode', { query: { phone: '13700000077' } })).body).toEqual(
        refused('发送过于频繁，请稍后再试'),
      );
      locked.advance(60_000);
      expect((await locked.call('sendCode', { query: { phone: '13700000077' } })).body.code).toBe(200);
    } finally {
      await locked.close();
    }
  });
});

describe('sandbox-only endpoints', () => {
  it('are absent unless asked for (tests, SANDBOX_DEMO=1); the login QR images stay', async () => {
    const plain = await startTestSandbox({ sandboxEndpoints: false });
    try {
      expect((await plain.call('sendCode', { query: { phone: '13700000078' } })).body.code).toBe(200);
      expect((await plain.send('GET', '/__sandbox/sms?phone=13700000078')).status).toBe(404);
      const qrId = ((await plain.call('generateQrCode')).body.data as { qrCodeSceneEntity: { id: string } })
        .qrCodeSceneEntity.id;
      expect((await plain.send('POST', `/__sandbox/qr/${qrId}/confirm`)).status).toBe(404);
      expect((await plain.send('POST', '/__sandbox/review/realname?userId=x&approve=1')).status).toBe(404);
      expect((await fetch(`${plain.url}/__sandbox/qr/${qrId}.png`)).headers.get('content-type')).toBe('image/png');
    } finally {
      await plain.close();
    }
  });
});

describe('the log', () => {
  it('never shows a password', async () => {
    const logging = await startTestSandbox({ log: true });
    const lines = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await logging.call('loginOrRegister', {
        query: { username: DEMO.personal.username, userpass: 'Secret-Guess-42', isCompany: 0 },
      });
      await logging.call('loginOrRegister', {
        query: { username: DEMO.personal.username, userpass: DEMO.password, isCompany: 0 },
      });
      // the lines of a turn are written after it (sandbox/request-log.ts)
      await new Promise((done) => setImmediate(done));
      const text = lines.mock.calls.flat().join('\n');
      expect(text).toContain('/api/login/loginOrRegister');
      expect(text).not.toContain('Secret-Guess-42');
      expect(text).not.toContain(DEMO.password);
    } finally {
      lines.mockRestore();
      await logging.close();
    }
  });
});

describe("the spec's trust extensions", () => {
  it('stop the sandbox at start-up, named, when one is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tea-spec-'));
    try {
      for (const key of ['x-login-limits', 'x-uploads', 'x-rich-text', 'x-plain-text']) {
        const file = join(dir, 'openapi.yaml');
        const doc = parse(readFileSync(SPEC_PATH, 'utf8')) as Record<string, unknown>;
        delete doc[key];
        writeFileSync(file, stringify(doc));
        expect(() => loadSpec(file)).toThrow(
          `${file}: \`${key}\` is missing — the sandbox enforces it (docs/trust.md)`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('member-written HTML', () => {
  it('is marked x-html where the editor writes it', () => {
    expect(spec.operations.filter((o) => o.html.length).map((o) => `${o.operationId}.${o.html.join()}`)).toEqual([
      'saveArticle.details',
      'updateMyArticle.details',
      'saveActivity.details',
      'updateActivity.details',
      'saveContestant.details',
    ]);
  });

  it("keeps the editor's markup and loses scripts, handlers, frames, forms and javascript: links before it is stored", async () => {
    const me = await loginAs(s);
    const editor =
      '<p style="text-align:center;"><strong>明前</strong><em>毛尖</em><ins>下划线</ins><span style="color: rgb(226,80,65);">红</span></p>' +
      '<ul><li>一</li></ul><a href="https://example.cn/a" target="_blank">链接</a><img src="/upload/a.png" alt="图" style="float:left;height: auto;width: auto"/>';
    const hostile =
      '<script>x()</script><img src=x onerror="x()"><iframe src="javascript:x()"></iframe><a href="javascript:x()">点我</a>' +
      '<svg onload="x()"></svg><form><button formaction="javascript:x()">提交</button></form><style>p{}</style><div style="background:url(javascript:x())">样式</div>';
    expect((await s.call('saveArticle', { body: { ...newArticle(me.id), details: editor + hostile } })).body.code).toBe(
      200,
    );
    const page = (
      await s.call('findToutiaoByCondition', { query: { type: 1, memberId: me.id, userId: me.id, pageSize: 1 } })
    ).body.page!;
    const { id } = page.records[0] as { id: string };
    const stored = (await s.call('findArticleById', { query: { articleId: id, userId: me.id } })).body.data as {
      details: string;
    };
    expect(stored.details).toBe(
      '<p style="text-align:center"><strong>明前</strong><em>毛尖</em><ins>下划线</ins><span style="color:rgb(226,80,65)">红</span></p>' +
        '<ul><li>一</li></ul><a href="https://example.cn/a" target="_blank">链接</a><img src="/upload/a.png" alt="图" style="float:left;height:auto;width:auto" />' +
        '<img src="x" /><a>点我</a>提交<div>样式</div>',
    );
  });
});
