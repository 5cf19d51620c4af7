// generated from spec/forms/creator-answer.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './creator-answer.validator.js';

export const form = {
  id: 'creator-answer',
  title: '写回答',
  operation: 'submitAnswer',
  buttons: [{ label: '提交回答', set: {} }],
  set: {},
  query: [],
  from: { quizId: 'host.id', userId: 'session.userId' },
  local: [],
  after: { toast: '回答成功' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['details', 'file'],
    properties: { details: { type: 'string', title: '回答' }, file: { type: 'string', title: '图片' } },
    errorMessage: { required: { details: '请输入回答', file: '请上传图片' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['details', 'file', '*'],
    details: { 'ui:widget': 'textarea', 'ui:placeholder': '写下你的回答' },
    file: { 'ui:widget': 'image-upload', 'ui:options': { max: 3 } },
  },
  messages: [
    { field: 'details', rules: ['required'], text: '请输入回答' },
    { field: 'file', rules: ['required'], text: '请上传图片' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
