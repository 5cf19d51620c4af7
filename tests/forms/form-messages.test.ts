// Table-driven form rules: for each form in spec/forms, inputs that make each rule fail first, with the
// exact message the user sees first (documented order). A message no case reaches fails the suite.
import { describe, expect, it } from 'vitest';
import { forms, type FormId } from '../../generated/forms';
import { createSchemaUtils } from '@rjsf/utils';
import { dateRefusals, firstFailing, shownErrors } from '../../src/pages/form-logic';

export interface FormCase {
  given: Record<string, unknown>;
  want: string | null;
}

const tables = import.meta.glob<{ cases: FormCase[] }>('./cases/*.ts', { eager: true });
const casesOf = (id: string) => tables[`./cases/${id}.ts`]?.cases;

async function errorsOf(id: FormId, data: Record<string, unknown>) {
  const { form, validator } = await forms[id]();
  const dates = dateRefusals(form, data).map(({ field, text }) => ({ property: `.${field}`, message: text }));
  return { form, errors: shownErrors([...validator.validateFormData(data, form.schema).errors, ...dates]) };
}

async function firstMessage(id: FormId, data: Record<string, unknown>): Promise<string | null> {
  const { form, errors } = await errorsOf(id, data);
  return errors.length ? (firstFailing(form, errors) ?? null) : null;
}

describe.each(Object.keys(forms) as FormId[])('%s', (id) => {
  it('has a table of cases', () => {
    expect(casesOf(id), `tests/forms/cases/${id}.ts`).toBeDefined();
  });

  it.each(casesOf(id) ?? [])('$given → $want', async ({ given, want }) => {
    expect(await firstMessage(id, given)).toBe(want);
  });

  it("says every error of every case in the form's own words, never ajv's", async () => {
    const { form: spec, validator } = await forms[id]();
    // as the form holds the data: with its defaults (a radio's choice cannot be emptied)
    const utils = createSchemaUtils(validator, spec.schema, { constAsDefaults: 'never' });
    for (const { given } of casesOf(id) ?? []) {
      const { form, errors } = await errorsOf(
        id,
        utils.getDefaultFormState(spec.schema, given) as Record<string, unknown>,
      );
      const texts = new Set(form.messages.map((m) => m.text));
      expect(
        errors.map((e) => e.message).filter((text) => !texts.has(text ?? '')),
        JSON.stringify(given),
      ).toEqual([]);
    }
  });

  it('reaches every message of its YAML', async () => {
    const { form } = await forms[id]();
    const reached = new Set((casesOf(id) ?? []).map((c) => c.want));
    expect(form.messages.map((m) => m.text).filter((text) => !reached.has(text))).toEqual([]);
  });
});
