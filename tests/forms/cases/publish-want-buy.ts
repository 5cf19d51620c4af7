import type { FormCase } from '../form-messages.test';

export const valid = {
  enterpriseImg: '/upload/company.png',
  enterpriseName: '信阳毛尖茶业有限公司',
  contacts: '张丽',
  contactInformation: '13800000002',
  endTime: '2099-05-01',
  goodName: '信阳毛尖·明前特级',
  purchaseVolume: '500斤',
  address: '河南省信阳市平桥区茶城大道88号',
};

export const cases: FormCase[] = [
  { given: { ...valid, endTime: '2020-05-01' }, want: '报名截止日期不能早于昨天' },
  // 30 days back: refused by the form, not first by the server (seed 3 §5)
  { given: { ...valid, takeDeliveryTime: '2020-05-01' }, want: '期望收货时间不能早于昨天' },
  { given: {}, want: '请上传企业照片' },
  { given: { ...valid, enterpriseImg: undefined }, want: '请上传企业照片' },
  { given: { ...valid, enterpriseName: undefined }, want: '请输入企业名称' },
  { given: { ...valid, contacts: undefined }, want: '请输入联系人' },
  { given: { ...valid, contactInformation: undefined }, want: '请输入联系方式' },
  { given: { ...valid, contactInformation: '12800000002' }, want: '联系方式不正确' },
  { given: { ...valid, contactInformation: '1380000000' }, want: '联系方式不正确' },
  { given: { ...valid, endTime: undefined }, want: '请选择报名截止日期' },
  { given: { ...valid, takeDeliveryTime: '2099-5-1' }, want: '请选择期望收货时间' },
  { given: { ...valid, endTime: '5月1日' }, want: '请选择报名截止日期' },
  { given: { ...valid, goodName: undefined }, want: '请输入采购产品名称' },
  { given: { ...valid, purchaseVolume: undefined }, want: '请输入采购量' },
  { given: { ...valid, address: undefined }, want: '请输入收货地址' },
  // documented order: the phone pattern before the end date, the photo before everything
  { given: { ...valid, endTime: undefined, contactInformation: '123' }, want: '联系方式不正确' },
  { given: { ...valid, address: undefined, enterpriseImg: undefined }, want: '请上传企业照片' },
  // the optional fields
  { given: { ...valid, takeDeliveryTime: '2099-05-20', goodDescribe: '一芽一叶', supplement: '可寄样' }, want: null },
  { given: valid, want: null },
];
