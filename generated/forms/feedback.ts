// generated from spec/forms/feedback.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './feedback.validator.js';

export const form = {
  id: 'feedback',
  title: '意见反馈',
  operation: 'submitFeedback',
  buttons: [{ label: '提交', set: {} }],
  set: {},
  query: [],
  from: { userId: 'session.userId' },
  local: ['type'],
  after: { toast: '提交成功' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['text'],
    properties: {
      type: {
        type: 'integer',
        title: '反馈类型',
        oneOf: [
          { const: 1, title: '功能建议' },
          { const: 2, title: '内容纠错' },
          { const: 3, title: '其他问题' },
        ],
        default: 1,
      },
      text: { type: 'string', title: '反馈内容', pattern: '\\S', errorMessage: { pattern: '请输入反馈意见' } },
      image: { type: 'string', title: '图片' },
    },
    errorMessage: { required: { text: '请输入反馈意见' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['type', 'text', 'image'],
    type: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
    text: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入您的意见或建议' },
    image: { 'ui:widget': 'image-upload', 'ui:options': { max: 3 } },
  },
  messages: [{ field: 'text', rules: ['required', 'pattern'], text: '请输入反馈意见' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
