// generated from spec/forms/publish-want-buy.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './publish-want-buy.validator.js';

export const form = {
  id: 'publish-want-buy',
  title: '发布采购信息',
  operation: 'releaseWantBuy',
  buttons: [{ label: '立即发布', set: {} }],
  set: {},
  query: ['id'],
  from: { memberId: 'session.userId' },
  local: [],
  after: { serverMessage: true, back: true },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: [
      'enterpriseImg',
      'enterpriseName',
      'contacts',
      'contactInformation',
      'endTime',
      'goodName',
      'purchaseVolume',
      'address',
    ],
    properties: {
      enterpriseImg: { type: 'string', title: '企业照片' },
      enterpriseName: { type: 'string', title: '企业名称' },
      contacts: { type: 'string', title: '联系人' },
      contactInformation: { type: 'string', title: '联系方式', pattern: '^1[3-9]\\d{9}$', errorMessage: { pattern: '联系方式不正确' } },
      endTime: {
        type: 'string',
        title: '报名截止日期',
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        errorMessage: { pattern: '请选择报名截止日期' },
      },
      takeDeliveryTime: { type: 'string', title: '期望收货时间', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      goodName: { type: 'string', title: '采购产品名称' },
      purchaseVolume: { type: 'string', title: '采购量' },
      address: { type: 'string', title: '收货地址' },
      goodDescribe: { type: 'string', title: '产品描述' },
      offerRequirement: { type: 'string', title: '报价要求' },
      invoiceRequirement: { type: 'string', title: '发票要求' },
      transactionMode: { type: 'string', title: '交易方式' },
      supplement: { type: 'string', title: '补充说明' },
    },
    errorMessage: {
      required: {
        enterpriseImg: '请上传企业照片',
        enterpriseName: '请输入企业名称',
        contacts: '请输入联系人',
        contactInformation: '请输入联系方式',
        endTime: '请选择报名截止日期',
        goodName: '请输入采购产品名称',
        purchaseVolume: '请输入采购量',
        address: '请输入收货地址',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': [
      'enterpriseImg',
      'enterpriseName',
      'contacts',
      'contactInformation',
      'endTime',
      'takeDeliveryTime',
      'goodName',
      'purchaseVolume',
      'address',
      'goodDescribe',
      'offerRequirement',
      'invoiceRequirement',
      'transactionMode',
      'supplement',
      '*',
    ],
    enterpriseImg: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    enterpriseName: { 'ui:placeholder': '请输入企业名称' },
    contacts: { 'ui:placeholder': '请输入联系人' },
    contactInformation: { 'ui:placeholder': '请输入联系方式', 'ui:autocomplete': 'tel' },
    endTime: { 'ui:widget': 'date' },
    takeDeliveryTime: { 'ui:widget': 'date' },
    goodName: { 'ui:placeholder': '如：信阳毛尖·明前特级' },
    purchaseVolume: { 'ui:placeholder': '如：500斤' },
    address: { 'ui:placeholder': '请输入收货地址' },
    goodDescribe: { 'ui:widget': 'textarea' },
    supplement: { 'ui:widget': 'textarea' },
  },
  messages: [
    { field: 'enterpriseImg', rules: ['required'], text: '请上传企业照片' },
    { field: 'enterpriseName', rules: ['required'], text: '请输入企业名称' },
    { field: 'contacts', rules: ['required'], text: '请输入联系人' },
    { field: 'contactInformation', rules: ['required'], text: '请输入联系方式' },
    { field: 'contactInformation', rules: ['pattern'], text: '联系方式不正确' },
    { field: 'endTime', rules: ['required', 'pattern'], text: '请选择报名截止日期' },
    { field: 'goodName', rules: ['required'], text: '请输入采购产品名称' },
    { field: 'purchaseVolume', rules: ['required'], text: '请输入采购量' },
    { field: 'address', rules: ['required'], text: '请输入收货地址' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
