import type { FormCase } from '../form-messages.test';

export const valid = {
  chargeperson: '张丽',
  phone: '13800000002',
  name: '信阳毛尖茶业有限公司',
  companyPic: '/__sandbox/uploads/licence.png',
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入负责人' },
  { given: { ...valid, chargeperson: undefined }, want: '请输入负责人' },
  { given: { ...valid, phone: undefined }, want: '联系方式不正确' },
  { given: { ...valid, phone: '12800000002' }, want: '联系方式不正确' },
  { given: { ...valid, name: undefined }, want: '请输入企业名称' },
  { given: { ...valid, companyPic: undefined }, want: '请输入企业营业执照' },
  { given: { ...valid, phone: '138', name: undefined }, want: '联系方式不正确' },
  { given: { ...valid, coverPic: '/__sandbox/uploads/booth.png' }, want: null },
  { given: valid, want: null },
];
