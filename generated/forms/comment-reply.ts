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
  from: { joinId: 'host.joinId', type: 'host.type', commentId: 'host.commentId', userId: 'session.userId' },
  local: [],
  after: { toast: '回复成功', go: 'commentManage' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string', title: '回复' } },
    errorMessage: { required: { message: '请输入回复内容' } },
  } as unknown as RJSFSchema,
  uiSchema: { 'ui:order': ['message', '*'], message: { 'ui:widget': 'textarea', 'ui:placeholder': '写下你的回复，和粉丝互动一下吧' } },
  messages: [{ field: 'message', rules: ['required'], text: '请输入回复内容' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
