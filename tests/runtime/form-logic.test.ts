import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { autographSecret } from '../../generated/api/operations';
import { form as phoneLogin } from '../../generated/forms/login-phone';
import { form as register } from '../../generated/forms/personal-register';
import { form as homeProfile } from '../../generated/forms/user-home-profile';
import {
  clearedBy,
  dateRefusals,
  fieldsOf,
  firstFailing,
  listsDrawnWhole,
  loadedData,
  payloadOf,
  relocateRequired,
} from '../../src/pages/form-logic';

describe('the first failing message follows the documented order, not the field order', () => {
  it.each([
    [
      [
        { property: '.code', message: '请输入验证码' },
        { property: '.phone', message: '请输入手机号' },
      ],
      '请输入手机号',
    ],
    [
      [
        { property: '.phone', message: '请输入正确手机号' },
        { property: '.code', message: '请输入验证码' },
      ],
      '请输入验证码',
    ],
    [[{ property: '.phone', message: '请输入正确手机号' }], '请输入正确手机号'],
  ])('%j → %s', (errors, want) => {
    expect(firstFailing(phoneLogin, errors)).toBe(want);
  });

  it('falls back to the first error when no documented message matches', () => {
    expect(firstFailing(phoneLogin, [{ property: '.x', message: 'must be string' }])).toBe('must be string');
  });

  it('moves a missing-field error from the parent object onto the field', () => {
    const [moved] = relocateRequired([
      { property: '', params: { errors: [{ keyword: 'required', params: { missingProperty: 'phone' } }] } },
    ]);
    expect(moved.property).toBe('.phone');
  });
});

describe('a loaded answer', () => {
  it("starts 编辑主页 from the member's headurl and info under the form's names (load.fields)", () => {
    const member = { id: 'm1', headurl: '/uploads/a.png', info: '浉河区茶农，种茶十年有余。', nickname: '茶友' };
    expect(fieldsOf(homeProfile, loadedData(homeProfile, member))).toEqual({
      headPic: '/uploads/a.png',
      personInfo: '浉河区茶农，种茶十年有余。',
    });
    // without a picture the field stays empty, not "undefined"
    expect(fieldsOf(homeProfile, loadedData(homeProfile, { id: 'm1', info: '浉河区茶农，种茶十年有余。' }))).toEqual({
      personInfo: '浉河区茶农，种茶十年有余。',
    });
  });
});

