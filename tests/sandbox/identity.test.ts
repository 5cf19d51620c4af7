// @vitest-environment node
// The identity area's rules (seed 1 §4-§6): daily sign-in streaks and points, labels and the profile,
// real-name submission, creator verification by account kind, deputy operators, and help content.
// identity-wired.test.ts covers what goes through the identity router (uploads, reviews, OCR, tokens).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  loginAs,
  personalRegistration,
  register as registerMember,
  spec,
  startTestSandbox,
  type TestSandbox,
  FORBIDDEN,
  VISITOR,
} from './harness.js';

let s: TestSandbox;
let chayou: string;
let company: string;
beforeAll(async () => {
  s = await startTestSandbox();
  chayou = (await loginAs(s)).id;
  company = (await loginAs(s, 'company')).id;
});
afterAll(() => s.close());

const DAY = 86_400_000;
const refused = (msg: string) => ({ code: 500, msg });
const data = async <T>(operationId: string, query: Record<string, string | number>) =>
  (await s.call(operationId, { query })).body.data as T;
const integral = async (userId: string) => (await data<{ integral: number }>('getMemberDetail', { userId })).integral;

const register = (phone: string, legal = false) => registerMember(s, phone, legal);

describe('daily sign-in', () => {
  it('has a 7-day reward row', async () => {
    const rules = await data<{ day: number; integral: number }[]>('getSignRules', {});
    expect(rules.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rules.every((r) => r.integral > 0)).toBe(true);
  });

  it('continues the demo streak once a day, adds the rule row to the points and lists the gain', async () => {
    const rules = await data<{ day: number; integral: number }[]>('getSignRules', {});
    expect(await data('getSignInInfo', { memberId: chayou })).toMatchObject({ continuousSignInDay: 3, sginStatus: 0 });
    const before = await integral(chayou);

    expect((await s.call('signIn', { query: { memberId: chayou } })).body).toEqual({ code: 200, msg: '签到成功' });
    expect(await data('getSignInInfo', { memberId: chayou })).toEqual({
      continuousSignInDay: 4,
      sginStatus: 1,
      integral: before + rules[3].integral,
    });
    expect((await s.call('signIn', { query: { memberId: chayou } })).body).toEqual(refused('今日已签到'));
    expect(await integral(chayou)).toBe(before + rules[3].integral);

    const points = (await s.call('listScoreRecords', { query: { userId: chayou, pageIndex: 1, pageSize: 6 } })).body
      .page!.records[0];
    expect(points).toMatchObject({ type: 6, score: rules[3].integral });
  });

  it('runs round the 7-day row and restarts after a missed day', async () => {
    const memberId = await register('13900000721');
    const rules = await data<{ integral: number }[]>('getSignRules', {});
    const start = await integral(memberId);
    for (let day = 1; day <= 8; day += 1) {
      expect((await s.call('signIn', { query: { memberId } })).body.code).toBe(200);
      expect(await data('getSignInInfo', { memberId })).toMatchObject({ continuousSignInDay: day, sginStatus: 1 });
      s.advance(DAY);
    }
    // day 8 paid day 1's row again
    expect(await integral(memberId)).toBe(start + rules.reduce((sum, r) => sum + r.integral, 0) + rules[0].integral);
    // the day after the 8th is today (not signed yet); missing it breaks the streak
    expect(await data('getSignInInfo', { memberId })).toMatchObject({ continuousSignInDay: 8, sginStatus: 0 });
    s.advance(DAY);
    expect(await data('getSignInInfo', { memberId })).toMatchObject({ continuousSignInDay: 0, sginStatus: 0 });
    await s.call('signIn', { query: { memberId } });
    expect(await data('getSignInInfo', { memberId })).toMatchObject({ continuousSignInDay: 1, sginStatus: 1 });
  });

  it('refuses an unknown member', async () => {
    expect((await s.call('signIn', { query: { memberId: 'nobody' } })).body).toEqual(VISITOR);
  });
});

