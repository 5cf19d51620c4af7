import type { FormCase } from '../form-messages.test';

const valid = { headPic: '/upload/avatar.png', personInfo: '信阳毛尖的老茶客，爱喝明前茶。' };

export const cases: FormCase[] = [
  { given: { ...valid, personInfo: '老茶客' }, want: '简介长度为10到30个字' },
  { given: { ...valid, personInfo: '茶'.repeat(31) }, want: '简介长度为10到30个字' },
  { given: { ...valid, personInfo: '茶'.repeat(30) }, want: null },
  { given: { ...valid, personInfo: '茶'.repeat(10) }, want: null },
  { given: valid, want: null },
  // the avatar alone: the intro is left as it was
  { given: { headPic: '/upload/avatar.png' }, want: null },
];
