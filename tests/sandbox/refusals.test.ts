// @vitest-environment node
// Requests off the contract get a 4xx envelope naming what is wrong; nothing crashes the sandbox.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../sandbox/handlers/shared.js';
import { DEMO, loginAs, signedHeaders, spec, startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
let clock = 0;
beforeAll(async () => {
  s = await startTestSandbox({
    // Broken on purpose: logout's answer is not the address the spec says, getMemberDetail throws.
    handlers: {
      logout: () => ok(42),
      getMemberDetail: () => {
        throw new TypeError('boom');
      },
      getInfo: () => fail('内容不存在'),
    },
  });
  clock = Date.now();
});
afterAll(() => s.close());

const login = { username: DEMO.personal.username, userpass: DEMO.password, isCompany: 0 };

describe('off-contract requests', () => {
  it.each([
    {
      what: 'a missing required query parameter',
      query: { username: 'chayou', isCompany: 0 },
      want: '参数错误：query.userpass 为必填项',
    },
    { what: 'a wrong type', query: { ...login, isCompany: 'x' }, want: 'query.isCompany 必须是整数' },
    {
      what: 'a value outside the enum',
      query: { ...login, isCompany: 2 },
      want: 'query.isCompany 必须是以下值之一：0, 1',
    },
    {
      what: 'an unknown query parameter',
      query: { ...login, extra: 1 },
      want: '参数错误：query.extra 不是接口定义的参数',
    },
  ])('refuses $what', async ({ query, want }) => {
    const reply = await s.call('loginOrRegister', { query });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.msg).toContain(want);
  });

  it('names the pattern a query parameter breaks', async () => {
    const reply = await s.call('sendCode', { query: { phone: '12345' } });
    expect(reply.body).toEqual({ code: 400, msg: '参数错误：query.phone 必须匹配格式 ^1\\d{10}$' });
  });

  it('names every wrong field of a JSON body', async () => {
    const reply = await s.call('updatePwd1', {
      body: { phone: '13800000001', code: '12', password: 'Tea12345', isCompany: '0' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('body.code 必须匹配格式 ^\\d{6}$');
    expect(reply.body.msg).toContain('body.isCompany 必须是整数');
  });

  it('names a missing field of a form-encoded body', async () => {
    const me = await loginAs(s);
    const reply = await s.call('doLikes', { body: { joinId: 'x', userId: me.id }, cookie: me.cookie });
    expect(reply.body).toEqual({ code: 400, msg: '参数错误：body.type 为必填项' });
  });

  it('refuses malformed JSON', async () => {
    const reply = await s.send('POST', '/api/login/updatePwd1', {
      body: '{"phone": ',
      headers: { ...signedHeaders(Date.now()), 'content-type': 'application/json' },
    });
    expect(reply.body).toEqual({ code: 400, msg: '参数错误：请求体不是合法的 JSON' });
  });

  it('refuses a body of another media type', async () => {
    const reply = await s.send('POST', '/api/login/updatePwd1', {
      body: 'phone=1',
      headers: { ...signedHeaders(Date.now()), 'content-type': 'text/plain' },
    });
    expect(reply.status).toBe(415);
    expect(reply.body.msg).toContain('text/plain');
  });

  it('answers 404 for an unknown path and 405 for an undocumented method', async () => {
    expect((await s.send('GET', '/api/login/nothing', { headers: signedHeaders(Date.now()) })).body).toEqual({
      code: 404,
      msg: '接口不存在：GET /api/login/nothing',
    });
    expect((await s.send('GET', '/cyapp/nothing')).status).toBe(404);
    const wrongMethod = await s.send('DELETE', '/api/login/logout?ticket=x', { headers: signedHeaders(Date.now()) });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.code).toBe(405);
  });

  it('does not let another capitalisation of a path past the validator and its signature check', async () => {
    const path = '/API/homeNotice/noticeList?pageIndex=abc&bogus=1';
    expect((await s.send('GET', path)).status).toBe(401);
    // signed, it is checked against the spec as the lower-case path is
    const signed = await s.send('GET', path, { headers: signedHeaders(Date.now()) });
    expect(signed.status).toBe(400);
    expect(signed.body.msg).toContain('参数错误');
  });
});

describe('signatures', () => {
  const refused = { code: 401, msg: '签名校验失败' };
  const getInfo = (headers: Record<string, string>) =>
    s.send('GET', '/api/advertisement/getAdvertisementList?advertisemenCode=app-qr', { headers });

  it('accepts the signed request', async () => {
    expect((await getInfo(signedHeaders(clock))).body.code).toBe(200);
  });

  it.each([
    { what: 'no headers', headers: () => ({}) },
    { what: 'a sign made with another suffix', headers: () => signedHeaders(clock, 'other-suffix') },
    { what: 'a tampered uuid', headers: () => ({ ...signedHeaders(clock), uuid: 'not-the-signed-one' }) },
    { what: 'a timestamp 301 s old', headers: () => signedHeaders(clock - 301_000) },
    { what: 'a timestamp in milliseconds', headers: () => ({ ...signedHeaders(clock), timestamp: String(clock) }) },
  ])('refuses $what with 401', async ({ headers }) => {
    const reply = await getInfo(headers());
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(refused);
  });

  it('checks the second client by its ts constant', async () => {
    const me = await loginAs(s);
    const body = { user_id: me.id, old_password: 'Wrong1234', new_password: 'Green2026' };
    const token = { token: me.token };
    expect((await s.call('userEditPassword', { body, headers: token, signed: false })).body).toEqual(refused);
    expect(
      (await s.call('userEditPassword', { body, headers: { ...token, [spec.secondClient.tsHeader]: 'wrong' } })).body,
    ).toEqual(refused);
    expect((await s.call('userEditPassword', { body, headers: token })).body).toEqual({ code: 500, msg: '原密码错误' });
  });
});

describe('operations no page calls (x-unused, issue 31 §5)', () => {
  const unused = spec.operations.filter((op) => op.unused);
  it('are the seven the spec marks', () =>
    expect(unused.map((op) => op.operationId)).toEqual([
      'loginByCode',
      'getUser',
      'teaSceneryUrl',
      'userSetPassword',
      'blogrollList',
      'searchCreators',
      'updateActivity',
    ]));

  it.each(unused.map((op) => [op.operationId, op.method.toUpperCase(), op.path]))(
    '%s is not served: %s %s answers 404 to a member, whatever it carries',
    async (_id, method, path) => {
      const { cookie, token } = await loginAs(s);
      const reply = await s.send(method, path, {
        body: method === 'GET' ? undefined : '{"userId":',
        cookie,
        headers: {
          ...signedHeaders(Date.now()),
          token,
          ts: spec.secondClient.tsValue,
          'content-type': 'application/json',
        },
      });
      expect(reply).toMatchObject({ status: 404, body: { code: 404, msg: `接口不存在：${method} ${path}` } });
    },
  );
});

describe('answers', () => {
  it('turns an answer the spec does not allow into a loudly logged 500 envelope', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reply = await s.call('logout', { query: { ticket: 'x' }, cookie: (await loginAs(s)).cookie });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ code: 500, msg: '服务器应答不符合接口约定' });
    expect(String(logged.mock.calls[0][0])).toContain('!!! 500 GET /api/login/logout');
    logged.mockRestore();
  });

  it('turns a handler crash into a loudly logged 500 envelope and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { id } = await loginAs(s);
    expect((await s.call('getMemberDetail', { query: { userId: id } })).body).toEqual({
      code: 500,
      msg: '服务器内部错误',
    });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect((await s.call('loginOrRegister', { query: login })).body.code).toBe(200);
  });

  it('answers a business refusal with HTTP 200 and code 500', async () => {
    const reply = await s.call('getInfo', { query: { type: 1 } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 500, msg: '内容不存在' });
  });
});
