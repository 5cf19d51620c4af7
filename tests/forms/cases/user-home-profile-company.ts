import type { FormCase } from '../form-messages.test';

const valid = { headurl: '/upload/logo.png', info: '专注信阳毛尖种植、加工与销售二十年。' };

export const cases: FormCase[] = [
  { given: { ...valid, info: '信阳毛尖' }, want: '简介长度为10到30个字' },
  { given: { ...valid, info: '茶'.repeat(31) }, want: '简介长度为10到30个字' },
  { given: valid, want: null },
  { given: { headurl: '/upload/logo.png' }, want: null },
];
