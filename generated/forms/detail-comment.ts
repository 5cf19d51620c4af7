// generated from spec/forms/detail-comment.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './detail-comment.validator.js';

export const form = {
  id: 'detail-comment',
  title: '评论',
  operation: 'submitComment',
  buttons: [{ label: '发表', set: {} }],
  set: {},
  query: [],
  from: {},
  local: [],
  after: { toast: '评论成功' },
  schema: {
    type: 'object',
    required: ['message'],
    properties: {
      joinId: { type: 'string' },
      type: { type: 'string' },
      level: { type: 'string', default: '0' },
      commentId: { type: 'string' },
      userId: { type: 'string' },
      message: { type: 'string', title: '评论' },
    },
    errorMessage: { required: { message: '您还没有输入内容哟!' } },
  } as RJSFSchema,
  uiSchema: {
    'ui:order': ['message', '*'],
    joinId: { 'ui:widget': 'hidden' },
    type: { 'ui:widget': 'hidden' },
    level: { 'ui:widget': 'hidden' },
    commentId: { 'ui:widget': 'hidden' },
    userId: { 'ui:widget': 'hidden' },
    message: { 'ui:widget': 'textarea', 'ui:placeholder': '说点什么…' },
  },
  messages: [{ field: 'message', rules: ['required'], text: '您还没有输入内容哟!' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
