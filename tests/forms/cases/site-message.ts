import type { FormCase } from '../form-messages.test';

export const valid = { title: '茶文化节开幕时间', content: '请问今年茶文化节什么时候开幕？', userName: '游客李' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入留言标题' },
  { given: { ...valid, title: ' ', content: undefined }, want: '请输入留言标题' },
  { given: { ...valid, content: undefined, userName: undefined }, want: '请输入留言内容' },
  { given: { ...valid, userName: '  ' }, want: '请输入您的姓名' },
  { given: valid, want: null },
];
