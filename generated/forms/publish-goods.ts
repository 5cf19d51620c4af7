// generated from spec/forms/publish-goods.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './publish-goods.validator.js';

export const form = {
  id: 'publish-goods',
  title: '发布商品',
  operation: 'releaseSourceGoods',
  buttons: [{ label: '立即发布', set: {} }],
  set: {},
  query: ['id'],
  from: { memberId: 'session.userId' },
  local: [],
  after: { serverMessage: true, back: true },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['people', 'phone', 'detailedInformation', 'imgs'],
    properties: {
      people: { type: 'string', title: '联系人' },
      phone: {
        type: 'string',
        title: '联系方式',
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { pattern: '联系方式不正确' },
      },
      detailedInformation: { type: 'string', title: '商品详细介绍' },
      imgs: { type: 'string', title: '商品图片' },
    },
    errorMessage: {
      required: {
        people: '请输入联系人',
        phone: '联系方式不正确',
        detailedInformation: '请输入商品详细介绍',
        imgs: '请上传商品图片',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['people', 'phone', 'detailedInformation', 'imgs', '*'],
    people: { 'ui:placeholder': '请输入联系人' },
    phone: { 'ui:placeholder': '请输入联系方式', 'ui:autocomplete': 'tel' },
    detailedInformation: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入商品详细介绍' },
    imgs: { 'ui:widget': 'image-upload', 'ui:options': { max: 9 } },
  },
  messages: [
    { field: 'people', rules: ['required'], text: '请输入联系人' },
    { field: 'phone', rules: ['required', 'pattern'], text: '联系方式不正确' },
    { field: 'detailedInformation', rules: ['required'], text: '请输入商品详细介绍' },
    { field: 'imgs', rules: ['required'], text: '请上传商品图片' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
