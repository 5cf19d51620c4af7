import type { FormCase } from '../form-messages.test';

export const valid = { message: '写得真好，学到了！' };

export const cases: FormCase[] = [
  { given: {}, want: '您还没有输入内容哟!' },
  { given: valid, want: null },
];
