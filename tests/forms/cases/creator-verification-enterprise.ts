import type { FormCase } from '../form-messages.test';

export const valid = {
  name: '张丽',
  idCardNo: '411503197803150021',
  companyInfo: '专注信阳毛尖种植、加工与销售二十年。',
  headPic: '/__sandbox/uploads/head.png',
  idCardPic: '/__sandbox/uploads/idcard.png',
  companyName: '信阳毛尖茶业有限公司',
  licenseFile: '/__sandbox/uploads/license.png',
  province: '河南省',
  city: '信阳市',
  county: '平桥区',
  address: '羊山新区茶城路18号',
  agree: true,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入用户名' },
  { given: { ...valid, name: undefined, address: undefined }, want: '请输入用户名' },
  { given: { ...valid, idCardNo: undefined, companyName: undefined }, want: '请输入身份证' },
  { given: { ...valid, companyInfo: undefined, headPic: undefined }, want: '请输入简介' },
  { given: { ...valid, headPic: undefined, licenseFile: undefined }, want: '请上传头像' },
  { given: { ...valid, idCardPic: undefined, companyName: undefined }, want: '请上传手持身份证' },
  { given: { ...valid, companyName: undefined, licenseFile: undefined }, want: '请输入企业名称' },
  { given: { ...valid, licenseFile: undefined, address: undefined }, want: '请上传营业执照' },
  { given: { ...valid, address: undefined, agree: undefined }, want: '请输入详细地址' },
  { given: { ...valid, agree: undefined }, want: '请同意协议' },
  { given: { ...valid, companyInfo: '毛尖' }, want: '简介长度为10-30个字' },
  // the region has no check
  { given: { ...valid, province: undefined, city: undefined, county: undefined }, want: null },
  { given: valid, want: null },
];
