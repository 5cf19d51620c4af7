import type { FormCase } from '../form-messages.test';

export const valid = {
  realName: '王小明',
  sex: '男',
  identity: '411502199005121234',
  info: '爱喝信阳毛尖，周末常去茶园采茶。',
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入真实姓名' },
  { given: { ...valid, realName: undefined, sex: undefined }, want: '请输入真实姓名' },
  { given: { ...valid, sex: undefined }, want: '请选择性别' },
  { given: { ...valid, identity: '41150219900512123' }, want: '身份证格式不正确' },
  { given: { ...valid, identity: '411502199013121234' }, want: '身份证格式不正确' },
  { given: { ...valid, info: '爱喝毛尖' }, want: '个人简介为10-30个字' },
  { given: { ...valid, info: '信阳毛尖'.repeat(8) }, want: '个人简介为10-30个字' },
  // the ID number is checked only when filled, and a 15-digit one is valid
  { given: { ...valid, identity: undefined }, want: null },
  { given: { ...valid, identity: '411502900512123' }, want: null },
  { given: { ...valid, identity: '41150219900512123x' }, want: null },
  { given: valid, want: null },
];
