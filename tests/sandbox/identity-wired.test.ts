// @vitest-environment node
// What goes through the identity router (sandbox/areas/identity/router.ts): uploads stored and served
// back, the card-recognition stand-in, staff reviews of real-name and creator verification, and the
// second client's password calls, whose token names the member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCheckChar } from '../../sandbox/areas/identity/id-card.js';
import {
  DEMO,
  FORBIDDEN,
  loginAs,
  personalRegistration,
  spec,
  startTestSandbox,
  VISITOR,
  type TestSandbox,
} from './harness.js';

let s: TestSandbox;
// uploads and the recognition sign are for members: the file logs one in first
beforeAll(async () => {
  s = await startTestSandbox();
  await loginAs(s);
});
afterAll(() => s.close());

const refused = (msg: string) => ({ code: 500, msg });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(name: string, bytes: Uint8Array<ArrayBuffer> = PNG): Promise<string> {
  const reply = await s.call('huploadFile', { body: { file: new File([bytes], name) } });
  expect(reply.body).toMatchObject({ code: 200, msg: '上传成功' });
  return (reply.body.data as { filePath: string }).filePath;
}

async function register(phone: string): Promise<string> {
  await s.call('personalRegister', { body: personalRegistration(phone, await s.smsCode(phone, true)) });
  return (
    (await s.call('loginOrRegister', { query: { username: phone, userpass: 'Green2024', isCompany: 0 } })).body
      .data as { id: string }
  ).id;
}

const sandboxPost = (path: string, body?: unknown) =>
  s.send(
    'POST',
    path,
    body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
  );

