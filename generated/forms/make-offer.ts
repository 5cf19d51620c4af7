// generated from spec/forms/make-offer.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './make-offer.validator.js';

export const form = {
  id: 'make-offer',
  title: '立即报价',
  operation: 'makeOffer',
  buttons: [{ label: '提交报价', set: {} }],
  set: {},
  query: [],
  from: { memberId: 'session.userId', wantBuyId: 'host.wantBuyId' },
  local: [],
  after: { serverMessage: true },
  load: { params: { memberId: 'session.userId', wantBuyId: 'host.wantBuyId' }, operation: 'getMyOffer' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['business', 'offerPrice', 'people', 'phone'],
    properties: {
      business: { type: 'string', title: '报价商家' },
      offerPrice: {
        type: 'string',
        title: '报价金额（元）',
        pattern: '^\\d+(\\.\\d{1,2})?$',
        not: { pattern: '^0*(\\.0*)?$' },
        errorMessage: { pattern: '金额最多保留两位小数', not: '请输入金额' },
      },
      people: { type: 'string', title: '联系人' },
      phone: {
        type: 'string',
        title: '联系方式',
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { pattern: '联系方式不正确' },
      },
    },
    errorMessage: {
      required: { business: '请输入报价商', offerPrice: '请输入金额', people: '请输入联系人', phone: '联系方式不正确' },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['business', 'offerPrice', 'people', 'phone', '*'],
    business: { 'ui:placeholder': '请输入报价商' },
    offerPrice: { 'ui:placeholder': '请输入金额' },
    people: { 'ui:placeholder': '请输入联系人' },
    phone: { 'ui:placeholder': '请输入联系方式', 'ui:autocomplete': 'tel' },
  },
  messages: [
    { field: 'business', rules: ['required'], text: '请输入报价商' },
    { field: 'offerPrice', rules: ['required'], text: '请输入金额' },
    { field: 'offerPrice', rules: ['pattern'], text: '金额最多保留两位小数' },
    { field: 'offerPrice', rules: ['not'], text: '请输入金额' },
    { field: 'people', rules: ['required'], text: '请输入联系人' },
    { field: 'phone', rules: ['required', 'pattern'], text: '联系方式不正确' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
