// generated from spec/forms/deputy-operator.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './deputy-operator.validator.js';

export const form = {
  id: 'deputy-operator',
  title: '添加副操作员',
  operation: 'saveAdmin',
  buttons: [{ label: '确定', set: {} }],
  set: {},
  query: [],
  from: { enterpriseId: 'query.id' },
  local: [],
  after: { serverMessage: true },
  update: { from: { id: 'host.id' }, operation: 'updateAdmin', after: { toast: '修改成功' } },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['name', 'idCardNo', 'phone'],
    properties: {
      name: { type: 'string', title: '姓名' },
      idCardNo: { type: 'string', title: '身份证号', minLength: 18, errorMessage: { minLength: '身份证号格式不正确' } },
      phone: {
        type: 'string',
        title: '联系电话',
        pattern: '^1\\d{10}$',
        errorMessage: { pattern: '联系电话格式不正确' },
      },
      isWork: {
        type: 'integer',
        title: '职位招聘',
        oneOf: [
          { const: 1, title: '开启' },
          { const: 0, title: '关闭' },
        ],
        default: 0,
      },
      isToutiao: {
        type: 'integer',
        title: '头条资讯',
        oneOf: [
          { const: 1, title: '开启' },
          { const: 0, title: '关闭' },
        ],
        default: 0,
      },
      isActivity: {
        type: 'integer',
        title: '茶文化节活动申请',
        oneOf: [
          { const: 1, title: '开启' },
          { const: 0, title: '关闭' },
        ],
        default: 0,
      },
    },
    errorMessage: { required: { name: '请输入姓名', idCardNo: '身份证号格式不正确', phone: '联系电话格式不正确' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['name', 'idCardNo', 'phone', 'isWork', 'isToutiao', 'isActivity'],
    name: { 'ui:placeholder': '请输入姓名' },
    idCardNo: { 'ui:placeholder': '请输入身份证号' },
    phone: { 'ui:placeholder': '请输入联系电话', 'ui:autocomplete': 'tel' },
    isWork: { 'ui:widget': 'switch' },
    isToutiao: { 'ui:widget': 'switch' },
    isActivity: { 'ui:widget': 'switch' },
  },
  messages: [
    { field: 'name', rules: ['required'], text: '请输入姓名' },
    { field: 'idCardNo', rules: ['required', 'minLength'], text: '身份证号格式不正确' },
    { field: 'phone', rules: ['required', 'pattern'], text: '联系电话格式不正确' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