describe('labels and the basic profile', () => {
  type Labels = Record<
    'identityLables' | 'memberLables' | 'workLables',
    { id: string; name: string; status: number }[]
  >;
  const chosen = (labels: Labels) =>
    [...labels.identityLables, ...labels.workLables].filter((l) => l.status === 1).map((l) => l.name);
  const kind = (labels: Labels) => labels.memberLables.filter((l) => l.status === 1).map((l) => l.name);

  it('lists the member kinds and marks the account’s own', async () => {
    const labels = await data<Labels>('getMemberLabels', { userId: chayou });
    expect(labels.memberLables.map((l) => l.name)).toEqual(['普通用户', '企业', '个人', '企业管理员']);
    // the demo individual is real-name verified (sandbox/seed.ts); a new one is 普通用户
    expect(kind(labels)).toEqual(['个人']);
    expect(kind(await data<Labels>('getMemberLabels', { userId: await register('13900000723') }))).toEqual([
      '普通用户',
    ]);
    expect(kind(await data<Labels>('getMemberLabels', { userId: company }))).toEqual(['企业']);
    const deputy = (
      await s.call('loginOrRegister', { query: { username: '13800000101', userpass: DEMO.password, isCompany: 1 } })
    ).body.data as { id: string };
    expect(kind(await data<Labels>('getMemberLabels', { userId: deputy.id }))).toEqual(['企业管理员']);
  });

  it('saves the profile and the chosen labels', async () => {
    const body = {
      id: chayou,
      nickname: '毛尖小王',
      realName: '王小明',
      sex: '男',
      birthday: '1990-05-12',
      address: '河南省,信阳市,光山县',
      info: '光山县茶农，爱喝信阳红。',
      labelIds: '101,302',
      labelNames: '茶农,鲜叶采摘',
    };
    expect((await s.call('updateMember', { body })).body).toEqual({ code: 200, msg: '修改成功' });
    expect(await data('getMemberDetail', { userId: chayou })).toMatchObject({
      nickname: '毛尖小王',
      address: '河南省,信阳市,光山县',
      info: '光山县茶农，爱喝信阳红。',
    });
    expect(chosen(await data<Labels>('getMemberLabels', { userId: chayou }))).toEqual(['茶农', '鲜叶采摘']);
    // seed 2's short form keeps what it does not send
    await s.call('updateMember', { body: { id: chayou, info: '浉河区茶农，爱喝毛尖。' } });
    expect(await data('getMemberDetail', { userId: chayou })).toMatchObject({
      nickname: '毛尖小王',
      info: '浉河区茶农，爱喝毛尖。',
    });
  });

  it('refuses a taken phone, an unknown label and an invalid ID number', async () => {
    // only once the number's own code is given: the number's owner learns it is taken
    const code = await s.smsCode(DEMO.company.phone);
    expect((await s.call('updateMember', { body: { id: chayou, phone: DEMO.company.phone, code } })).body).toEqual(
      refused('该手机号已被其他账号使用'),
    );
    expect((await s.call('updateMember', { body: { id: chayou, labelIds: '101,999' } })).body).toEqual(
      refused('标签不存在：999'),
    );
    expect((await s.call('updateMember', { body: { id: chayou, identity: '12345' } })).body).toMatchObject({
      code: 400,
    });
  });
});

describe('real-name submission', () => {
  const submission = (memberId: string) => ({
    idcardPositivePic: '/__sandbox/uploads/front.png',
    idcardBackPic: '/__sandbox/uploads/back.png',
    idcardRealName: '赵茶香',
    idcardNo: '41150219920101123X',
    memberId,
    type: 1,
  });

  it('puts the member under review and refuses a second submission', async () => {
    const memberId = await register('13900000722');
    expect((await s.call('submitRealName', { query: submission(memberId) })).body).toEqual({
      code: 200,
      msg: '提交成功，工作人员将在24小时内完成审核',
    });
    expect(await data('getMemberDetail', { userId: memberId })).toMatchObject({
      idcardStatus: 0,
      idcardRealName: '赵茶香',
      idcardNo: '41150219920101123X',
    });
    expect((await s.call('submitRealName', { query: submission(memberId) })).body).toEqual(
      refused('实名审核中，请耐心等待'),
    );
  });

  it('checks the ID number format before anything else', async () => {
    const reply = await s.call('submitRealName', { query: { ...submission(chayou), idcardNo: '411502199213011234' } });
    expect(reply.body).toMatchObject({ code: 400 });
  });
});

