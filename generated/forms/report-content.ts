// generated from spec/forms/report-content.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './report-content.validator.js';

export const form = {
  id: 'report-content',
  title: '举报',
  operation: 'submitReport',
  buttons: [{ label: '提交', set: {} }],
  set: {},
  query: [],
  from: { joinId: 'host.joinId', type: 'host.type', userId: 'session.userId' },
  local: [],
  after: { serverMessage: true },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['catalog'],
    properties: {
      catalog: { type: 'string', title: '举报原因', minLength: 1, errorMessage: { minLength: '请选择举报原因' } },
    },
    errorMessage: { required: { catalog: '请选择举报原因' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['catalog', '*'],
    catalog: {
      'ui:widget': 'checks',
      'ui:options': { from: { operation: 'getReportType', value: 'id', label: 'text' } },
    },
  },
  messages: [{ field: 'catalog', rules: ['required', 'minLength'], text: '请选择举报原因' }],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
