import type { FormCase } from '../form-messages.test';

export const valid = { memberContent: '请问秋季茶园施什么肥？' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入要发送的消息' },
  { given: { ...valid, memberContent: ' \n ' }, want: '请输入要发送的消息' },
  { given: valid, want: null },
];