describe('creator verification', () => {
  const person = {
    name: '赵茶香',
    idCardNo: '411502199201011234',
    personInfo: '浉河区茶农，种茶二十年。',
    headPic: '/h.png',
    idCardPic: '/i.png',
  };
  const enterprise = {
    ...person,
    personInfo: undefined,
    companyInfo: '罗山县高山茶园种植加工。',
    companyName: '罗山县灵山茶叶合作社',
    licenseFile: '/l.png',
    address: '罗山县灵山镇茶园路1号',
  };

  it('allows each verification to its account kind only', async () => {
    expect((await s.call('saveTeaPerson', { body: { userId: company, ...person } })).body).toEqual(
      refused('权限不足，请使用个人账号登录后进行认证'),
    );
    expect((await s.call('saveTeaEnterprise', { body: { userId: chayou, ...enterprise } })).body).toEqual(
      refused('权限不足，请使用法人账号登录后进行认证'),
    );
  });

  it('starts a submission at checkStatus 0 and refuses to submit or edit it again while under review', async () => {
    const userId = await register('13900000723');
    expect((await s.call('checkUserState', { query: { userId } })).body.data).toEqual({ type: 2 });
    const saved = await s.call('saveTeaPerson', { body: { userId, ...person } });
    expect(saved.body).toEqual({ code: 200, msg: '信息提交成功，线下会有业务人员与您联系，请注意电话接听' });
    const record = await data<{ id: string }>('getTeaPersonByUserId', { userId });
    expect(record).toMatchObject({ userId, type: 2, checkStatus: 0, attestation: '个人认证：赵茶香', ...person });
    expect((await s.call('checkUserState', { query: { userId } })).body.data).toEqual({
      type: 2,
      person: { id: record.id, attestation: '个人认证：赵茶香', personInfo: person.personInfo, checkStatus: 0 },
    });
    expect((await s.call('saveTeaPerson', { body: { userId, ...person } })).body).toEqual(
      refused('认证审核中，请耐心等待'),
    );
    expect((await s.call('updateTeaPerson', { body: { id: record.id, userId, ...person } })).body).toEqual(
      refused('认证审核中，请耐心等待'),
    );
  });

  it('resubmits a rejected verification with the update call, back to review', async () => {
    const rejected = await data<{ id: string; checkStatus: number; checkRemarks: string }>('getTeaPersonByUserId', {
      userId: chayou,
    });
    expect(rejected).toMatchObject({ checkStatus: 2, checkRemarks: '手持身份证照片不清晰，请重新上传' });
    expect((await s.call('saveTeaPerson', { body: { userId: chayou, ...person } })).body).toEqual(
      refused('已提交过认证，请修改后重新提交'),
    );
    expect((await s.call('updateTeaPerson', { body: { id: rejected.id, userId: company, ...person } })).body).toEqual(
      FORBIDDEN,
    );
    expect(
      (
        await s.call('updateTeaPerson', {
          body: { id: rejected.id, userId: chayou, ...person, idCardPic: '/clear.png' },
        })
      ).body.code,
    ).toBe(200);
    expect(await data('getTeaPersonByUserId', { userId: chayou })).toMatchObject({
      id: rejected.id,
      checkStatus: 0,
      checkRemarks: '',
      idCardPic: '/clear.png',
    });
  });

  it('shows a sub-user its enterprise’s verification and lets only the enterprise submit one', async () => {
    const own = await data<{ id: string; checkStatus: number }>('getTeaEnterpriseByUserId', { userId: company });
    expect(own).toMatchObject({ type: 1, checkStatus: 1, companyName: '信阳毛尖茶业有限公司' });
    const deputy = (
      await s.call('loginOrRegister', { query: { username: '13800000103', userpass: DEMO.password, isCompany: 1 } })
    ).body.data as { id: string };
    expect(await data('getTeaEnterpriseByUserId', { userId: deputy.id })).toMatchObject({
      id: own.id,
      type: 3,
      userId: company,
    });
    expect((await s.call('checkUserState', { query: { userId: deputy.id } })).body.data).toMatchObject({
      type: 3,
      enterprise: { id: own.id, checkStatus: 1 },
    });
    expect((await s.call('saveTeaEnterprise', { body: { userId: deputy.id, ...enterprise } })).body).toEqual(
      refused('权限不足，请使用法人账号登录后进行认证'),
    );
    // an approved verification may be edited, and is reviewed again
    expect(
      (await s.call('updateTeaEnterprise', { body: { id: own.id, userId: company, ...enterprise } })).body.code,
    ).toBe(200);
    expect(await data('getTeaEnterpriseByUserId', { userId: company })).toMatchObject({
      checkStatus: 0,
      companyName: '罗山县灵山茶叶合作社',
    });
  });

  it('answers no record to a member who never applied', async () => {
    expect((await s.call('getTeaEnterpriseByUserId', { query: { userId: chayou } })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });
});

describe('deputy operators', () => {
  const deputy = {
    name: '孙丽',
    idCardNo: '411526199305052228',
    phone: '13900000724',
    isWork: 1,
    isToutiao: 0,
    isActivity: 1,
  };
  type Deputy = { id: string; phone: string; name: string; lables: string[]; status: number };
  const list = () => data<Deputy[]>('getAdminList', { enterpriseId: company });

  const rules = spec.deputies;
  const passwordLogin = (username: string, userpass: string) =>
    s.call('loginOrRegister', { query: { username, userpass, isCompany: 1 } });
  const codeLogin = async (phone: string, isCompany = 1) =>
    s.call('loginOrRegisterPhoneCode', { query: { phone, code: await s.smsCode(phone), isCompany } });
  type Session = { id: string; token: string };
  const changePassword = (session: Session, old_password: string, new_password: string) =>
    s.call('userEditPassword', {
      body: { user_id: session.id, old_password, new_password },
      headers: { token: session.token },
      cookie: s.newCookieOf(session.id),
    });

  it('adds a pending deputy, which the message’s default password never logs in', async () => {
    const before = (await list()).length;
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...deputy } })).body).toEqual({
      code: 200,
      msg: '添加成功，默认密码为Tea123456',
    });
    const added = (await list())[0];
    expect(await list()).toHaveLength(before + 1);
    expect(added).toMatchObject({
      name: '孙丽',
      phone: deputy.phone,
      lables: ['职位招聘', '茶文化节活动申请'],
      isWork: 1,
      isToutiao: 0,
      isActivity: 1,
      status: 0,
    });
    expect((await passwordLogin(deputy.phone, 'Tea123456')).body).toEqual(
      refused('默认密码不能用于登录，请使用验证码登录后修改密码'),
    );
    // the same answer for an account that does not exist: it tells nothing about which do
    expect((await passwordLogin('13900000799', 'Tea123456')).body).toEqual(refused(rules.defaultLoginMsg));
    // a phone waiting for its owner is not added twice, by this enterprise or another
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...deputy } })).body).toEqual(
      refused('该手机号已添加为副操作员，等待其验证码登录激活'),
    );
    const other = await register('13900000727', true);
    expect((await s.call('saveAdmin', { body: { enterpriseId: other, ...deputy } })).body).toEqual(
      refused(rules.pendingTakenMsg),
    );
  });

  it('is activated by its phone owner’s code login, then sets a password of its own', async () => {
    // a deputy is a legal-person login: the personal tab's code login is the wrong kind, and activates nothing
    expect((await codeLogin(deputy.phone, 0)).body).toEqual(refused('账号类型不匹配'));
    expect((await list()).find((d) => d.phone === deputy.phone)).toMatchObject({ status: 0 });
    const login = await codeLogin(deputy.phone);
    expect(login.body).toMatchObject({ code: 200, msg: '登录成功' });
    const session = login.body.data as Session;
    expect((await list()).find((d) => d.phone === deputy.phone)).toMatchObject({ status: 1 });
    // a sub-user of the enterprise
    expect(await data('getTeaEnterpriseByUserId', { userId: session.id })).toMatchObject({ type: 3, userId: company });
    // still never the default: its login asks for a password of its own, set with the default as the old one
    expect((await passwordLogin(deputy.phone, 'Tea123456')).body).toEqual(refused(rules.defaultLoginMsg));
    expect((await changePassword(session, 'Tea123456', 'Tea123456')).body).toEqual(refused('新密码不能与原密码相同'));
    expect((await changePassword(session, 'Wrong1234', 'Sunli2026')).body).toEqual(refused('原密码错误'));
    expect((await changePassword(session, 'Tea123456', 'Sunli2026')).body).toEqual({ code: 200, msg: '密码修改成功' });
    expect((await passwordLogin(deputy.phone, 'Sunli2026')).body).toMatchObject({ code: 200 });
    // an active deputy holds its phone
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...deputy } })).body).toEqual(
      refused('该手机号已注册'),
    );
    const form = personalRegistration(deputy.phone, await s.smsCode(deputy.phone, true));
    expect((await s.call('personalRegister', { body: form })).body).toEqual(refused('该手机号已注册'));
  });

  it('takes no phone from its owner: registering it releases the pending deputy', async () => {
    const squatted = { ...deputy, name: '陈静', phone: '13900000728' };
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...squatted } })).body.code).toBe(200);
    expect((await list()).some((d) => d.phone === squatted.phone)).toBe(true);
    const form = personalRegistration(squatted.phone, await s.smsCode(squatted.phone, true));
    expect((await s.call('personalRegister', { body: form })).body).toEqual({ code: 200, msg: '注册成功' });
    expect((await list()).some((d) => d.phone === squatted.phone)).toBe(false);
    // the phone is its owner's personal account now, not a deputy
    const own = (
      await s.call('loginOrRegister', { query: { username: squatted.phone, userpass: 'Green2024', isCompany: 0 } })
    ).body.data as { id: string };
    expect(await data('getTeaEnterpriseByUserId', { userId: own.id })).toBeUndefined();
  });

  it('releases a pending deputy whose phone a member proves for their profile', async () => {
    const squatted = { ...deputy, name: '陈静', phone: '13900000729' };
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...squatted } })).body.code).toBe(200);
    const member = await register('13900000730');
    const code = await s.smsCode(squatted.phone);
    expect((await s.call('updateMember', { body: { id: member, phone: squatted.phone, code } })).body).toEqual({
      code: 200,
      msg: '修改成功',
    });
    expect((await list()).some((d) => d.phone === squatted.phone)).toBe(false);
  });

  it('shows an active deputy’s new phone, proved for its profile, in its enterprise’s list', async () => {
    const moving = { ...deputy, name: '陈静', phone: '13900000733' };
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...moving } })).body.code).toBe(200);
    const { id } = (await codeLogin(moving.phone)).body.data as Session;
    const code = await s.smsCode('13900000734');
    expect((await s.call('updateMember', { body: { id, phone: '13900000734', code } })).body.code).toBe(200);
    const row = (await list()).find((d) => d.name === '陈静' && d.status === 1);
    expect(row).toMatchObject({ phone: '13900000734' });
    expect(((await codeLogin('13900000734')).body.data as Session).id).toBe(id);
  });

  it('refuses the default as anyone’s password: registration, reset and change', async () => {
    const form = personalRegistration('13900000731', await s.smsCode('13900000731', true), {
      password: 'Tea123456',
      newPassword: 'Tea123456',
    });
    expect((await s.call('personalRegister', { body: form })).body).toEqual(
      refused('不能使用默认密码，请设置其他密码'),
    );
    const reset = {
      phone: DEMO.personal.phone,
      code: await s.smsCode(DEMO.personal.phone),
      password: 'Tea123456',
      isCompany: 0,
    };
    expect((await s.call('updatePwd1', { body: reset })).body).toEqual(refused(rules.defaultRefusedMsg));
    const me = await loginAs(s);
    expect((await changePassword(me, DEMO.password, 'Tea123456')).body).toEqual(refused(rules.defaultRefusedMsg));
    expect((await loginAs(s)).id).toBe(me.id);
  });

  it('edits a deputy; a new phone makes it pending again, and deletes it with its login', async () => {
    const added = (await list()).find((d) => d.phone === deputy.phone)!;
    const edited = { ...deputy, id: added.id, enterpriseId: company, name: '孙丽华', isToutiao: 1 };
    // same phone: the login stays, with its name
    expect((await s.call('updateAdmin', { body: edited })).body).toEqual({ code: 200, msg: '修改成功' });
    expect((await list()).find((d) => d.id === added.id)).toMatchObject({
      name: '孙丽华',
      status: 1,
      lables: ['职位招聘', '头条资讯', '茶文化节活动申请'],
    });
    const session = (await passwordLogin(deputy.phone, 'Sunli2026')).body.data as Session;
    const cookie = s.cookie();
    // (its password change ended the sessions the harness kept: this login's cookie is the live one)
    const detail = await s.call('getMemberDetail', { query: { userId: session.id }, cookie });
    expect(detail.body.data).toMatchObject({ nickname: '孙丽华' });

    // a new phone must prove itself: the old login ends (its sessions too), the deputy waits again
    expect((await s.call('updateAdmin', { body: { ...edited, phone: '13900000725' } })).body).toEqual({
      code: 200,
      msg: '修改成功',
    });
    expect((await list()).find((d) => d.id === added.id)).toMatchObject({ phone: '13900000725', status: 0 });
    expect((await passwordLogin(deputy.phone, 'Sunli2026')).body).toEqual(refused('账号或密码错误'));
    expect((await passwordLogin('13900000725', 'Sunli2026')).body).toEqual(refused('账号或密码错误'));
    expect((await s.call('getMemberDetail', { query: { userId: session.id }, cookie })).body).toEqual(VISITOR);
    // the old phone is free again; the new one activates by its owner's code login
    expect((await codeLogin('13900000725')).body.code).toBe(200);
    expect((await list()).find((d) => d.id === added.id)).toMatchObject({ status: 1 });

    expect((await s.call('deleteAdmin', { query: { id: added.id }, cookie: s.cookieOf(chayou) })).body).toEqual(
      FORBIDDEN,
    );
    expect((await s.call('deleteAdmin', { query: { id: added.id }, cookie: s.cookieOf(company) })).body).toEqual({
      code: 200,
      msg: '删除成功',
    });
    expect((await list()).some((d) => d.id === added.id)).toBe(false);
    expect((await codeLogin('13900000725')).body).toEqual(refused('该手机号未注册'));
    expect((await s.call('deleteAdmin', { query: { id: added.id }, cookie: s.cookieOf(company) })).body).toEqual(
      refused('副操作员不存在'),
    );
  });

  it('deletes a pending deputy, which frees its phone', async () => {
    const waiting = { ...deputy, name: '陈静', phone: '13900000732' };
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...waiting } })).body.code).toBe(200);
    const { id } = (await list()).find((d) => d.phone === waiting.phone)!;
    expect((await s.call('deleteAdmin', { query: { id }, cookie: s.cookieOf(company) })).body.code).toBe(200);
    expect((await codeLogin(waiting.phone)).body).toEqual(refused('该手机号未注册'));
    expect((await s.call('saveAdmin', { body: { enterpriseId: company, ...waiting } })).body.code).toBe(200);
  });

  it('lets only an enterprise account manage deputies, and only its own', async () => {
    expect((await s.call('getAdminList', { query: { enterpriseId: chayou } })).body).toEqual(
      refused('权限不足，请使用法人账号登录后操作'),
    );
    const theirs = (await list())[0];
    const subUser = (
      await s.call('loginOrRegister', { query: { username: '13800000101', userpass: DEMO.password, isCompany: 1 } })
    ).body.data as { id: string };
    expect(
      (await s.call('updateAdmin', { body: { ...deputy, id: theirs.id, enterpriseId: subUser.id } })).body,
    ).toEqual(FORBIDDEN);
    const otherEnterprise = await register('13900000726', true);
    expect(await data('getAdminList', { enterpriseId: otherEnterprise })).toEqual([]);
    expect(
      (await s.call('updateAdmin', { body: { ...deputy, id: theirs.id, enterpriseId: otherEnterprise } })).body,
    ).toEqual(FORBIDDEN);
    expect(
      (await s.call('saveAdmin', { body: { enterpriseId: company, ...deputy, idCardNo: '4115' } })).body,
    ).toMatchObject({ code: 400 });
  });
});

