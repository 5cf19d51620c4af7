import type { FormCase } from '../form-messages.test';

export const cases: FormCase[] = [
  { given: {}, want: '请输入手机号' },
  { given: { phone: '123' }, want: '请输入验证码' },
  { given: { phone: '123', code: '123456' }, want: '请输入正确手机号' },
  { given: { phone: '23800000001', code: '123456' }, want: '请输入正确手机号' },
  // the login check only asks for 11 digits starting with 1 (seed 1 §5)
  { given: { phone: '12000000001', code: '123456' }, want: null },
];
