// Table-driven form rules: for each form in spec/forms, inputs that make each rule fail first, with the
// exact message the user sees first (documented order). A message no case reaches fails the suite.
import { describe, expect, it } from 'vitest';
import { forms, type FormId } from '../../generated/forms';
import { dateRefusals, firstFailing, relocateRequired } from '../../src/pages/form-logic';

export interface FormCase {
  given: Record<string, unknown>;
  want: string | null;
}

const tables = import.meta.glob<{ cases: FormCase[] }>('./cases/*.ts', { eager: true });
const casesOf = (id: string) => tables[`./cases/${id}.ts`]?.cases;

async function firstMessage(id: FormId, data: Record<string, unknown>): Promise<string | null> {
  const { form, validator } = await forms[id]();
  const dates = dateRefusals(form, data).map(({ field, text }) => ({ property: `.${field}`, message: text }));
  const errors = [...validator.validateFormData(data, form.schema).errors, ...dates];
  return errors.length ? (firstFailing(form, relocateRequired(errors)) ?? null) : null;
}

describe.each(Object.keys(forms) as FormId[])('%s', (id) => {
  it('has a table of cases', () => {
    expect(casesOf(id), `tests/forms/cases/${id}.ts`).toBeDefined();
  });

  it.each(casesOf(id) ?? [])('$given → $want', async ({ given, want }) => {
    expect(await firstMessage(id, given)).toBe(want);
  });

  it('reaches every message of its YAML', async () => {
    const { form } = await forms[id]();
    const reached = new Set((casesOf(id) ?? []).map((c) => c.want));
    expect(form.messages.map((m) => m.text).filter((text) => !reached.has(text))).toEqual([]);
  });
});
