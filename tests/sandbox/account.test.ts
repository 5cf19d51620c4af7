// @vitest-environment node
// Registration, logins, sessions, password reset and SMS codes, as the portal drives them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autograph } from '../../sandbox/autograph.js';
import { DEMO, personalRegistration, spec, startTestSandbox, type TestSandbox, VISITOR } from './harness.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox();
});
afterAll(() => s.close());

const refused = (msg: string) => ({ code: 500, msg });
const passwordLogin = (username: string, userpass: string, isCompany = 0) =>
  s.call('loginOrRegister', { query: { username, userpass, isCompany } });

describe('registration and sessions', () => {
  const phone = '13900000001';

  it('registers, logs in by password, reads the user by ticket and logs out', async () => {
    const registered = await s.call('personalRegister', {
      body: personalRegistration(phone, await s.smsCode(phone, true)),
    });
    expect(registered.body).toEqual({ code: 200, msg: '注册成功' });

    const login = await passwordLogin(phone, 'Green2024');
    expect(login.body).toMatchObject({ code: 200, data: { username: phone, isCompany: 0, idcardStatus: -1 } });
    const { id, ticket } = login.body.data as { id: string; ticket: string };
    const session = login.headers.getSetCookie()[0].split(';')[0];

    expect((await s.call('getMemberDetail', { query: { userId: id } })).body.data).toMatchObject({
      nickname: '赵茶香',
      phone,
      isCompany: 0,
    });
    expect((await s.call('logout', { query: { ticket } })).body).toMatchObject({ code: 200, data: '/#/' });
    // the logout ended the cookie session too: the login's cookie, sent again, is a visitor's
    expect((await s.call('getMemberDetail', { query: { userId: id }, cookie: session })).body).toEqual(VISITOR);
    expect((await s.call('logout', { query: { ticket } })).body).toEqual(refused('登录已失效'));
  });

  it('refuses a second account on the same phone', async () => {
    const again = await s.call('personalRegister', { body: personalRegistration(phone, await s.smsCode(phone, true)) });
    expect(again.body).toEqual(refused('该手机号已注册'));
  });

  it('checks the passwords before the code', async () => {
    const weak = personalRegistration('13900000002', '000000', { password: 'onlyletters', newPassword: 'onlyletters' });
    expect((await s.call('personalRegister', { body: weak })).body).toEqual(
      refused('请输入包括数字和字母、长度8到16位的密码组合'),
    );
    const mismatch = personalRegistration('13900000002', '000000', { newPassword: 'Other2024' });
    expect((await s.call('personalRegister', { body: mismatch })).body).toEqual(refused('两次密码不一致'));
    expect((await s.call('personalRegister', { body: personalRegistration('13900000002', '000000') })).body).toEqual(
      refused('验证码错误'),
    );
  });

  it('refuses a registration whose autograph does not match its fields', async () => {
    const code = await s.smsCode('13900000003', true);
    const tampered = { ...personalRegistration('13900000003', code), realName: '换了名字' };
    expect((await s.call('personalRegister', { body: tampered })).body).toEqual(refused('注册签名校验失败'));
    const { autograph: _signature, ...unsigned } = personalRegistration('13900000003', code);
    // the spec requires the autograph, so an unsigned registration is off-contract
    expect((await s.call('personalRegister', { body: unsigned })).body).toEqual({
      code: 400,
      msg: '参数错误：body.autograph 为必填项',
    });
  });

  it('registers a legal person who then logs in only as one', async () => {
    const legalPhone = '13900000004';
    const { autograph: _signature, ...form } = personalRegistration(legalPhone, await s.smsCode(legalPhone));
    const body = { ...form, company: '云雾茶业合作社', creditCode: '93411500MA40000002', userName: '陈大山' };
    expect((await s.call('legalPersonRegister', { body })).body).toEqual({ code: 200, msg: '注册成功' });
    expect((await passwordLogin(legalPhone, 'Green2024', 0)).body).toEqual(refused('账号类型不匹配'));
    const login = await passwordLogin(legalPhone, 'Green2024', 1);
    const detail = await s.call('getMemberDetail', { query: { userId: (login.body.data as { id: string }).id } });
    expect(detail.body.data).toMatchObject({
      isCompany: 1,
      company: '云雾茶业合作社',
      creditCode: '93411500MA40000002',
      nickname: '云雾茶业合作社',
    });
  });
});