describe('uploads', () => {
  it('stores a file and serves it back at data.filePath', async () => {
    const filePath = await upload('茶园.PNG');
    expect(filePath).toMatch(/^\/__sandbox\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(s.url + filePath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*; sandbox$/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('takes videos too and refuses other files', async () => {
    // an MP4 starts with an ftyp box
    const mp4 = Buffer.concat([
      Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'),
      Buffer.alloc(64),
    ]);
    expect(await upload('采茶.mp4', mp4)).toMatch(/\.mp4$/);
    const refusedFile = await s.call('huploadFile', { body: { file: new File(['MZ'], 'tool.exe') } });
    expect(refusedFile.body).toEqual(refused(spec.uploads.wrongTypeMsg));
    expect((await s.call('huploadFile', { body: { file: new File([], 'empty.png') } })).body).toEqual(
      refused('文件内容为空'),
    );
  });

  it('checks the content, not only the name: a page or an SVG renamed .png, or a video named .png, is refused', async () => {
    const disguised = [
      new File(['<!doctype html><script>alert(1)</script>'], 'page.png'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.png'),
      new File(
        [Buffer.concat([Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'), Buffer.alloc(64)])],
        'clip.png',
      ),
      new File([PNG], 'still.mp4'),
    ];
    for (const file of disguised)
      expect((await s.call('huploadFile', { body: { file } })).body).toEqual(refused(spec.uploads.wrongContentMsg));
  });

  it('refuses a file over the limit with a clear message before holding all of it', async () => {
    const big = new File([PNG, Buffer.alloc(spec.uploads.maxBytes)], 'huge.png');
    const reply = await s.call('huploadFile', { body: { file: big } });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ code: 413, msg: spec.uploads.tooLargeMsg });
  });

  it('serves nothing but stored uploads', async () => {
    expect((await s.send('GET', '/__sandbox/uploads/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await s.send('GET', '/__sandbox/uploads/..%2Fsandbox.db')).status).toBe(404);
  });
});

describe('card recognition', () => {
  const sign = async () => (await s.call('getOcrSign')).body.data as { appid: string; sign: string };

  it('reads an uploaded front as a well-formed 信阳 ID card, the same every time', async () => {
    const front = await upload('front.jpg');
    const request = { ...(await sign()), card_type: 0, url_list: [front] };
    const first = (await sandboxPost('/__sandbox/ocr', request)).body as unknown as {
      code: number;
      result_list: { code: number; data: { name: string; id: string } }[];
    };
    expect(first.code).toBe(0);
    const { name, id } = first.result_list[0].data;
    expect(first.result_list[0].code).toBe(0);
    expect(name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    expect(id).toMatch(/^4115\d{13}[\dX]$/);
    expect(id.at(-1)).toBe(idCheckChar(id.slice(0, 17)));
    expect(
      ((await sandboxPost('/__sandbox/ocr', request)).body as unknown as typeof first).result_list[0].data,
    ).toEqual(first.result_list[0].data);

    const back = (await sandboxPost('/__sandbox/ocr', { ...request, card_type: 1, url_list: [s.url + front] }))
      .body as unknown as typeof first;
    expect(back.result_list[0].data).toMatchObject({ authority: expect.stringContaining('公安局') });
  });

  it('fails an address that was never uploaded, and a wrong sign', async () => {
    const reply = (
      await sandboxPost('/__sandbox/ocr', {
        ...(await sign()),
        card_type: 0,
        url_list: ['https://elsewhere.example/a.png'],
      })
    ).body;
    expect(reply).toMatchObject({ code: 0, result_list: [{ code: -5, message: '图片下载失败' }] });
    expect(
      (await sandboxPost('/__sandbox/ocr', { appid: 'tea-portal-ocr', sign: 'forged', card_type: 0, url_list: [] }))
        .body,
    ).toMatchObject({ code: -1 });
  });
});

describe('real-name review', () => {
  it('rejects, takes a new submission, approves, and then refuses more', async () => {
    const memberId = await register('13900000731');
    const submit = async () =>
      s.call('submitRealName', {
        query: {
          idcardPositivePic: await upload('f.png'),
          idcardBackPic: await upload('b.png'),
          idcardRealName: '钱茶韵',
          idcardNo: '411521199508083326',
          memberId,
          type: 1,
        },
      });
    const status = async () =>
      (await s.call('getMemberDetail', { query: { userId: memberId } })).body.data as {
        idcardStatus: number;
        realName?: string;
      };

    expect((await submit()).body.code).toBe(200);
    expect((await sandboxPost(`/__sandbox/review/realname?userId=${memberId}&approve=0`)).body).toMatchObject({
      code: 200,
      data: { idcardStatus: 2 },
    });
    expect(await status()).toMatchObject({ idcardStatus: 2 });
    expect((await submit()).body.code).toBe(200);
    expect((await sandboxPost(`/__sandbox/review/realname?userId=${memberId}&approve=1`)).body).toMatchObject({
      data: { idcardStatus: 1 },
    });
    expect(await status()).toMatchObject({ idcardStatus: 1, realName: '钱茶韵' });
    expect((await submit()).body).toEqual(refused('您已完成实名认证，无需重复提交'));
    expect(await sandboxPost(`/__sandbox/review/realname?userId=${memberId}&approve=1`)).toMatchObject({
      status: 409,
      body: { msg: '该用户没有待审核的实名认证' },
    });
    // the verified number is taken now
    const other = await register('13900000732');
    const taken = await s.call('submitRealName', {
      query: {
        idcardPositivePic: '/f.png',
        idcardBackPic: '/b.png',
        idcardRealName: '钱茶韵',
        idcardNo: '411521199508083326',
        memberId: other,
        type: 1,
      },
    });
    expect(taken.body).toEqual(refused('该身份证号已被其他账号实名认证'));
  });
});

describe('creator verification review', () => {
  const person = {
    name: '李春生',
    idCardNo: '411522198612124417',
    personInfo: '光山县茶农，擅长手工炒茶。',
    headPic: '/h.png',
    idCardPic: '/i.png',
  };
  const record = async (userId: string) =>
    (await s.call('getTeaPersonByUserId', { query: { userId } })).body.data as {
      id: string;
      checkStatus: number;
      checkRemarks: string;
    };

  it('rejects with a reason, takes the resubmission and approves it', async () => {
    const userId = await register('13900000733');
    await s.call('saveTeaPerson', { body: { userId, ...person } });
    expect(await sandboxPost(`/__sandbox/review/creator?userId=${userId}&approve=0`)).toMatchObject({
      status: 409,
      body: { msg: '请填写驳回原因' },
    });
    await sandboxPost(
      `/__sandbox/review/creator?userId=${userId}&approve=0&remarks=${encodeURIComponent('头像不清晰')}`,
    );
    expect(await record(userId)).toMatchObject({ checkStatus: 2, checkRemarks: '头像不清晰' });

    const { id } = await record(userId);
    expect(
      (await s.call('updateTeaPerson', { body: { id, userId, ...person, headPic: '/clear.png' } })).body.code,
    ).toBe(200);
    await sandboxPost(`/__sandbox/review/creator?userId=${userId}&approve=1`);
    expect(await record(userId)).toMatchObject({ checkStatus: 1, checkRemarks: '' });
    expect((await s.call('checkUserState', { query: { userId } })).body.data).toMatchObject({
      type: 2,
      person: { id, checkStatus: 1 },
    });
  });
});

describe('second-client passwords', () => {
  it('changes the password of the logged-in member only, and the change ends their sessions', async () => {
    const me = await loginAs(s);
    const company = await loginAs(s, 'company');
    const edit = (body: Record<string, string>, cookie = me.cookie) =>
      s.call('userEditPassword', { body, headers: { token: me.token }, cookie });

    expect((await edit({ user_id: company.id, old_password: DEMO.password, new_password: 'Green2025' })).body).toEqual(
      FORBIDDEN,
    );
    expect((await edit({ user_id: me.id, old_password: DEMO.password, new_password: 'Green2025' }, '')).body).toEqual(
      VISITOR,
    );
    expect((await edit({ user_id: me.id, old_password: 'Wrong1234', new_password: 'Green2025' })).body).toEqual(
      refused('原密码错误'),
    );
    expect((await edit({ user_id: me.id, old_password: DEMO.password, new_password: '12345' })).body).toMatchObject({
      code: 400,
    });
    const changed = await edit({ user_id: me.id, old_password: DEMO.password, new_password: 'Green2025' });
    expect(changed.body).toEqual({ code: 200, msg: '密码修改成功' });
    expect(changed.headers.get('set-cookie')).toMatch(/^tea_session=;/);
    expect((await s.call('getMemberDetail', { query: { userId: me.id }, cookie: me.cookie })).body).toEqual(VISITOR);

    const login = (userpass: string) =>
      s.call('loginOrRegister', { query: { username: DEMO.personal.username, userpass, isCompany: 0 } });
    expect((await login(DEMO.password)).body).toEqual(refused('账号或密码错误'));
    const { token } = (await login('Green2025')).body.data as { token: string };
    const again = s.cookie();

    // issue 31 §5: userSetPassword is x-unused, so not served — a session alone sets no password
    const set = await s.call('userSetPassword', {
      body: { user_id: me.id, password: '111111' },
      headers: { token },
      cookie: again,
    });
    expect(set).toMatchObject({
      status: 404,
      body: { code: 404, msg: '接口不存在：POST /cyapp/user/userSetPassword' },
    });
    expect((await login('111111')).body).toEqual(refused('账号或密码错误'));
    expect((await login('Green2025')).body.code).toBe(200);
  });

  it('refuses a token no session holds before any handler', async () => {
    const reply = await s.call('userEditPassword', {
      body: { user_id: 'x', old_password: 'Tea123456', new_password: 'Tea1234567' },
      headers: { token: 'stale' },
      cookie: s.cookie(),
    });
    expect(reply).toMatchObject({ status: 401, body: { code: 401 } });
  });
});
