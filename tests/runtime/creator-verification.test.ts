import { describe, expect, it } from 'vitest';
import {
  conflictOf,
  editInitialOf,
  kindOfType,
  maskIdCard,
  mayChange,
  stageOf,
  type EnterpriseRecord,
  type PersonRecord,
} from '../../src/lib/creator-verification';

// The creator-verification page's decisions (seed 1 §3–§6).
const person: PersonRecord = {
  id: 'p1',
  userId: 'u1',
  type: 2,
  name: '茶友小王',
  idCardNo: '411502199005121234',
  attestation: '个人认证：茶友小王',
  personInfo: '爱喝信阳毛尖，周末常去茶园采茶。',
  headPic: '/a.png',
  idCardPic: '/b.png',
  checkStatus: 0,
};
const enterprise: EnterpriseRecord = {
  id: 'e1',
  userId: 'u2',
  type: 1,
  name: '张丽',
  idCardNo: '411503197803150021',
  attestation: '企业认证：信阳毛尖茶业有限公司',
  companyInfo: '专注信阳毛尖种植、加工与销售二十年。',
  headPic: '/h.png',
  idCardPic: '/i.png',
  companyName: '信阳毛尖茶业有限公司',
  licenseFile: '/l.png',
  province: '河南省',
  city: '信阳市',
  county: '平桥区',
  address: '羊山新区茶城路18号',
  checkStatus: 1,
};

describe('which record a login reads', () => {
  it('is the enterprise one for a company (1) and a sub-user (3), else the personal one', () => {
    expect(kindOfType(1)).toBe('enterprise');
    expect(kindOfType(3)).toBe('enterprise');
    expect(kindOfType(2)).toBe('person');
    expect(kindOfType(0)).toBe('person');
  });
  it('may be changed by anyone but a sub-user', () => {
    expect(mayChange(1)).toBe(true);
    expect(mayChange(2)).toBe(true);
    expect(mayChange(3)).toBe(false);
  });
});

describe('the account-kind conflict', () => {
  it('refuses enterprise verification to a personal login and to a sub-user', () => {
    expect(conflictOf('enterprise', { isCompany: false, type: 2 })).toBe('权限不足，请使用法人账号登录后进行认证');
    expect(conflictOf('enterprise', { isCompany: true, type: 3 })).toBe('权限不足，请使用法人账号登录后进行认证');
    expect(conflictOf('enterprise', { isCompany: true, type: 1 })).toBeUndefined();
  });
  it('refuses personal verification to a company login', () => {
    expect(conflictOf('person', { isCompany: true, type: 1 })).toBe('权限不足，请使用个人账号登录后进行认证');
    expect(conflictOf('person', { isCompany: false, type: 2 })).toBeUndefined();
  });
});

describe('the step a record means', () => {
  it('is the choice without a record, review at 0 and 2, verified at 1', () => {
    expect(stageOf(undefined)).toEqual({ step: 0 });
    expect(stageOf(person)).toEqual({ step: 2, status: 'waiting', record: person });
    expect(stageOf({ ...person, checkStatus: 2, checkRemarks: '资料不清晰' })).toMatchObject({
      step: 2,
      status: 'rejected',
    });
    expect(stageOf(enterprise)).toEqual({ step: 3, record: enterprise });
  });
});

describe('maskIdCard', () => {
  it('keeps the first and last four of an ID number', () => {
    expect(maskIdCard('411503197803150021')).toBe('4115**********0021');
    expect(maskIdCard('41150378031502X')).toBe('4115*******502X');
  });
  it('hides short values almost entirely', () => {
    expect(maskIdCard('12345678')).toBe('1******8');
    expect(maskIdCard('12')).toBe('**');
  });
});

describe('editInitialOf', () => {
  it('prefills the personal form with the record fields, agreement unticked', () => {
    expect(editInitialOf(person)).toEqual({
      name: '茶友小王',
      idCardNo: '411502199005121234',
      headPic: '/a.png',
      idCardPic: '/b.png',
      personInfo: '爱喝信阳毛尖，周末常去茶园采茶。',
    });
  });
  it('prefills the enterprise form, the region picker included', () => {
    expect(editInitialOf(enterprise)).toMatchObject({
      companyName: '信阳毛尖茶业有限公司',
      region: '河南省,信阳市,平桥区',
      province: '河南省',
      county: '平桥区',
      address: '羊山新区茶城路18号',
    });
    expect(editInitialOf(enterprise)).not.toHaveProperty('agree');
  });
  it('leaves out empty values so their required messages still fire', () => {
    const initial = editInitialOf({ ...enterprise, province: '', city: '', county: '' });
    expect(initial).not.toHaveProperty('region');
    expect(initial).not.toHaveProperty('province');
  });
});
