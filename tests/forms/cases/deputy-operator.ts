import type { FormCase } from '../form-messages.test';

export const valid = {
  name: '周明',
  idCardNo: '411502198807156012',
  phone: '13800000101',
  isWork: 1,
  isToutiao: 0,
  isActivity: 1,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入姓名' },
  { given: { ...valid, name: undefined, phone: '1' }, want: '请输入姓名' },
  { given: { ...valid, idCardNo: undefined }, want: '身份证号格式不正确' },
  // only the length is checked (seed 1 §5)
  { given: { ...valid, idCardNo: '41150219880715601' }, want: '身份证号格式不正确' },
  { given: { ...valid, idCardNo: 'abcdefghijklmnopqr' }, want: null },
  { given: { ...valid, phone: undefined }, want: '联系电话格式不正确' },
  { given: { ...valid, phone: '23800000101' }, want: '联系电话格式不正确' },
  { given: { ...valid, phone: '1380000010' }, want: '联系电话格式不正确' },
  { given: { ...valid, phone: '12000000101' }, want: null },
  { given: valid, want: null },
];
