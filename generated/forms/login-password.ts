// generated from spec/forms/login-password.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './login-password.validator.js';

export const form = {
  id: 'login-password',
  title: '账号密码登录',
  operation: 'loginOrRegister',
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
    required: ['username', 'userpass'],
    properties: { username: { type: 'string', title: '账号' }, userpass: { type: 'string', title: '密码' } },
    errorMessage: { required: { username: '请输入账号', userpass: '请输入密码' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    username: { 'ui:placeholder': '请输入账号', 'ui:autocomplete': 'username' },
    userpass: { 'ui:widget': 'password', 'ui:placeholder': '请输入密码', 'ui:autocomplete': 'current-password' },
  },
  messages: [
    { field: 'username', rules: ['required'], text: '请输入账号' },
    { field: 'userpass', rules: ['required'], text: '请输入密码' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