describe('payload', () => {
  it('drops local fields, adds fixed values, the button, the route query and the autograph', () => {
    const data = {
      realName: '赵茶农',
      identity: '411502199001011234',
      phone: '13912345678',
      code: '123456',
      password: 'Green2026',
      newPassword: 'Green2026',
      agree: true,
    };
    const payload = payloadOf(register, data, register.buttons[0], {
      query: new URLSearchParams('invitationId=42&other=x'),
      session: null,
    });
    const { autograph, ...signed } = payload;
    expect(signed).toEqual({ ...data, agree: undefined, source: 'pc', invitationId: '42' });
    expect('agree' in payload).toBe(false);
    const text = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${String(signed[k as keyof typeof signed])}`)
      .join('&');
    expect(autograph).toBe(md5(text + autographSecret));
  });

  it('lets each button fix the account kind', () => {
    const payload = payloadOf(phoneLogin, { phone: '13800000001', code: '123456' }, phoneLogin.buttons[1], {
      query: new URLSearchParams(),
      session: null,
    });
    expect(payload).toEqual({ phone: '13800000001', code: '123456', isCompany: 1 });
  });
});

describe('values the page knows', () => {
  it('fills fields from the session and from differently named query parameters', () => {
    const spec = {
      ...phoneLogin,
      set: {},
      from: { memberId: 'session.userId', activityId: 'query.id', isCompany: 'session.isCompany' },
    };
    const session = { userId: 'u1', username: 'chayou', ticket: 't', token: 'k', isCompany: true, idcardStatus: 1 };
    const payload = payloadOf(
      spec,
      { phone: '13800000001' },
      { label: '提交' },
      { query: new URLSearchParams('id=9'), session },
    );
    expect(payload).toEqual({ phone: '13800000001', memberId: 'u1', activityId: '9', isCompany: 1 });
    expect(payloadOf(spec, {}, { label: '提交' }, { query: new URLSearchParams(), session: null })).toEqual({});
  });
});

describe('dates not before yesterday or before another date (x-notBefore)', () => {
  const spec = {
    schema: {
      type: 'object' as const,
      properties: {
        start: { type: 'string' as const, 'x-notBefore': 'yesterday' },
        end: { type: 'string' as const, 'x-notBefore': 'start' },
      },
    },
    messages: [
      { field: 'start', rules: ['x-notBefore'], text: '开始日期不能早于昨天' },
      { field: 'end', rules: ['x-notBefore'], text: '结束日期不能早于开始日期' },
    ],
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it.each([
    [{ start: day(-1), end: day(-1) }, []],
    [{ start: day(-3), end: day(5) }, ['开始日期不能早于昨天']],
    [{ start: day(3), end: day(2) }, ['结束日期不能早于开始日期']],
    [{ start: undefined, end: day(2) }, []],
  ])('%j → %j', (data, want) => {
    expect(dateRefusals(spec, data).map((r) => r.text)).toEqual(want);
  });
});

describe('a date with a list of bounds, each with its own text (x-notBefore: [yesterday, signUpEndTime])', () => {
  const spec = {
    schema: {
      type: 'object' as const,
      properties: {
        signUpEndTime: { type: 'string' as const },
        startTime: { type: 'string' as const, 'x-notBefore': ['yesterday', 'signUpEndTime'] },
      },
    },
    messages: [
      { field: 'startTime', rules: ['x-notBefore'], text: '活动开始日期不能早于昨天' },
      { field: 'startTime', rules: ['x-notBefore'], bound: 'signUpEndTime', text: '活动时间不能早于报名截止时间' },
    ],
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it.each([
    [{ signUpEndTime: day(5), startTime: day(6) }, []],
    [{ signUpEndTime: day(5), startTime: day(5) }, []],
    [{ signUpEndTime: day(5), startTime: day(3) }, ['活动时间不能早于报名截止时间']],
    [{ startTime: day(3) }, []],
    [{ signUpEndTime: day(5), startTime: day(-3) }, ['活动开始日期不能早于昨天']],
  ])('%j → %j', (data, want) => {
    expect(dateRefusals(spec, data).map((r) => r.text)).toEqual(want);
  });

  it("keeps an edited record's old start but still holds it to the sign-up end", () => {
    const edited = { startTime: day(-10) };
    expect(dateRefusals(spec, { startTime: day(-10) }, edited)).toEqual([]);
    expect(dateRefusals(spec, { signUpEndTime: day(-5), startTime: day(-10) }, edited).map((r) => r.text)).toEqual([
      '活动时间不能早于报名截止时间',
    ]);
  });
});

describe('a change clearing other fields (ui:options.clears)', () => {
  const ui = { ygkssj: { 'ui:options': { clears: ['ygjssj'] } } };
  it('empties the end date when the start date changes, and only then', () => {
    expect(
      clearedBy(ui, { ygkssj: '2026-05-01', ygjssj: '2026-05-09' }, { ygkssj: '2026-05-03', ygjssj: '2026-05-09' }),
    ).toEqual({ ygkssj: '2026-05-03' });
    const same = { ygkssj: '2026-05-01', ygjssj: '2026-05-12' };
    expect(clearedBy(ui, { ygkssj: '2026-05-01', ygjssj: '2026-05-09' }, same)).toBe(same);
  });
});

describe('the date rule on an edit', () => {
  it("keeps the record's own past start date, refuses a newly chosen one", async () => {
    const { forms } = await import('../../generated/forms');
    const { form } = await forms['publish-job']();
    const old = { ygkssj: '2020-03-01', ygjssj: '2020-03-30' };
    expect(dateRefusals(form, old, old)).toEqual([]);
    expect(dateRefusals(form, { ...old, ygkssj: '2020-03-02' }, old).map((r) => r.text)).toEqual([
      '用工开始时间不能早于昨天',
    ]);
    expect(dateRefusals(form, old).map((r) => r.text)).toEqual(['用工开始时间不能早于昨天']);
  });
});

describe("a field shown by another field's value (ui:options.shownWhen)", () => {
  it('hides 版式 for 三图 and 无封面, shows it for 单图', async () => {
    const { shownUi } = await import('../../src/pages/form-logic');
    const ui = { showtype: { 'ui:widget': 'radio', 'ui:options': { shownWhen: { field: 'covertype', in: [1] } } } };
    expect(shownUi(ui, { covertype: 1 }).showtype['ui:widget']).toBe('radio');
    expect(shownUi(ui, { covertype: 2 }).showtype['ui:widget']).toBe('hidden');
    expect(shownUi(ui, { covertype: 3 }).showtype['ui:widget']).toBe('hidden');
  });
  it('shows a superior choice above an identity', async () => {
    const { shownUi } = await import('../../src/pages/form-logic');
    const ui = { cunId: { 'ui:options': { shownWhen: { field: 'role', above: 0 } } } };
    expect(shownUi(ui, {}).cunId['ui:widget']).toBe('hidden');
    expect(shownUi(ui, { role: 1 }).cunId['ui:widget']).toBeUndefined();
  });
});

describe('the errors a member sees', () => {
  it("drop ajv's if echo and move an entry's error to a list one widget draws", async () => {
    const { shownErrors } = await import('../../src/pages/form-logic');
    const errors = [
      { name: 'if', property: '', message: 'must match "then" schema', params: {} },
      { name: 'errorMessage', property: '.uploadFiles.0', message: '请上传活动图片', params: {} },
      { name: 'errorMessage', property: '.videos.0', message: '请上传活动视频', params: {} },
    ];
    const ui = { uploadFiles: { 'ui:widget': 'image-upload' }, videos: { items: { 'ui:widget': 'video-upload' } } };
    expect(shownErrors(errors, ui).map((e) => e.property)).toEqual(['.uploadFiles', '.videos.0']);
  });
  it("show the map pick's coordinates on the address the map fills", async () => {
    const { shownErrors } = await import('../../src/pages/form-logic');
    const ui = {
      address: { 'ui:widget': 'map-point', 'ui:options': { lngField: 'jingdu', latField: 'weidu' } },
      jingdu: { 'ui:widget': 'hidden' },
    };
    expect(
      shownErrors([{ name: 'errorMessage', property: '.jingdu', message: '请选择工作地点', params: {} }], ui).map(
        (e) => e.property,
      ),
    ).toEqual(['.address']);
  });
});

describe('listsDrawnWhole', () => {
  const list = (extra: object = {}) => ({
    type: 'array' as const,
    minItems: 1,
    items: { type: 'string' as const },
    ...extra,
  });
  const schema = {
    type: 'object' as const,
    properties: {
      tags: list({ uniqueItems: true }),
      pictures: list(),
      videos: list(),
      name: { type: 'string' as const },
    },
  };
  it('names the lists a widget draws whole, not those whose entries have their own widget', () => {
    const ui = {
      tags: { 'ui:widget': 'checks' },
      pictures: { 'ui:widget': 'image-upload' },
      videos: { items: { 'ui:widget': 'video-upload' } },
      name: { 'ui:widget': 'textarea' },
    };
    expect(listsDrawnWhole(schema, ui)).toEqual([schema.properties.tags, schema.properties.pictures]);
  });
});
