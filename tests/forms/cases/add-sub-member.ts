import type { FormCase } from '../form-messages.test';

const valid = { name: '王德明', phone: '13976020001', role: 0, cun: '郝堂村' };

export const cases: FormCase[] = [
  { given: {}, want: '姓名不能为空' },
  { given: { ...valid, name: '' }, want: '姓名不能为空' },
  { given: { ...valid, phone: undefined }, want: '手机号不能为空' },
  { given: { ...valid, phone: '' }, want: '手机号不能为空' },
  // seed 1 §5's general phone: 11 digits, 1 then 3-9
  { given: { ...valid, phone: 'abc' }, want: '手机号格式不正确' },
  { given: { ...valid, phone: '1397602000' }, want: '手机号格式不正确' },
  { given: { ...valid, phone: '12976020001' }, want: '手机号格式不正确' },
  { given: { ...valid, role: undefined }, want: '请选择身份' },
  { given: { ...valid, cun: undefined }, want: '请输入所在村名称' },
  // listed order, not screen order: the identity comes before the village name
  { given: { ...valid, role: undefined, cun: '' }, want: '请选择身份' },
  // a group head needs a village head, a tea farmer a group head too
  { given: { ...valid, role: 1 }, want: '请选择所属村长' },
  { given: { ...valid, role: 1, cunId: 'sub-1' }, want: null },
  { given: { ...valid, role: 2 }, want: '请选择所属村长' },
  { given: { ...valid, role: 2, cunId: 'sub-1' }, want: '请选择所属组长' },
  { given: { ...valid, role: 2, groupId: 'sub-2' }, want: '请选择所属村长' },
  // the documented rules first
  { given: { ...valid, role: 2, cun: '' }, want: '请输入所在村名称' },
  { given: valid, want: null },
  { given: { ...valid, role: 2, cunId: 'sub-1', groupId: 'sub-2' }, want: null },
];
