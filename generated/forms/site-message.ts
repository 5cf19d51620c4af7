// generated from spec/forms/site-message.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './site-message.validator.js';

export const form = {
  id: 'site-message',
  title: '网站留言',
  operation: 'leaveMessage',
  buttons: [{ label: '提交留言', set: {} }],
  set: {},
  query: [],
  from: {},
  local: [],
  after: { serverMessage: true },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['title', 'content', 'userName'],
    properties: {
      title: { type: 'string', title: '标题', pattern: '\\S', errorMessage: { pattern: '请输入留言标题' } },
      content: { type: 'string', title: '留言内容', pattern: '\\S', errorMessage: { pattern: '请输入留言内容' } },
      userName: { type: 'string', title: '您的姓名', pattern: '\\S', errorMessage: { pattern: '请输入您的姓名' } },
    },
    errorMessage: { required: { title: '请输入留言标题', content: '请输入留言内容', userName: '请输入您的姓名' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['title', 'content', 'userName'],
    title: { 'ui:placeholder': '请输入留言标题' },
    content: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入留言内容' },
    userName: { 'ui:placeholder': '请输入您的姓名' },
  },
  messages: [
    { field: 'title', rules: ['required', 'pattern'], text: '请输入留言标题' },
    { field: 'content', rules: ['required', 'pattern'], text: '请输入留言内容' },
    { field: 'userName', rules: ['required', 'pattern'], text: '请输入您的姓名' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
