import type { FormCase } from '../form-messages.test';

export const valid = { password: 'Tea123456' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入6-20位密码' },
  { given: { ...valid, password: '12345' }, want: '请输入6-20位密码' },
  { given: { ...valid, password: '1'.repeat(21) }, want: '请输入6-20位密码' },
  { given: { ...valid, password: '123456' }, want: null },
  { given: valid, want: null },
];
