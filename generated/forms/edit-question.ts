// generated from spec/forms/edit-question.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './edit-question.validator.js';

export const form = {
  id: 'edit-question',
  title: '编辑问题',
  operation: 'updateQuiz',
  buttons: [{ label: '保存', set: {} }],
  set: {},
  query: [],
  from: { quizId: 'host.id', userId: 'session.userId' },
  local: [],
  after: { serverMessage: true },
  load: { params: { quizId: 'host.id', userId: 'session.userId' }, operation: 'findQuizById' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['details', 'pictures', 'cover'],
    properties: {
      details: {
        type: 'string',
        title: '问题',
        minLength: 5,
        maxLength: 30,
        errorMessage: { minLength: '请输入5-30个字', maxLength: '请输入5-30个字' },
      },
      pictures: { type: 'string', title: '图片' },
      cover: { type: 'string', title: '封面' },
    },
    errorMessage: { required: { details: '请输入问题', pictures: '请上传图片', cover: '请选择封面' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['details', 'pictures', 'cover', '*'],
    details: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入5-30个字的问题' },
    pictures: { 'ui:widget': 'image-upload', 'ui:options': { max: 9 } },
    cover: { 'ui:widget': 'cover-picker', 'ui:options': { from: 'pictures' } },
  },
  messages: [
    { field: 'details', rules: ['required'], text: '请输入问题' },
    { field: 'details', rules: ['minLength', 'maxLength'], text: '请输入5-30个字' },
    { field: 'pictures', rules: ['required'], text: '请上传图片' },
    { field: 'cover', rules: ['required'], text: '请选择封面' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
