import type { FormCase } from '../form-messages.test';

export const valid = { expertId: 'honour-1', memberid: 'member-1', content: '向老一辈茶人致敬！' };

export const cases: FormCase[] = [
  { given: {}, want: '您还没有输入内容哟!' },
  { given: { ...valid, content: '  ' }, want: '您还没有输入内容哟!' },
  // a reply names its parent comment and author
  { given: { ...valid, contentId: 'comment-1', toMemberId: 'member-2' }, want: null },
  { given: valid, want: null },
];
