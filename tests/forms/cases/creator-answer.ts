import type { FormCase } from '../form-messages.test';

export const valid = { details: '八十度左右的水最好。', file: '/__sandbox/uploads/a.png' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入回答' },
  { given: { ...valid, details: undefined }, want: '请输入回答' },
  // seed 2's dialog wants an image as well as the text
  { given: { ...valid, file: undefined }, want: '请上传图片' },
  { given: valid, want: null },
];
