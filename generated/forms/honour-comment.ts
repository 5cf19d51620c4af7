// generated from spec/forms/honour-comment.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './honour-comment.validator.js';

export const form = {
  id: 'honour-comment',
  title: '评论',
  operation: 'saveExpertContent',
  buttons: [{ label: '评论', set: {} }],
  set: {},
  query: [],
  from: {
    expertId: 'query.id',
    memberid: 'session.userId',
    contentId: 'host.contentId',
    toMemberId: 'host.toMemberId',
  },
  local: [],
  after: { serverMessage: true },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['content'],
    properties: { content: { type: 'string', title: '评论', pattern: '\\S', errorMessage: { pattern: '您还没有输入内容哟!' } } },
    errorMessage: { required: { content: '您还没有输入内容哟!' } },
  } as unknown as RJSFSchema,
  uiSchema: { content: { 'ui:widget': 'textarea', 'ui:placeholder': '说点什么…', 'ui:options': { rows: 3 } } },
  messages: [{ field: 'content', rules: ['required', 'pattern'], text: '您还没有输入内容哟!' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
