// generated from spec/forms/real-name-verification.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './real-name-verification.validator.js';

export const form = {
  id: 'real-name-verification',
  title: '实名认证',
  operation: 'submitRealName',
  buttons: [{ label: '提交认证', set: {} }],
  set: { type: 1 },
  query: [],
  from: { memberId: 'session.userId' },
  local: [],
  after: { dialog: '提交成功，工作人员将在24小时内完成审核', go: 'user' },
  confirm: { title: '确认身份信息', text: '请确认姓名和身份证号无误', fields: ['idcardRealName', 'idcardNo'] },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['idcardPositivePic', 'idcardBackPic', 'idcardRealName', 'idcardNo'],
    properties: {
      idcardPositivePic: { type: 'string', title: '身份证人像面' },
      idcardBackPic: { type: 'string', title: '身份证国徽面' },
      idcardRealName: { type: 'string', title: '姓名' },
      idcardNo: {
        type: 'string',
        title: '身份证号',
        pattern:
          '^([1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]|[1-9]\\d{7}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3})$',
        errorMessage: { pattern: '请输入正确的身份证号' },
      },
    },
    errorMessage: {
      required: {
        idcardPositivePic: '请上传身份证人像面',
        idcardBackPic: '请上传身份证国徽面',
        idcardRealName: '请输入真实姓名',
        idcardNo: '请输入身份证号',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['idcardPositivePic', 'idcardBackPic', 'idcardRealName', 'idcardNo'],
    idcardPositivePic: {
      'ui:widget': 'id-card',
      'ui:classNames': 'id-card',
      'ui:help': '请上传身份证人像面（有照片的一面）',
      'ui:options': {
        max: 1,
        front: 'idcardPositivePic',
        back: 'idcardBackPic',
        name: 'idcardRealName',
        number: 'idcardNo',
      },
    },
    idcardBackPic: {
      'ui:widget': 'id-card',
      'ui:classNames': 'id-card',
      'ui:help': '请上传身份证国徽面（有国徽的一面）',
      'ui:options': {
        max: 1,
        front: 'idcardPositivePic',
        back: 'idcardBackPic',
        name: 'idcardRealName',
        number: 'idcardNo',
      },
    },
    idcardRealName: { 'ui:placeholder': '请输入姓名' },
    idcardNo: { 'ui:placeholder': '请输入身份证号', 'ui:options': { mask: 'idCard' } },
  },
  messages: [
    { field: 'idcardPositivePic', rules: ['required'], text: '请上传身份证人像面' },
    { field: 'idcardBackPic', rules: ['required'], text: '请上传身份证国徽面' },
    { field: 'idcardRealName', rules: ['required'], text: '请输入真实姓名' },
    { field: 'idcardNo', rules: ['required'], text: '请输入身份证号' },
    { field: 'idcardNo', rules: ['pattern'], text: '请输入正确的身份证号' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
