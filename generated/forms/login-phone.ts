// generated from spec/forms/login-phone.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './login-phone.validator.js';

export const form = {
  id: 'login-phone',
  title: '手机验证码登录',
  operation: 'loginOrRegisterPhoneCode',
  buttons: [
    { label: '个人登录', set: { isCompany: 0 } },
    { label: '法人登录', set: { isCompany: 1 } },
  ],
  set: {},
  query: [],
  from: {},
  local: [],
  after: { session: true, go: 'index' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['phone', 'code'],
    properties: {
      phone: { type: 'string', title: '手机号', pattern: '^1\\d{10}$', errorMessage: { pattern: '请输入正确手机号' } },
      code: { type: 'string', title: '验证码' },
    },
    errorMessage: { required: { phone: '请输入手机号', code: '请输入验证码' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    phone: { 'ui:placeholder': '请输入手机号', 'ui:autocomplete': 'tel' },
    code: {
      'ui:widget': 'sms-code',
      'ui:placeholder': '请输入验证码',
      'ui:options': { phoneField: 'phone', operation: 'sendCode', lockSeconds: 60 },
    },
  },
  messages: [
    { field: 'phone', rules: ['required'], text: '请输入手机号' },
    { field: 'code', rules: ['required'], text: '请输入验证码' },
    { field: 'phone', rules: ['pattern'], text: '请输入正确手机号' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
