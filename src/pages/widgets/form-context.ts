import type { FormSpec } from '../../../generated/forms/types';

/** What the custom widgets may ask of the form they sit in (rjsf `formContext`). */
export interface FormContext {
  getFormData(): Record<string, unknown>;
  /** sets other fields of the form (a map pick fills the address and its coordinates) */
  patch(fields: Record<string, unknown>): void;
  /** the submit waits until this settles (a card being read) */
  hold(task: Promise<unknown>): void;
  /**
   * told after every change of the data: a widget that shows another field's value (the cover picker shows
   * the uploaded images) renders again, which rjsf's field memo would not do for it
   */
  subscribe(listener: () => void): () => void;
  spec: FormSpec;
}

/** The form's own message for a field and rule, so a widget says what the form would say. */
export function messageFor(spec: FormSpec, field: string, rule: string): string | undefined {
  return spec.messages.find((m) => m.field === field && m.rules.includes(rule))?.text;
}
