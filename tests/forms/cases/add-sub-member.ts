import type { FormCase } from '../form-messages.test';

const valid = { cqId: 'owner-1', userId: 'owner-1', name: '王德明', phone: '13976020001', role: 0, cun: '郝堂村' };

export const cases: FormCase[] = [
  { given: {}, want: '姓名不能为空' },
  { given: { ...valid, name: '' }, want: '姓名不能为空' },
  { given: { ...valid, phone: undefined }, want: '手机号不能为空' },
  { given: { ...valid, phone: '' }, want: '手机号不能为空' },
  { given: { ...valid, role: undefined }, want: '请选择身份' },
  { given: { ...valid, cun: undefined }, want: '请输入所在村名称' },
  // listed order, not screen order: the identity comes before the village name
  { given: { ...valid, role: undefined, cun: '' }, want: '请选择身份' },
  { given: valid, want: null },
  { given: { ...valid, role: 2, cunId: 'sub-1', groupId: 'sub-2' }, want: null },
];
