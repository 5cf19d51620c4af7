import type { FormCase } from '../form-messages.test';

export const valid = { type: 1, text: '希望增加茶园直播。', image: '/a.png,/b.png' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入反馈意见' },
  { given: { ...valid, text: '   ' }, want: '请输入反馈意见' },
  { given: { ...valid, image: undefined }, want: null },
  { given: valid, want: null },
];
