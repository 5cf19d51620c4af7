import type { FormCase } from '../form-messages.test';

export const valid = { content: '向老一辈茶人致敬！' };

export const cases: FormCase[] = [
  { given: {}, want: '您还没有输入内容哟!' },
  { given: { ...valid, content: '  ' }, want: '您还没有输入内容哟!' },
  { given: valid, want: null },
];
