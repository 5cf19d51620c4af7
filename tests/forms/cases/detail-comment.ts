import type { FormCase } from '../form-messages.test';

export const valid = { joinId: 'article-1', type: '1', level: '0', userId: 'member-1', message: '写得真好，学到了！' };

export const cases: FormCase[] = [
  { given: {}, want: '您还没有输入内容哟!' },
  { given: { ...valid, level: '1', commentId: 'comment-1', message: undefined }, want: '您还没有输入内容哟!' },
  { given: valid, want: null },
];
