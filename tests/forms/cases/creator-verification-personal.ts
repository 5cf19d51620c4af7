import type { FormCase } from '../form-messages.test';

export const valid = {
  name: '茶友小王',
  idCardNo: '411502199005121234',
  personInfo: '爱喝信阳毛尖，周末常去茶园采茶。',
  headPic: '/__sandbox/uploads/head.png',
  idCardPic: '/__sandbox/uploads/idcard.png',
  agree: true,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入用户名' },
  { given: { ...valid, name: undefined, idCardNo: undefined }, want: '请输入用户名' },
  { given: { ...valid, idCardNo: undefined, personInfo: undefined }, want: '请输入身份证' },
  { given: { ...valid, personInfo: undefined, headPic: undefined }, want: '请输入简介' },
  { given: { ...valid, headPic: undefined, idCardPic: undefined }, want: '请上传头像' },
  { given: { ...valid, idCardPic: undefined, agree: undefined }, want: '请上传手持身份证' },
  { given: { ...valid, agree: undefined }, want: '请同意协议' },
  { given: { ...valid, agree: false }, want: '请同意协议' },
  // the length rule comes after the documented ones
  { given: { ...valid, personInfo: '爱茶', agree: undefined }, want: '请同意协议' },
  { given: { ...valid, personInfo: '爱茶' }, want: '简介长度为10-30个字' },
  { given: { ...valid, personInfo: '信阳毛尖'.repeat(8) }, want: '简介长度为10-30个字' },
  { given: valid, want: null },
];
