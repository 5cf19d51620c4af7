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
  from: {},
  local: [],
  after: { toast: '回答成功' },
  schema: {
    type: 'object',
    properties: {
      quizId: { type: 'string' },
      userId: { type: 'string' },
      details: {
        type: 'string',
        title: '回答',
        default: '',
        not: { maxLength: 0, const: { $data: '1/file' } },
        errorMessage: { not: '请输入回答或上传图片' },
      },
      file: {
        type: 'string',
        title: '图片',
        default: '',
        pattern: '^([^,]+(,[^,]+){0,2})?$',
        errorMessage: { pattern: '图片最多上传三张' },
      },
    },
  } as RJSFSchema,
  uiSchema: {
    'ui:order': ['details', 'file', '*'],
    quizId: { 'ui:widget': 'hidden' },
    userId: { 'ui:widget': 'hidden' },
    details: { 'ui:widget': 'textarea', 'ui:placeholder': '写下你的回答', 'ui:emptyValue': '' },
    file: { 'ui:widget': 'image-upload', 'ui:options': { max: 3 }, 'ui:emptyValue': '' },
  },
  messages: [
    { field: 'file', rules: ['pattern'], text: '图片最多上传三张' },
    { field: 'details', rules: ['not'], text: '请输入回答或上传图片' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
