// generated from spec/forms/basic-profile.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './basic-profile.validator.js';

export const form = {
  id: 'basic-profile',
  title: '基本资料',
  operation: 'updateMember',
  buttons: [{ label: '保存', set: {} }],
  set: {},
  query: [],
  from: { id: 'session.userId' },
  local: [],
  after: { toast: '保存成功' },
  load: { params: { userId: 'session.userId' }, operation: 'getMemberDetail' },
  uiByAccount: {
    person: {
      company: { 'ui:widget': 'hidden' },
      creditCode: { 'ui:widget': 'hidden' },
      phone: { 'ui:widget': 'hidden' },
    },
    company: {
      realName: { 'ui:title': '法人姓名', 'ui:placeholder': '请输入法人姓名' },
      phone: { 'ui:title': '法人手机号' },
    },
  },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['realName', 'sex'],
    properties: {
      headurl: { type: 'string', title: '头像' },
      nickname: { type: 'string', title: '昵称' },
      company: { type: 'string', title: '企业名称', readOnly: true },
      creditCode: { type: 'string', title: '统一社会信用代码', readOnly: true },
      phone: { type: 'string', title: '手机号', readOnly: true },
      realName: { type: 'string', title: '真实姓名' },
      sex: { type: 'string', title: '性别', enum: ['男', '女'] },
      birthday: { type: 'string', title: '出生日期' },
      identity: {
        type: 'string',
        title: '身份证号',
        pattern:
          '^([1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]|[1-9]\\d{7}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3})$',
        errorMessage: { pattern: '身份证格式不正确' },
      },
      address: { type: 'string', title: '所在地区' },
      info: {
        type: 'string',
        title: '个人简介',
        minLength: 10,
        maxLength: 30,
        errorMessage: { minLength: '个人简介为10-30个字', maxLength: '个人简介为10-30个字' },
      },
      labelIds: { type: 'string', title: '标签' },
      labelNames: { type: 'string', title: '标签名称' },
    },
    errorMessage: { required: { realName: '请输入真实姓名', sex: '请选择性别' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': [
      'headurl',
      'company',
      'creditCode',
      'phone',
      'realName',
      'nickname',
      'sex',
      'birthday',
      'identity',
      'address',
      'info',
      'labelIds',
      'labelNames',
    ],
    headurl: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    company: { 'ui:readonly': true },
    creditCode: { 'ui:readonly': true },
    phone: { 'ui:readonly': true },
    realName: { 'ui:placeholder': '请输入真实姓名' },
    sex: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
    birthday: { 'ui:widget': 'date' },
    identity: { 'ui:placeholder': '请输入身份证号', 'ui:options': { mask: 'idCard' } },
    address: { 'ui:widget': 'region' },
    info: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入10-30字的个人简介' },
    labelIds: { 'ui:widget': 'label-picker', 'ui:options': { namesField: 'labelNames' } },
    labelNames: { 'ui:widget': 'hidden' },
  },
  messages: [
    { field: 'realName', rules: ['required'], text: '请输入真实姓名' },
    { field: 'sex', rules: ['required'], text: '请选择性别' },
    { field: 'identity', rules: ['pattern'], text: '身份证格式不正确' },
    { field: 'info', rules: ['minLength', 'maxLength'], text: '个人简介为10-30个字' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
