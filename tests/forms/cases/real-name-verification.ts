import type { FormCase } from '../form-messages.test';

export const valid = {
  idcardPositivePic: '/__sandbox/uploads/front.png',
  idcardBackPic: '/__sandbox/uploads/back.png',
  idcardRealName: '王小明',
  idcardNo: '411502199005121234',
};

export const cases: FormCase[] = [
  { given: {}, want: '请上传身份证人像面' },
  { given: { ...valid, idcardPositivePic: undefined, idcardNo: '1' }, want: '请上传身份证人像面' },
  { given: { ...valid, idcardBackPic: undefined }, want: '请上传身份证国徽面' },
  { given: { ...valid, idcardRealName: undefined }, want: '请输入真实姓名' },
  { given: { ...valid, idcardNo: undefined }, want: '请输入身份证号' },
  { given: { ...valid, idcardNo: '41150219900512123' }, want: '请输入正确的身份证号' },
  { given: { ...valid, idcardNo: '011502199005121234' }, want: '请输入正确的身份证号' },
  { given: valid, want: null },
];
