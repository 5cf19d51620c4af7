// generated from spec/forms/personal-register.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './personal-register.validator.js';

export const form = {
  id: 'personal-register',
  title: '个人注册',
  operation: 'personalRegister',
  buttons: [{ label: '立即注册', set: {} }],
  set: { source: 'pc' },
  query: ['invitationId'],
  from: {},
  local: ['agree'],
  after: { go: 'login' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['realName', 'identity', 'phone', 'code', 'password', 'newPassword', 'agree'],
    properties: {
      realName: { type: 'string', title: '真实姓名' },
      identity: { type: 'string', title: '身份证号', minLength: 18, errorMessage: { minLength: '证件格式不正确' } },
      phone: {
        type: 'string',
        title: '手机号',
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { pattern: '手机号格式不正确' },
      },
      code: { type: 'string', title: '验证码', pattern: '^\\d{6}$', errorMessage: { pattern: '请输入6位验证码' } },
      password: {
        type: 'string',
        title: '密码',
        pattern: '^(?=.*\\d)(?=.*[A-Za-z]).{8,16}$',
        errorMessage: { pattern: '请输入包括数字和字母、长度8到16位的密码组合' },
      },
      newPassword: {
        type: 'string',
        title: '确认密码',
        const: { $data: '1/password' },
        errorMessage: { const: '两次密码不一致' },
      },
      agree: { type: 'boolean', title: '我已阅读并同意', const: true, errorMessage: { const: '请阅读并同意协议' } },
    },
    errorMessage: {
      required: {
        realName: '请输入真实姓名',
        identity: '证件格式不正确',
        phone: '手机号格式不正确',
        code: '请输入6位验证码',
        password: '请输入包括数字和字母、长度8到16位的密码组合',
        newPassword: '两次密码不一致',
        agree: '请阅读并同意协议',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['realName', 'identity', 'phone', 'code', 'password', 'newPassword', 'agree'],
    realName: { 'ui:placeholder': '请输入真实姓名' },
    identity: { 'ui:placeholder': '请输入18位身份证号' },
    phone: { 'ui:placeholder': '请输入手机号', 'ui:autocomplete': 'tel' },
    code: {
      'ui:widget': 'sms-code',
      'ui:placeholder': '请输入验证码',
      'ui:options': { phoneField: 'phone', operation: 'sendCode', lockSeconds: 60, autograph: true },
    },
    password: {
      'ui:widget': 'password-strength',
      'ui:placeholder': '8-16位数字和字母组合',
      'ui:autocomplete': 'new-password',
    },
    newPassword: { 'ui:widget': 'password', 'ui:placeholder': '请再次输入密码', 'ui:autocomplete': 'new-password' },
    agree: { 'ui:widget': 'agreement', 'ui:options': { infoType: 10, document: '《用户注册协议》' } },
  },
  messages: [
    { field: 'password', rules: ['required', 'pattern'], text: '请输入包括数字和字母、长度8到16位的密码组合' },
    { field: 'newPassword', rules: ['required', 'const'], text: '两次密码不一致' },
    { field: 'identity', rules: ['required', 'minLength'], text: '证件格式不正确' },
    { field: 'phone', rules: ['required', 'pattern'], text: '手机号格式不正确' },
    { field: 'agree', rules: ['required', 'const'], text: '请阅读并同意协议' },
    { field: 'code', rules: ['required', 'pattern'], text: '请输入6位验证码' },
    { field: 'realName', rules: ['required'], text: '请输入真实姓名' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
