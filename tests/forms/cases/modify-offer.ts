import type { FormCase } from '../form-messages.test';

export const valid = {
  business: '罗山县灵山茶业有限公司',
  offerPrice: '365000.50',
  people: '王小明',
  phone: '13800000001',
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入报价商' },
  { given: { ...valid, business: undefined }, want: '请输入报价商' },
  { given: { ...valid, offerPrice: undefined }, want: '请输入金额' },
  { given: { ...valid, offerPrice: '12.345' }, want: '金额最多保留两位小数' },
  { given: { ...valid, offerPrice: '1.2.3' }, want: '金额最多保留两位小数' },
  { given: { ...valid, people: undefined }, want: '请输入联系人' },
  { given: { ...valid, phone: undefined }, want: '联系方式不正确' },
  { given: { ...valid, phone: '13800000001x' }, want: '联系方式不正确' },
  { given: { ...valid, phone: '1', people: undefined }, want: '请输入联系人' },
  // an offer of nothing reads as no amount
  { given: { ...valid, offerPrice: '0' }, want: '请输入金额' },
  { given: { ...valid, offerPrice: '0.00' }, want: '请输入金额' },
  { given: { ...valid, offerPrice: '0.01' }, want: null },
  { given: { ...valid, offerPrice: '800' }, want: null },
  { given: valid, want: null },
];
