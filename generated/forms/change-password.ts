// generated from spec/forms/change-password.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './change-password.validator.js';

export const form = {
  id: 'change-password',
  title: '修改密码',
  operation: 'userEditPassword',
  buttons: [{ label: '确认修改', set: {} }],
  set: {},
  query: [],
  from: { user_id: 'session.userId' },
  local: ['confirmPassword'],
  after: { toast: '密码修改成功', logout: true, go: 'login' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['old_password', 'new_password', 'confirmPassword'],
    properties: {
      old_password: { type: 'string', title: '原密码' },
      new_password: {
        type: 'string',
        title: '新密码',
        minLength: 6,
        maxLength: 20,
        errorMessage: { minLength: '请输入6-20位密码', maxLength: '请输入6-20位密码' },
      },
      confirmPassword: {
        type: 'string',
        title: '确认新密码',
        const: { $data: '1/new_password' },
        errorMessage: { const: '新密码不一致' },
      },
    },
    errorMessage: {
      required: { old_password: '请输入原密码', new_password: '请输入6-20位密码', confirmPassword: '新密码不一致' },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['old_password', 'new_password', 'confirmPassword'],
    old_password: { 'ui:widget': 'password', 'ui:placeholder': '请输入原密码', 'ui:autocomplete': 'current-password' },
    new_password: { 'ui:widget': 'password', 'ui:placeholder': '6-20位新密码', 'ui:autocomplete': 'new-password' },
    confirmPassword: {
      'ui:widget': 'password',
      'ui:placeholder': '请再次输入新密码',
      'ui:autocomplete': 'new-password',
    },
  },
  messages: [
    { field: 'old_password', rules: ['required'], text: '请输入原密码' },
    { field: 'new_password', rules: ['required', 'minLength', 'maxLength'], text: '请输入6-20位密码' },
    { field: 'confirmPassword', rules: ['required', 'const'], text: '新密码不一致' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
