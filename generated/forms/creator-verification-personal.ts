// generated from spec/forms/creator-verification-personal.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './creator-verification-personal.validator.js';

export const form = {
  id: 'creator-verification-personal',
  title: '个人创作者认证',
  operation: 'saveTeaPerson',
  buttons: [{ label: '提交认证', set: {} }],
  set: {},
  query: [],
  from: { userId: 'session.userId' },
  local: ['agree'],
  after: { toast: '信息提交成功，线下会有业务人员与您联系，请注意电话接听' },
  update: { from: { id: 'host.id' }, operation: 'updateTeaPerson' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['name', 'idCardNo', 'personInfo', 'headPic', 'idCardPic', 'agree'],
    properties: {
      name: { type: 'string', title: '用户名' },
      idCardNo: { type: 'string', title: '身份证号' },
      personInfo: {
        type: 'string',
        title: '简介',
        minLength: 10,
        maxLength: 30,
        errorMessage: { minLength: '简介长度为10-30个字', maxLength: '简介长度为10-30个字' },
      },
      headPic: { type: 'string', title: '头像' },
      idCardPic: { type: 'string', title: '手持身份证' },
      agree: { type: 'boolean', title: '我已阅读并同意', const: true, errorMessage: { const: '请同意协议' } },
    },
    errorMessage: {
      required: {
        name: '请输入用户名',
        idCardNo: '请输入身份证',
        personInfo: '请输入简介',
        headPic: '请上传头像',
        idCardPic: '请上传手持身份证',
        agree: '请同意协议',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['name', 'idCardNo', 'personInfo', 'headPic', 'idCardPic', 'agree'],
    name: { 'ui:placeholder': '请输入用户名' },
    idCardNo: { 'ui:placeholder': '请输入身份证号' },
    personInfo: { 'ui:widget': 'textarea', 'ui:placeholder': '10-30字的简介' },
    headPic: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    idCardPic: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    agree: {
      'ui:widget': 'agreement',
      'ui:options': {
        documents: [
          { infoType: 1, document: '《用户协议》' },
          { infoType: 2, document: '《隐私政策》' },
        ],
      },
    },
  },
  messages: [
    { field: 'name', rules: ['required'], text: '请输入用户名' },
    { field: 'idCardNo', rules: ['required'], text: '请输入身份证' },
    { field: 'personInfo', rules: ['required'], text: '请输入简介' },
    { field: 'headPic', rules: ['required'], text: '请上传头像' },
    { field: 'idCardPic', rules: ['required'], text: '请上传手持身份证' },
    { field: 'agree', rules: ['required', 'const'], text: '请同意协议' },
    { field: 'personInfo', rules: ['minLength', 'maxLength'], text: '简介长度为10-30个字' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
