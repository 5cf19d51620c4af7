import type { FormCase } from '../form-messages.test';

export const cases: FormCase[] = [
  { given: {}, want: '请输入账号' },
  { given: { userpass: 'x' }, want: '请输入账号' },
  { given: { username: 'chayou' }, want: '请输入密码' },
  { given: { username: 'chayou', userpass: 'Tea12345' }, want: null },
];
