// generated from spec/forms/expert-consult.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './expert-consult.validator.js';

export const form = {
  id: 'expert-consult',
  title: '专家咨询',
  operation: 'sendConsulting',
  buttons: [{ label: '发送', set: {} }],
  set: { content: 2 },
  query: [],
  from: { memberid: 'session.userId', toMemberId: 'host.toMemberId' },
  local: [],
  after: {},
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['memberContent'],
    properties: {
      memberContent: { type: 'string', title: '消息', pattern: '\\S', errorMessage: { pattern: '请输入要发送的消息' } },
    },
    errorMessage: { required: { memberContent: '请输入要发送的消息' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    memberContent: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入您要咨询的问题', 'ui:options': { rows: 3 } },
  },
  messages: [{ field: 'memberContent', rules: ['required', 'pattern'], text: '请输入要发送的消息' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
