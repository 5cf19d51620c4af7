// generated from spec/forms/contest-signup.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './contest-signup.validator.js';

export const form = {
  id: 'contest-signup',
  title: '评选报名',
  operation: 'saveContestant',
  buttons: [{ label: '提交报名', set: {} }],
  set: {},
  query: [],
  from: { userId: 'session.userId', activityId: 'query.id' },
  local: [],
  after: { toast: '报名成功', back: true, delayMs: 1000 },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['coverPic', 'name', 'contacts', 'idcard', 'phone', 'details', 'fileList'],
    properties: {
      coverPic: {
        type: 'string',
        title: '封面',
        pattern: '\\.([Gg][Ii][Ff]|[Jj][Pp][Ee]?[Gg]|[Pp][Nn][Gg]|[Bb][Mm][Pp])$',
        errorMessage: { pattern: '请上传封面' },
      },
      name: { type: 'string', title: '参赛名称' },
      contacts: { type: 'string', title: '联系人' },
      idcard: { type: 'string', title: '身份证号', maxLength: 18, errorMessage: { maxLength: '请输入身份证号' } },
      phone: {
        type: 'string',
        title: '联系方式',
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { pattern: '联系方式不正确' },
      },
      details: { type: 'string', title: '参赛介绍' },
      fileList: {
        type: 'array',
        title: '介绍图片或视频（最多3个）',
        minItems: 1,
        maxItems: 3,
        items: {
          type: 'object',
          required: ['path', 'type'],
          properties: {
            path: { type: 'string', title: '文件地址' },
            type: {
              type: 'integer',
              title: '类型',
              default: 1,
              oneOf: [
                { const: 1, title: '图片' },
                { const: 2, title: '视频' },
              ],
            },
          },
          errorMessage: { required: { path: '请上传介绍图片或视频', type: '请上传介绍图片或视频' } },
        },
        errorMessage: { minItems: '请上传介绍图片或视频', maxItems: '最多上传三张' },
      },
    },
    errorMessage: {
      required: {
        coverPic: '请上传封面',
        name: '请输入参赛名称',
        contacts: '请输入联系人',
        idcard: '请输入身份证号',
        phone: '联系方式不正确',
        details: '请输入参赛介绍',
        fileList: '请上传介绍图片或视频',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['coverPic', 'name', 'contacts', 'idcard', 'phone', 'details', 'fileList', '*'],
    coverPic: { 'ui:widget': 'image-upload' },
    name: { 'ui:placeholder': '请输入参赛名称' },
    contacts: { 'ui:placeholder': '请输入联系人' },
    idcard: { 'ui:placeholder': '请输入身份证号' },
    phone: { 'ui:placeholder': '请输入联系方式', 'ui:autocomplete': 'tel' },
    details: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入参赛介绍', 'ui:options': { rows: 5 } },
    fileList: { 'ui:widget': 'media-upload' },
  },
  messages: [
    { field: 'coverPic', rules: ['required', 'pattern'], text: '请上传封面' },
    { field: 'name', rules: ['required'], text: '请输入参赛名称' },
    { field: 'contacts', rules: ['required'], text: '请输入联系人' },
    { field: 'idcard', rules: ['required', 'maxLength'], text: '请输入身份证号' },
    { field: 'phone', rules: ['required', 'pattern'], text: '联系方式不正确' },
    { field: 'details', rules: ['required'], text: '请输入参赛介绍' },
    { field: 'fileList', rules: ['required', 'minItems'], text: '请上传介绍图片或视频' },
    { field: 'fileList', rules: ['maxItems'], text: '最多上传三张' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
