// A form's choice lists (`ui:options.from`) asked for as the form's code arrives, beside its widgets' code,
// then taken by the widget that draws them (use-choices.ts). Asked by the widget as it mounts, the call
// waited for the widget's module and the modules that one imports, a round trip each on a phone: on
// /userysh/pubVideo the tag list's call was the last step before the simulated largest paint.
import type { UiSchema } from '@rjsf/utils';
import { callOperation } from '../../lib/http';
import { readSession } from '../../lib/session';
import type { FormSpec } from '../../../generated/forms/types';
import { resolveParams, uiFor } from '../form-logic';

/** `ui:options.from` of a select or check boxes: the choices are an operation's rows, a value and a label field each. */
export interface ChoicesFrom {
  operation: string;
  params?: Record<string, string | number | boolean>;
  value: string;
  label: string;
}

/** An answer asked ahead is taken within this long, else asked again (the form was left before its widget drew). */
const FRESH_MS = 10_000;
const asked = new Map<string, { at: number; answer: Promise<unknown> }>();
const keyOf = (operation: string, input: Record<string, unknown>) => JSON.stringify([operation, input]);
/** The answer asked ahead under `key`, while it is fresh. */
const freshAhead = (key: string) => {
  const ahead = asked.get(key);
  return ahead && Date.now() - ahead.at < FRESH_MS ? ahead.answer : undefined;
};

/** The inputs of a `from` for the member now (null: a param it needs is missing). */
export function choicesInput(
  from: ChoicesFrom,
  session: ReturnType<typeof readSession>,
): Record<string, unknown> | null {
  return resolveParams(from.params, { query: new URLSearchParams(), session, record: undefined, row: undefined });
}

/** Every `from` a ui names, at any depth (a list's items too). */
function fromsIn(ui: UiSchema, found: ChoicesFrom[] = []): ChoicesFrom[] {
  for (const [key, value] of Object.entries(ui)) {
    if (!value || typeof value !== 'object') continue;
    const from = key === 'ui:options' ? (value as { from?: ChoicesFrom }).from : undefined;
    if (from?.operation) found.push(from);
    else fromsIn(value as UiSchema, found);
  }
  return found;
}

/** Asks now for the choice lists the form draws for the member logged in (or the visitor). */
export function askChoicesAhead(form: Pick<FormSpec, 'uiSchema' | 'uiByAccount'>): void {
  const session = readSession();
  for (const from of fromsIn(uiFor(form, session))) {
    const input = choicesInput(from, session);
    if (!input) continue;
    const key = keyOf(from.operation, input);
    if (freshAhead(key)) continue;
    const answer = callOperation(from.operation as never, input);
    answer.catch(() => undefined); // the HTTP layer has said why; the widget that takes it shows no choices
    asked.set(key, { at: Date.now(), answer });
  }
}

/** The call's answer: the one asked ahead if it is fresh (taken once: a later draw asks again), else a new call. */
export function takeChoices(operation: string, input: Record<string, unknown>): Promise<unknown> {
  const key = keyOf(operation, input);
  const ahead = freshAhead(key);
  asked.delete(key);
  return ahead ?? callOperation(operation as never, input);
}
