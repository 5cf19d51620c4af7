// generated from spec/forms/user-home-profile.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './user-home-profile.validator.js';

export const form = {
  id: 'user-home-profile',
  title: '编辑个人主页',
  operation: 'updatePersonInfo',
  buttons: [{ label: '保存', set: {} }],
  set: {},
  query: [],
  from: { id: 'host.id' },
  local: [],
  after: { toast: '修改成功', go: 'user' },
  load: {
    params: { userId: 'session.userId' },
    operation: 'getMemberDetail',
    fields: { headPic: 'headurl', personInfo: 'info' },
  },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    properties: {
      headPic: { type: 'string', title: '头像' },
      personInfo: {
        type: 'string',
        title: '个人简介',
        minLength: 10,
        maxLength: 30,
        errorMessage: { minLength: '简介长度为10到30个字', maxLength: '简介长度为10到30个字' },
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['headPic', 'personInfo'],
    headPic: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    personInfo: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入10到30个字的简介' },
  },
  messages: [{ field: 'personInfo', rules: ['minLength', 'maxLength'], text: '简介长度为10到30个字' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
