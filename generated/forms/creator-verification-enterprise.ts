// generated from spec/forms/creator-verification-enterprise.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './creator-verification-enterprise.validator.js';

export const form = {
  id: 'creator-verification-enterprise',
  title: '企业创作者认证',
  operation: 'saveTeaEnterprise',
  buttons: [{ label: '提交认证', set: {} }],
  set: {},
  query: [],
  from: { userId: 'session.userId' },
  local: ['agree', 'region'],
  after: { toast: '信息提交成功，线下会有业务人员与您联系，请注意电话接听' },
  update: { from: { id: 'host.id' }, operation: 'updateTeaEnterprise' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: [
      'name',
      'idCardNo',
      'companyInfo',
      'headPic',
      'idCardPic',
      'companyName',
      'licenseFile',
      'address',
      'agree',
    ],
    properties: {
      name: { type: 'string', title: '用户名' },
      idCardNo: { type: 'string', title: '身份证号' },
      companyInfo: {
        type: 'string',
        title: '简介',
        minLength: 10,
        maxLength: 30,
        errorMessage: { minLength: '简介长度为10-30个字', maxLength: '简介长度为10-30个字' },
      },
      headPic: { type: 'string', title: '头像' },
      idCardPic: { type: 'string', title: '手持身份证' },
      companyName: { type: 'string', title: '企业名称' },
      licenseFile: { type: 'string', title: '营业执照' },
      region: { type: 'string', title: '所在地区' },
      province: { type: 'string', title: '省' },
      city: { type: 'string', title: '市' },
      county: { type: 'string', title: '区/县' },
      address: { type: 'string', title: '详细地址' },
      agree: { type: 'boolean', title: '我已阅读并同意', const: true, errorMessage: { const: '请同意协议' } },
    },
    errorMessage: {
      required: {
        name: '请输入用户名',
        idCardNo: '请输入身份证',
        companyInfo: '请输入简介',
        headPic: '请上传头像',
        idCardPic: '请上传手持身份证',
        companyName: '请输入企业名称',
        licenseFile: '请上传营业执照',
        address: '请输入详细地址',
        agree: '请同意协议',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': [
      'name',
      'idCardNo',
      'companyInfo',
      'headPic',
      'idCardPic',
      'companyName',
      'licenseFile',
      'region',
      'province',
      'city',
      'county',
      'address',
      'agree',
    ],
    name: { 'ui:placeholder': '请输入用户名' },
    idCardNo: { 'ui:placeholder': '请输入法人身份证号' },
    companyInfo: { 'ui:widget': 'textarea', 'ui:placeholder': '10-30字的企业简介' },
    headPic: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    idCardPic: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    companyName: { 'ui:placeholder': '请输入企业名称' },
    licenseFile: { 'ui:widget': 'image-upload', 'ui:options': { max: 1 } },
    region: { 'ui:widget': 'region', 'ui:options': { fields: ['province', 'city', 'county'] } },
    province: { 'ui:widget': 'hidden' },
    city: { 'ui:widget': 'hidden' },
    county: { 'ui:widget': 'hidden' },
    address: { 'ui:placeholder': '请输入详细地址' },
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
    { field: 'companyInfo', rules: ['required'], text: '请输入简介' },
    { field: 'headPic', rules: ['required'], text: '请上传头像' },
    { field: 'idCardPic', rules: ['required'], text: '请上传手持身份证' },
    { field: 'companyName', rules: ['required'], text: '请输入企业名称' },
    { field: 'licenseFile', rules: ['required'], text: '请上传营业执照' },
    { field: 'address', rules: ['required'], text: '请输入详细地址' },
    { field: 'agree', rules: ['required', 'const'], text: '请同意协议' },
    { field: 'companyInfo', rules: ['minLength', 'maxLength'], text: '简介长度为10-30个字' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
