import type { FormCase } from '../form-messages.test';

export const valid = {
  people: '张丽',
  phone: '13800000002',
  detailedInformation: '2025年明前信阳毛尖特级，现货200斤。',
  imgs: '/upload/a.png,/upload/b.png',
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入联系人' },
  { given: { ...valid, people: undefined }, want: '请输入联系人' },
  { given: { ...valid, phone: undefined }, want: '联系方式不正确' },
  { given: { ...valid, phone: '12345678901' }, want: '联系方式不正确' },
  { given: { ...valid, detailedInformation: undefined }, want: '请输入商品详细介绍' },
  { given: { ...valid, imgs: undefined }, want: '请上传商品图片' },
  { given: { ...valid, imgs: undefined, phone: '1' }, want: '联系方式不正确' },
  { given: valid, want: null },
];
