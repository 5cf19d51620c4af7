import type { FormCase } from '../form-messages.test';

export const valid = { message: '谢谢支持！' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入回复内容' },
  { given: { ...valid, message: undefined }, want: '请输入回复内容' },
  { given: valid, want: null },
];