describe('help content and messages', () => {
  it('pages the newcomer guide, with the identity and headline guides', async () => {
    const first = (await s.call('noviceGuideList', { query: { pageIndex: 1, pageSize: 10 } })).body.page!;
    expect(first.total).toBeGreaterThan(20);
    expect(first.records).toHaveLength(10);
    const third = (await s.call('noviceGuideList', { query: { pageIndex: 3, pageSize: 10 } })).body.page!;
    expect(third.records).toHaveLength(first.total - 20);
    const all = (await s.call('noviceGuideList', { query: { pageIndex: 1, pageSize: 100 } })).body.page!.records as {
      code: string;
      name: string;
      content: string;
    }[];
    expect(all.find((g) => g.code === 'sfrz')).toMatchObject({
      name: '身份认证',
      content: expect.stringContaining('<p>'),
    });
    expect(all.find((g) => g.code === 'ttfb')).toMatchObject({ name: '头条发布' });
  });

  it('answers banners per platform and single-sign-on addresses with a ticket for members', async () => {
    const banners = await data<{ jumpType: number; srswType?: number }[]>('homeBannerList', { platform: 0 });
    expect(banners.length).toBeGreaterThan(3);
    const sso = banners.find((b) => b.jumpType === 2)!;
    const forMember = await data<string>('singleSignOnUrl', { type: sso.srswType!, userId: chayou, isPC: 1 });
    expect(forMember).toMatch(/^https:\/\/.+\?client=pc&ticket=[0-9a-f]{32}$/);
    expect(await data<string>('singleSignOnUrl', { type: sso.srswType!, isPC: 0 })).not.toContain('ticket');
    expect((await s.call('singleSignOnUrl', { query: { type: 99 } })).body).toEqual(refused('暂未开放'));
  });

  it('records feedback and refuses an empty one', async () => {
    expect((await s.call('submitFeedback', { body: { text: '希望增加茶园直播。', userId: chayou } })).body).toEqual({
      code: 200,
      msg: '提交成功',
    });
    expect((await s.call('submitFeedback', { body: { text: '   ', userId: chayou } })).body).toEqual(
      refused('请输入反馈意见'),
    );
  });

  it('takes a site message once', async () => {
    const message = { userName: '游客李', title: '采茶体验', content: '请问茶园采茶体验怎么预约？' };
    expect((await s.call('leaveMessage', { body: message })).body).toEqual({ code: 200, msg: '留言成功！' });
    expect((await s.call('leaveMessage', { body: message })).body).toEqual(refused('留言失败！请勿重复留言'));
    s.advance(11 * 60_000);
    expect((await s.call('leaveMessage', { body: message })).body.code).toBe(200);
  });

  it('lists customer service', async () => {
    expect((await data<unknown[]>('getCustomerServiceList', {})).length).toBeGreaterThan(3);
  });
});
