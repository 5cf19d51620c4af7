// generated from spec/forms/exhibitor-signup.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './exhibitor-signup.validator.js';

export const form = {
  id: 'exhibitor-signup',
  title: '展商报名',
  operation: 'activitySignUp',
  buttons: [{ label: '立即报名', set: {} }],
  set: {},
  query: [],
  from: { activityId: 'query.id', memberId: 'session.userId' },
  local: [],
  after: { dialog: '报名成功，请在报名期内完善展品信息' },
  notice: { params: { type: 3 }, operation: 'getInfo', field: 'content' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['chargeperson', 'phone', 'name', 'companyPic'],
    properties: {
      chargeperson: { type: 'string', title: '负责人' },
      phone: {
        type: 'string',
        title: '联系方式',
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { pattern: '联系方式不正确' },
      },
      name: { type: 'string', title: '企业名称' },
      companyPic: { type: 'string', title: '企业营业执照' },
      coverPic: { type: 'string', title: '封面图（选填）' },
    },
    errorMessage: {
      required: {
        chargeperson: '请输入负责人',
        phone: '联系方式不正确',
        name: '请输入企业名称',
        companyPic: '请输入企业营业执照',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['chargeperson', 'phone', 'name', 'companyPic', 'coverPic', '*'],
    chargeperson: { 'ui:placeholder': '请输入负责人' },
    phone: { 'ui:placeholder': '请输入联系方式', 'ui:autocomplete': 'tel' },
    name: { 'ui:placeholder': '请输入企业名称' },
    companyPic: { 'ui:widget': 'image-upload' },
    coverPic: { 'ui:widget': 'image-upload' },
  },
  messages: [
    { field: 'chargeperson', rules: ['required'], text: '请输入负责人' },
    { field: 'phone', rules: ['required', 'pattern'], text: '联系方式不正确' },
    { field: 'name', rules: ['required'], text: '请输入企业名称' },
    { field: 'companyPic', rules: ['required'], text: '请输入企业营业执照' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
