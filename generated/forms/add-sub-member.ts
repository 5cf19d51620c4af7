// generated from spec/forms/add-sub-member.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './add-sub-member.validator.js';

export const form = {
  id: 'add-sub-member',
  title: '添加下级',
  operation: 'addSubMember',
  buttons: [{ label: '确定', set: {} }],
  set: {},
  query: [],
  from: { cqId: 'session.userId', userId: 'session.userId' },
  local: [],
  validate: 'blur',
  after: { toast: '添加成功', go: 'zgzgMypub' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['name', 'phone', 'role', 'cun'],
    properties: {
      name: { type: 'string', title: '姓名', minLength: 1, errorMessage: { minLength: '姓名不能为空' } },
      phone: {
        type: 'string',
        title: '手机号',
        minLength: 1,
        maxLength: 11,
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { minLength: '手机号不能为空', pattern: '手机号格式不正确' },
      },
      role: {
        type: 'integer',
        title: '身份',
        oneOf: [
          { const: 0, title: '村长' },
          { const: 1, title: '组长' },
          { const: 2, title: '茶农' },
        ],
      },
      cunId: { type: 'string', title: '所属村长' },
      groupId: { type: 'string', title: '所属组长' },
      cun: { type: 'string', title: '所在村', minLength: 1, errorMessage: { minLength: '请输入所在村名称' } },
    },
    allOf: [
      {
        if: { required: ['role'], properties: { role: { minimum: 1 } } },
        then: { required: ['cunId'], errorMessage: { required: { cunId: '请选择所属村长' } } },
      },
      {
        if: { required: ['role'], properties: { role: { const: 2 } } },
        then: { required: ['groupId'], errorMessage: { required: { groupId: '请选择所属组长' } } },
      },
    ],
    errorMessage: {
      required: { name: '姓名不能为空', phone: '手机号不能为空', role: '请选择身份', cun: '请输入所在村名称' },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['name', 'phone', 'role', 'cunId', 'groupId', 'cun'],
    name: { 'ui:placeholder': '请输入姓名' },
    phone: { 'ui:placeholder': '请输入手机号', 'ui:autocomplete': 'tel' },
    role: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
    cunId: {
      'ui:widget': 'select',
      'ui:placeholder': '请选择所属村长',
      'ui:options': {
        shownWhen: { field: 'role', above: 0 },
        from: {
          operation: 'listSubMembers',
          params: { cqId: 'session.userId', role: 0, pageIndex: 1, pageSize: 10000 },
          value: 'id',
          label: 'name',
        },
      },
    },
    groupId: {
      'ui:widget': 'select',
      'ui:placeholder': '请选择所属组长',
      'ui:options': {
        shownWhen: { field: 'role', above: 1 },
        from: {
          operation: 'listSubMembers',
          params: { cqId: 'session.userId', role: 1, pageIndex: 1, pageSize: 10000 },
          value: 'id',
          label: 'name',
        },
      },
    },
    cun: { 'ui:placeholder': '请输入所在村名称' },
  },
  messages: [
    { field: 'name', rules: ['required', 'minLength'], text: '姓名不能为空' },
    { field: 'phone', rules: ['required', 'minLength'], text: '手机号不能为空' },
    { field: 'phone', rules: ['pattern'], text: '手机号格式不正确' },
    { field: 'role', rules: ['required'], text: '请选择身份' },
    { field: 'cun', rules: ['required', 'minLength'], text: '请输入所在村名称' },
    { field: 'cunId', rules: ['required'], text: '请选择所属村长' },
    { field: 'groupId', rules: ['required'], text: '请选择所属组长' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
