// generated from spec/forms/set-password.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './set-password.validator.js';

export const form = {
  id: 'set-password',
  title: '设置密码',
  operation: 'userSetPassword',
  buttons: [{ label: '确认', set: {} }],
  set: {},
  query: [],
  from: { user_id: 'session.userId' },
  local: [],
  after: { toast: '密码设置成功', go: 'user' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['password'],
    properties: {
      password: {
        type: 'string',
        title: '密码',
        minLength: 6,
        maxLength: 20,
        errorMessage: { minLength: '请输入6-20位密码', maxLength: '请输入6-20位密码' },
      },
    },
    errorMessage: { required: { password: '请输入6-20位密码' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['password'],
    password: { 'ui:widget': 'password', 'ui:placeholder': '6-20位密码', 'ui:autocomplete': 'new-password' },
  },
  messages: [{ field: 'password', rules: ['required', 'minLength', 'maxLength'], text: '请输入6-20位密码' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
