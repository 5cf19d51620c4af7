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
  from: {
    joinId: 'host.joinId',
    type: 'host.type',
    level: 'host.level',
    commentId: 'host.commentId',
    userId: 'session.userId',
  },
  local: [],
  after: { toast: '评论成功' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string', title: '评论' } },
    errorMessage: { required: { message: '您还没有输入内容哟!' } },
  } as unknown as RJSFSchema,
  uiSchema: { 'ui:order': ['message', '*'], message: { 'ui:widget': 'textarea', 'ui:placeholder': '说点什么…' } },
  messages: [{ field: 'message', rules: ['required'], text: '您还没有输入内容哟!' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
