import type { FormCase } from '../form-messages.test';

const ok = { isCompany: 0, phone: '13800000001', code: '123456', password: 'abc12345', newPassword: 'abc12345' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入包括数字和字母、长度8到16位的密码组合' },
  {
    given: { ...ok, password: 'abcdefgh', newPassword: 'abcdefgh' },
    want: '请输入包括数字和字母、长度8到16位的密码组合',
  },
  {
    given: { ...ok, password: 'abc1234', newPassword: 'abc1234' },
    want: '请输入包括数字和字母、长度8到16位的密码组合',
  },
  {
    given: { ...ok, password: 'abc1234567890abcd', newPassword: 'abc1234567890abcd' },
    want: '请输入包括数字和字母、长度8到16位的密码组合',
  },
  { given: { ...ok, newPassword: 'abc12346' }, want: '密码不一致' },
  { given: { ...ok, newPassword: undefined }, want: '密码不一致' },
  { given: { ...ok, phone: '12800000001' }, want: '手机号格式不正确' },
  { given: { ...ok, code: '12345' }, want: '请输入6位验证码' },
  { given: ok, want: null },
];
