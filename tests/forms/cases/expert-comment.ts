import type { FormCase } from '../form-messages.test';

export const valid = { star: 5, label: ['专业权威'], content: '讲解很细致，问题解决了。' };

export const cases: FormCase[] = [
  { given: {}, want: '请选择评论标签' },
  { given: { ...valid, label: [] }, want: '请选择评论标签' },
  { given: { ...valid, label: [], content: '' }, want: '请选择评论标签' },
  { given: { ...valid, content: undefined }, want: '您还没有输入内容哟!' },
  { given: { ...valid, content: '   ' }, want: '您还没有输入内容哟!' },
  { given: { ...valid, star: 0 }, want: '请选择评分' },
  { given: { ...valid, star: 6, label: [] }, want: '请选择评分' },
  { given: { ...valid, star: undefined }, want: null },
  { given: valid, want: null },
];
