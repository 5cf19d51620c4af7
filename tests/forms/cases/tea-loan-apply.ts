import type { FormCase } from '../form-messages.test';

export const valid = {
  name: '周建华',
  phone: '13976010000',
  area: 12.5,
  year: 2012,
  varieties: '信阳10号',
  yield: 800,
  idCard: '411502199005121230',
  county: '浉河区',
  city: '董家河镇',
  address: '车云山村三组',
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入茶农姓名' },
  { given: { ...valid, name: undefined }, want: '请输入茶农姓名' },
  { given: { ...valid, phone: undefined }, want: '联系电话格式不正确' },
  { given: { ...valid, phone: '1397601000' }, want: '联系电话格式不正确' },
  { given: { ...valid, area: undefined }, want: '请输入茶园面积' },
  { given: { ...valid, area: 0 }, want: '请输入茶园面积' },
  { given: { ...valid, year: undefined }, want: '请输入定值年份' },
  { given: { ...valid, year: 12 }, want: '请输入定值年份' },
  { given: { ...valid, varieties: undefined }, want: '请输入种植品种' },
  { given: { ...valid, yield: undefined }, want: '请输入当年预估产量' },
  { given: { ...valid, yield: -1 }, want: '请输入当年预估产量' },
  { given: { ...valid, idCard: undefined }, want: '请输入茶农身份证号' },
  { given: { ...valid, idCard: '41150219900512123' }, want: '茶农身份证号格式不正确' },
  // GB 11643: the 18th character is the check character of the first 17 (0 here, X for 11010519491231002)
  { given: { ...valid, idCard: '411502199005121231' }, want: '茶农身份证号格式不正确' },
  { given: { ...valid, idCard: '110105194912310021' }, want: '茶农身份证号格式不正确' },
  { given: { ...valid, idCard: '11010519491231002x' }, want: null },
  { given: { ...valid, county: undefined, city: undefined }, want: '请输入茶园所在县域' },
  { given: { ...valid, county: '信阳市', city: undefined }, want: '请输入茶园所在县域' },
  { given: { ...valid, city: undefined }, want: '请输入茶园所在乡镇' },
  { given: { ...valid, address: undefined }, want: '请输入茶园地址' },
  // documented order: the ID number before the county and after the yield
  { given: { ...valid, county: undefined, idCard: 'x' }, want: '茶农身份证号格式不正确' },
  { given: { ...valid, idCard: undefined, yield: undefined }, want: '请输入当年预估产量' },
  // each county offers its own townships; another county's township reads as not entered
  { given: { ...valid, county: '商城县', city: '长竹园乡' }, want: null },
  { given: { ...valid, county: '商城县' }, want: '请输入茶园所在乡镇' },
  { given: { ...valid, city: '不存在镇' }, want: '请输入茶园所在乡镇' },
  { given: { ...valid, county: '商城县', address: undefined }, want: '请输入茶园所在乡镇' },
  { given: valid, want: null },
];
