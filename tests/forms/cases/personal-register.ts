import type { FormCase } from '../form-messages.test';

export const valid = {
  realName: '赵茶农',
  identity: '411502199001011234',
  phone: '13912345678',
  code: '123456',
  password: 'Green2026',
  newPassword: 'Green2026',
  agree: true,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入包括数字和字母、长度8到16位的密码组合' },
  {
    given: { ...valid, password: '12345678', newPassword: '12345678' },
    want: '请输入包括数字和字母、长度8到16位的密码组合',
  },
  { given: { ...valid, newPassword: 'Green2027' }, want: '两次密码不一致' },
  { given: { ...valid, identity: '41150219900101123' }, want: '证件格式不正确' },
  { given: { ...valid, phone: '1391234567' }, want: '手机号格式不正确' },
  { given: { ...valid, agree: false }, want: '请阅读并同意协议' },
  { given: { ...valid, agree: undefined }, want: '请阅读并同意协议' },
  { given: { ...valid, code: 'abcdef' }, want: '请输入6位验证码' },
  { given: { ...valid, realName: undefined }, want: '请输入真实姓名' },
  // documented order, not field order: the identity rule comes before the phone rule
  { given: { ...valid, identity: '1', phone: '1' }, want: '证件格式不正确' },
  { given: valid, want: null },
];
