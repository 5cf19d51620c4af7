// generated from spec/forms/expert-comment.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './expert-comment.validator.js';

export const form = {
  id: 'expert-comment',
  title: '评价专家',
  operation: 'saveExpertContent',
  buttons: [{ label: '提交评价', set: {} }],
  set: {},
  query: [],
  from: { expertId: 'query.id', memberid: 'session.userId' },
  local: [],
  after: { toast: '评论成功' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['label', 'content'],
    properties: {
      star: {
        type: 'integer',
        title: '评分',
        default: 1,
        minimum: 1,
        maximum: 5,
        errorMessage: { minimum: '请选择评分', maximum: '请选择评分', type: '请选择评分' },
      },
      label: {
        type: 'array',
        title: '评论标签',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', errorMessage: { type: '请选择评论标签' } },
        errorMessage: { minItems: '请选择评论标签', uniqueItems: '请选择评论标签' },
      },
      content: { type: 'string', title: '评论内容', pattern: '\\S', errorMessage: { pattern: '您还没有输入内容哟!' } },
    },
    errorMessage: { required: { label: '请选择评论标签', content: '您还没有输入内容哟!' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['star', 'label', 'content', '*'],
    star: { 'ui:widget': 'rating' },
    label: {
      'ui:widget': 'checks',
      'ui:options': { from: { operation: 'getExpertLabelList', value: 'name', label: 'name' } },
    },
    content: { 'ui:widget': 'textarea', 'ui:placeholder': '说说您对专家的评价' },
  },
  messages: [
    { field: 'star', rules: ['type', 'minimum', 'maximum'], text: '请选择评分' },
    { field: 'label', rules: ['required', 'minItems', 'uniqueItems'], text: '请选择评论标签' },
    { field: 'content', rules: ['required', 'pattern'], text: '您还没有输入内容哟!' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
