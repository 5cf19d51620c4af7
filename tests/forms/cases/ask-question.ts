import type { FormCase } from '../form-messages.test';

export const valid = {
  details: '毛尖第二泡还能喝吗？',
  pictures: '/__sandbox/uploads/q1.png,/__sandbox/uploads/q2.png',
  cover: '/__sandbox/uploads/q1.png',
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入问题' },
  { given: { ...valid, details: '毛尖？' }, want: '请输入5-30个字' },
  { given: { ...valid, details: '毛尖'.repeat(16) }, want: '请输入5-30个字' },
  { given: { ...valid, pictures: undefined }, want: '请上传图片' },
  { given: { ...valid, pictures: undefined, cover: undefined }, want: '请上传图片' },
  { given: { ...valid, cover: undefined }, want: '请设置封面' },
  { given: valid, want: null },
];
