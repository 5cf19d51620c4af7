// generated from spec/forms/forget-password.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './forget-password.validator.js';

export const form = {
  id: 'forget-password',
  title: '找回密码',
  operation: 'updatePwd1',
  buttons: [{ label: '确认修改', set: {} }],
  set: {},
  query: [],
  from: {},
  local: ['newPassword'],
  after: { go: 'login' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['isCompany', 'phone', 'code', 'password', 'newPassword'],
    properties: {
      isCompany: {
        type: 'integer',
        title: '账号类型',
        oneOf: [
          { const: 0, title: '个人账号' },
          { const: 1, title: '法人账号' },
        ],
        default: 0,
      },
      phone: {
        type: 'string',
        title: '手机号',
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { pattern: '手机号格式不正确' },
      },
      code: { type: 'string', title: '验证码', pattern: '^\\d{6}$', errorMessage: { pattern: '请输入6位验证码' } },
      password: {
        type: 'string',
        title: '新密码',
        pattern: '^(?=.*\\d)(?=.*[A-Za-z]).{8,16}$',
        errorMessage: { pattern: '请输入包括数字和字母、长度8到16位的密码组合' },
      },
      newPassword: {
        type: 'string',
        title: '确认密码',
        const: { $data: '1/password' },
        errorMessage: { const: '密码不一致' },
      },
    },
    errorMessage: {
      required: {
        phone: '手机号格式不正确',
        code: '请输入6位验证码',
        password: '请输入包括数字和字母、长度8到16位的密码组合',
        newPassword: '密码不一致',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['isCompany', 'phone', 'code', 'password', 'newPassword'],
    isCompany: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
    phone: { 'ui:placeholder': '请输入手机号', 'ui:autocomplete': 'tel' },
    code: {
      'ui:widget': 'sms-code',
      'ui:placeholder': '请输入验证码',
      'ui:options': { phoneField: 'phone', operation: 'sendCode', lockSeconds: 60 },
    },
    password: { 'ui:widget': 'password', 'ui:placeholder': '8-16位数字和字母组合', 'ui:autocomplete': 'new-password' },
    newPassword: { 'ui:widget': 'password', 'ui:placeholder': '请再次输入新密码', 'ui:autocomplete': 'new-password' },
  },
  messages: [
    { field: 'password', rules: ['required', 'pattern'], text: '请输入包括数字和字母、长度8到16位的密码组合' },
    { field: 'newPassword', rules: ['required', 'const'], text: '密码不一致' },
    { field: 'phone', rules: ['required', 'pattern'], text: '手机号格式不正确' },
    { field: 'code', rules: ['required', 'pattern'], text: '请输入6位验证码' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
