import type { FormCase } from '../form-messages.test';

export const valid = { old_password: 'Tea12345', new_password: 'Green2025', confirmPassword: 'Green2025' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入原密码' },
  { given: { ...valid, old_password: undefined, new_password: '1' }, want: '请输入原密码' },
  { given: { ...valid, new_password: undefined, confirmPassword: undefined }, want: '请输入6-20位密码' },
  { given: { ...valid, new_password: '12345', confirmPassword: '12345' }, want: '请输入6-20位密码' },
  { given: { ...valid, new_password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) }, want: '请输入6-20位密码' },
  { given: { ...valid, confirmPassword: 'Green2026' }, want: '新密码不一致' },
  { given: { ...valid, confirmPassword: undefined }, want: '新密码不一致' },
  { given: valid, want: null },
];
