// generated from spec/forms/feed-answer.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './feed-answer.validator.js';

export const form = {
  id: 'feed-answer',
  title: '写回答',
  operation: 'submitAnswer',
  buttons: [{ label: '提交回答', set: {} }],
  set: {},
  query: [],
  from: { quizId: 'host.quizId', userId: 'session.userId' },
  local: [],
  after: { toast: '回答成功' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    properties: {
      details: { type: 'string', title: '回答' },
      file: {
        type: 'string',
        title: '图片',
        pattern: '^([^,]+(,[^,]+){0,2})?$',
        errorMessage: { pattern: '图片最多上传三张' },
      },
    },
    if: { properties: { file: { maxLength: 0 } } },
    then: {
      required: ['details'],
      properties: { details: { minLength: 1, errorMessage: { minLength: '请输入回答或上传图片' } } },
      errorMessage: { required: { details: '请输入回答或上传图片' } },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['details', 'file', '*'],
    details: { 'ui:widget': 'textarea', 'ui:placeholder': '写下你的回答' },
    file: { 'ui:widget': 'image-upload', 'ui:options': { max: 3 } },
  },
  messages: [
    { field: 'file', rules: ['pattern'], text: '图片最多上传三张' },
    { field: 'details', rules: ['required', 'minLength'], text: '请输入回答或上传图片' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
