// generated from spec/forms/comment-reply.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './comment-reply.validator.js';

export const form = {
  id: 'comment-reply',
  title: '回复评论',
  operation: 'submitComment',
  buttons: [{ label: '回复', set: {} }],
  set: { level: '1' },
  query: [],
  from: {},
  local: [],
  after: { toast: '回复成功', go: 'commentManage' },
  schema: {
    type: 'object',
    required: ['message'],
    properties: {
      joinId: { type: 'string' },
      type: { type: 'string' },
      commentId: { type: 'string' },
      userId: { type: 'string' },
      message: { type: 'string', title: '回复' },
    },
    errorMessage: { required: { message: '请输入回复内容' } },
  } as RJSFSchema,
  uiSchema: {
    'ui:order': ['message', '*'],
    joinId: { 'ui:widget': 'hidden' },
    type: { 'ui:widget': 'hidden' },
    commentId: { 'ui:widget': 'hidden' },
    userId: { 'ui:widget': 'hidden' },
    message: { 'ui:widget': 'textarea', 'ui:placeholder': '写下你的回复，和粉丝互动一下吧' },
  },
  messages: [{ field: 'message', rules: ['required'], text: '请输入回复内容' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