describe('logins', () => {
  it('logs the demo accounts in by account name or phone', async () => {
    expect((await passwordLogin(DEMO.personal.username, DEMO.password)).body).toMatchObject({
      code: 200,
      msg: '登录成功',
    });
    expect((await passwordLogin(DEMO.personal.phone, DEMO.password)).body.code).toBe(200);
    expect((await passwordLogin(DEMO.company.username, DEMO.password, 1)).body).toMatchObject({
      code: 200,
      data: { isCompany: 1 },
    });
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    expect((await passwordLogin(DEMO.personal.username, 'Wrong1234')).body).toEqual(refused('账号或密码错误'));
    expect((await passwordLogin('nobody', DEMO.password)).body).toEqual(refused('账号或密码错误'));
  });

  it('logs in by phone and SMS code, once per code', async () => {
    const query = { phone: DEMO.company.phone, code: await s.smsCode(DEMO.company.phone), isCompany: 1 };
    expect((await s.call('loginOrRegisterPhoneCode', { query })).body).toMatchObject({
      code: 200,
      data: { username: DEMO.company.username },
    });
    expect((await s.call('loginOrRegisterPhoneCode', { query })).body).toEqual(refused('验证码错误'));
  });

  it('refuses a code login for the wrong account kind or an unregistered phone', async () => {
    const code = await s.smsCode(DEMO.personal.phone);
    expect(
      (await s.call('loginOrRegisterPhoneCode', { query: { phone: DEMO.personal.phone, code, isCompany: 1 } })).body,
    ).toEqual(refused('账号类型不匹配'));
    const stranger = '13700000009';
    expect(
      (
        await s.call('loginOrRegisterPhoneCode', {
          query: { phone: stranger, code: await s.smsCode(stranger), isCompany: 0 },
        })
      ).body,
    ).toEqual(refused('该手机号未注册'));
  });
});

describe('password reset', () => {
  const phone = '13900000005';

  it('sets a new password, ends open sessions and keeps the account kind apart', async () => {
    await s.call('personalRegister', { body: personalRegistration(phone, await s.smsCode(phone, true)) });
    const { ticket } = (await passwordLogin(phone, 'Green2024')).body.data as { ticket: string };

    const wrongKind = { phone, code: await s.smsCode(phone), password: 'Fresh2025', isCompany: 1 };
    expect((await s.call('updatePwd1', { body: wrongKind })).body).toEqual(refused('用户不存在'));
    expect((await s.call('updatePwd1', { body: { ...wrongKind, isCompany: 0 } })).body).toEqual({
      code: 200,
      msg: '密码修改成功',
    });

    expect((await passwordLogin(phone, 'Green2024')).body).toEqual(refused('账号或密码错误'));
    expect((await passwordLogin(phone, 'Fresh2025')).body.code).toBe(200);
    expect((await s.call('logout', { query: { ticket } })).body).toEqual(refused('登录已失效'));
  });

  it('refuses an unknown phone', async () => {
    const body = { phone: '13700000008', code: await s.smsCode('13700000008'), password: 'Fresh2025', isCompany: 0 };
    expect((await s.call('updatePwd1', { body })).body).toEqual(refused('用户不存在'));
  });
});

describe('SMS codes', () => {
  const phone = '13600000001';

  it('sends one code a minute per phone', async () => {
    expect((await s.call('sendCode', { query: { phone } })).body).toEqual({ code: 200, msg: '验证码已发送' });
    expect((await s.call('sendCode', { query: { phone } })).body).toEqual(refused('发送过于频繁，请稍后再试'));
    s.advance(60_000);
    expect((await s.call('sendCode', { query: { phone } })).body.code).toBe(200);
  });

  it('lets a code expire after 5 minutes', async () => {
    const code = await s.smsCode(DEMO.personal.phone);
    s.advance(5 * 60_000 + 1_000);
    expect(
      (await s.call('loginOrRegisterPhoneCode', { query: { phone: DEMO.personal.phone, code, isCompany: 0 } })).body,
    ).toEqual(refused('验证码已过期，请重新获取'));
  });

  it('checks the autograph a registration form adds', async () => {
    const signed = '13600000002';
    expect((await s.call('sendCode', { query: { phone: signed, autograph: 'bad' } })).body).toEqual(
      refused('注册签名校验失败'),
    );
    const query = { phone: signed, autograph: autograph({ phone: signed }, spec.autographSecret) };
    expect((await s.call('sendCode', { query })).body.code).toBe(200);
  });

  it('shows the latest code at /__sandbox/sms and 404 for a phone without one', async () => {
    const code = await s.smsCode('13600000003');
    expect((await s.send('GET', '/__sandbox/sms?phone=13600000003')).body).toMatchObject({ code: 200, data: { code } });
    expect(code).toMatch(/^\d{6}$/);
    expect((await s.send('GET', '/__sandbox/sms?phone=13600000004')).status).toBe(404);
  });
});
