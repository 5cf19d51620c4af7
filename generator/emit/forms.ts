// generated/forms/: per form its spec object and precompiled validator, the lazy loaders by form id,
// and the FormSpec type they share.
import type { FormIr, Ir } from '../ir.js';
import { header, key, literal, quote, unionType } from './code.js';
import { withErrorMessages } from './error-messages.js';
import { ajvRuntimeJs, compileValidator } from './form-validator.js';
import { formTypesTs } from './static.js';

/** A failure to emit that belongs to a spec node (the stage before cannot foresee every ajv refusal). */
export class EmitError extends Error {
  constructor(
    readonly file: string,
    readonly path: readonly (string | number)[],
    message: string,
  ) {
    super(message);
  }
}

export function emitForms(ir: Ir): Record<string, string> {
  const files: Record<string, string> = {
    'forms/types.ts': formTypesTs,
    'forms/index.ts': emitIndex(ir.forms),
    'forms/ajv-runtime.js': `${header('ajv (the runtime its precompiled validators need)')}${ajvRuntimeJs()}`,
  };
  for (const form of ir.forms) {
    const schema = withErrorMessages(form.schema, form.messages);
    let validator: string;
    try {
      validator = compileValidator(schema);
    } catch (error) {
      throw new EmitError(form.source, ['schema'], `cannot compile the form's validator: ${(error as Error).message}`);
    }
    files[`forms/${form.id}.ts`] = emitForm(form, schema);
    files[`forms/${form.id}.validator.js`] = header(form.source) + validator;
    files[`forms/${form.id}.validator.d.ts`] =
      `${header(form.source)}import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export declare const validateFns: ValidatorFunctions;
`;
  }
  return files;
}

function emitForm(form: FormIr, schema: Record<string, unknown>): string {
  const {
    id,
    title,
    operation,
    buttons,
    set,
    query,
    from,
    local,
    validate,
    draft,
    after,
    confirm,
    update,
    load,
    notice,
    uiByAccount,
    uiSchema,
    messages,
  } = form;
  const fields = {
    id,
    title,
    operation,
    buttons,
    set,
    query,
    from,
    local,
    ...(validate ? { validate } : {}),
    ...(draft ? { draft } : {}),
    after,
    ...(confirm ? { confirm } : {}),
    ...(update ? { update } : {}),
    ...(load ? { load } : {}),
    ...(notice ? { notice } : {}),
    ...(uiByAccount ? { uiByAccount } : {}),
  };
  return `${header(form.source)}import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './${form.id}.validator.js';

export const form = {
${Object.entries(fields)
  .map(([name, value]) => `  ${name}: ${literal(value)},\n`)
  .join('')}  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: ${literal(schema)} as unknown as RJSFSchema,
  uiSchema: ${literal(uiSchema)},
  messages: ${literal(messages)},
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
`;
}

function emitIndex(forms: FormIr[]): string {
  const ids = forms.map((form) => form.id);
  return `${header('spec/forms/*.yaml')}import type { FormModule } from './types.js';

${unionType('FormId', ids)}

/** Each form loads on first use, together with its precompiled validator. */
export const forms: Readonly<Record<FormId, () => Promise<FormModule>>> = {${ids.length ? '\n' : ''}${ids
    .map((id) => `  ${key(id)}: () => import(${quote(`./${id}.js`)}),\n`)
    .join('')}};
`;
}
