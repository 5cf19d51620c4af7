import type { FormCase } from '../form-messages.test';

export const valid = {
  contactName: '周师傅',
  contactPhone: '13763760001',
  jobName: '采茶工/拣茶工',
  number: 12,
  xinziStatus: 0,
  xinzi: 150,
  xinziType: 1,
  jiexinfangshi: 0,
  shanggangStatus: 0,
  ygkssj: '2099-04-01',
  ygjssj: '2099-04-30',
  address: '河南省信阳市浉河区董家河镇车云山村',
  jingdu: 113.9312,
  weidu: 32.2035,
  gzDescribe: '采摘明前茶，一芽一叶初展。',
  chayuanName: '车云山茶园',
  yscyWorkImageEntities: [{ image: '/upload/garden.png' }],
  promise: true,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入联系人姓名' },
  { given: { ...valid, contactName: undefined }, want: '请输入联系人姓名' },
  { given: { ...valid, contactPhone: undefined }, want: '请输入联系电话' },
  // no phone format check on this form (seed 3 §5)
  { given: { ...valid, contactPhone: '03766201234' }, want: null },
  { given: { ...valid, jobName: undefined }, want: '请添加职位名称' },
  { given: { ...valid, number: undefined }, want: '请输入招聘人数' },
  { given: { ...valid, number: 0 }, want: '请输入招聘人数' },
  { given: { ...valid, xinzi: 0 }, want: '请输入薪资待遇' },
  // pay and dates are required by the `else` of their switch, with the documented texts
  { given: { ...valid, xinzi: undefined }, want: '请输入薪资待遇' },
  { given: { ...valid, xinziStatus: undefined, xinzi: undefined }, want: '请输入薪资待遇' },
  { given: { ...valid, ygkssj: undefined }, want: '请选择用工开始时间' },
  { given: { ...valid, ygjssj: undefined }, want: '请选择用工结束时间' },
  { given: { ...valid, ygkssj: undefined, ygjssj: undefined }, want: '请选择用工开始时间' },
  // negotiable pay needs no amount; starting immediately needs no dates
  { given: { ...valid, xinziStatus: 1, xinzi: undefined }, want: null },
  { given: { ...valid, shanggangStatus: 1, ygkssj: undefined, ygjssj: undefined }, want: null },
  { given: { ...valid, jiexinfangshi: undefined }, want: '请选择结薪方式' },
  { given: { ...valid, ygkssj: '4月1日' }, want: '请选择用工开始时间' },
  { given: { ...valid, ygjssj: '2099/04/30' }, want: '请选择用工结束时间' },
  { given: { ...valid, jingdu: undefined, weidu: undefined }, want: '请选择工作地点' },
  { given: { ...valid, address: undefined }, want: '请输入详细地址' },
  { given: { ...valid, gzDescribe: undefined }, want: '请输入工作描述' },
  { given: { ...valid, chayuanName: undefined }, want: '请输入茶园名称' },
  { given: { ...valid, yscyWorkImageEntities: [] }, want: '请上传茶园介绍' },
  // the picture entry rjsf adds, its image not uploaded: the field's text, not ajv's must have required property '图片'
  { given: { ...valid, yscyWorkImageEntities: [{}] }, want: '请上传茶园介绍' },
  { given: { ...valid, number: 1.5 }, want: '请输入招聘人数' },
  { given: { ...valid, yscyWorkImageEntities: undefined }, want: '请上传茶园介绍' },
  { given: { ...valid, promise: false }, want: '请先同意承诺' },
  // documented order, not field order
  { given: { ...valid, chayuanName: undefined, jobName: undefined }, want: '请添加职位名称' },
  { given: { ...valid, promise: false, jiexinfangshi: undefined, number: 0 }, want: '请输入招聘人数' },
  { given: { ...valid, xinzi: undefined, jiexinfangshi: undefined }, want: '请输入薪资待遇' },
  { given: { ...valid, jiexinfangshi: undefined, ygkssj: undefined }, want: '请选择结薪方式' },
  { given: { ...valid, ygjssj: undefined, jingdu: undefined, weidu: undefined }, want: '请选择用工结束时间' },
  {
    given: {
      ...valid,
      xinziStatus: 1,
      xinzi: undefined,
      shanggangStatus: 1,
      ygkssj: undefined,
      ygjssj: undefined,
      address: undefined,
    },
    want: '请输入详细地址',
  },
  // dates: not before yesterday, the end not before the start (x-notBefore)
  { given: { ...valid, ygkssj: '2020-04-01' }, want: '用工开始时间不能早于昨天' },
  { given: { ...valid, ygjssj: '2099-03-31' }, want: '用工结束时间不能早于开始时间' },
  { given: { ...valid, ygjssj: valid.ygkssj }, want: null },
  { given: valid, want: null },
];
