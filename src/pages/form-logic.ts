// The form runtime's decisions in plain functions, so one path serves clicks, keys and tests.
import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import dayjs from '../lib/dayjs';
import { readPath } from '../lib/display';
import { operations, type OperationId } from '../../generated/api/operations';
import type { FormSpec } from '../../generated/forms/types';
import type { Params } from '../../generated/routes';
import { autograph } from '../lib/autograph';
import type { Session } from '../lib/session';

type Errors = readonly Pick<RJSFValidationError, 'property' | 'message' | 'name' | 'params'>[];

/**
 * ajv-errors reports a missing required field on the parent object; put it back on the field so
 * the message shows inline under it.
 */
export function relocateRequired<E extends Pick<RJSFValidationError, 'property' | 'params'>>(errors: E[]): E[] {
  return errors.map((e) => {
    const inner = (e.params as { errors?: { keyword: string; params: { missingProperty?: string } }[] } | undefined)
      ?.errors?.[0];
    if (inner?.keyword !== 'required' || !inner.params.missingProperty) return e;
    return { ...e, property: `${e.property ?? ''}.${inner.params.missingProperty}` };
  });
}

/**
 * The errors a member sees: ajv's `if` error ('must match "then" schema', on the object) only echoes the
 * failures inside the branch, which carry the form's texts, so it goes; a missing field's error moves to it,
 * an entry's error to its list when one widget draws the list (`ui:widget` on the array), and a hidden
 * field's error to the widget that fills it (the map pick's coordinates, `ui:options.lngField` / `latField`).
 */
export function shownErrors<E extends Pick<RJSFValidationError, 'property' | 'params' | 'name'>>(
  errors: E[],
  uiSchema: UiSchema = {},
): E[] {
  const filledBy = new Map<string, string>();
  for (const [name, ui] of Object.entries(uiSchema)) {
    const options = (ui as UiSchema | undefined)?.['ui:options'] as
      { lngField?: string; latField?: string } | undefined;
    for (const filled of [options?.lngField, options?.latField]) if (filled) filledBy.set(filled, name);
  }
  return relocateRequired(errors.filter((e) => e.name !== 'if')).map((e) => {
    const [field, ...inner] = (e.property ?? '').replace(/^\./, '').split('.');
    if (filledBy.has(field)) return { ...e, property: `.${filledBy.get(field)}` };
    // a list one widget draws whole (the festival's images) has no field per entry to show an entry's error
    return inner.length && typeof (uiSchema[field] as UiSchema | undefined)?.['ui:widget'] === 'string'
      ? { ...e, property: `.${field}` }
      : e;
  });
}

/**
 * The message the user sees first: the earliest entry of the documented order that fails. Matched by its
 * text, which every error carries (the generator gives each rule one): an error may be shown on another
 * field than its own (shownErrors), and two entries with one text show the same toast.
 */
export function firstFailing(spec: Pick<FormSpec, 'messages'>, errors: Errors): string | undefined {
  for (const m of spec.messages) {
    if (errors.some((e) => e.message === m.text)) return m.text;
  }
  return errors[0]?.message;
}

/**
 * The part of some data the form has fields for: a record being edited, or a loaded answer, carries
 * more (ids, counters) than the form shows or may send. Nulls become absent.
 */
export function fieldsOf(spec: Pick<FormSpec, 'schema'>, data: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.keys((spec.schema as { properties?: object }).properties ?? {});
  return Object.fromEntries(
    fields.filter((name) => data[name] !== undefined && data[name] !== null).map((name) => [name, data[name]]),
  );
}

/** A `load` answer under the form's names: `load.fields` maps a form field to the answer's field of another name. */
export function loadedData(spec: Pick<FormSpec, 'load'>, answer: Record<string, unknown>): Record<string, unknown> {
  const renamed = Object.entries(spec.load?.fields ?? {}).map(([field, from]) => [field, answer[from]]);
  return { ...answer, ...Object.fromEntries(renamed) };
}

/** The uiSchema for the logged-in account's kind: `uiByAccount` entries laid over the base, field by field. */
export function uiFor(
  spec: Pick<FormSpec, 'uiSchema' | 'uiByAccount'>,
  session: Pick<Session, 'isCompany'> | null,
): UiSchema {
  const overrides = (session?.isCompany ? spec.uiByAccount?.company : spec.uiByAccount?.person) ?? {};
  const merged: UiSchema = { ...spec.uiSchema };
  for (const [field, ui] of Object.entries(overrides)) {
    const base = merged[field];
    merged[field] =
      typeof base === 'object' && base && typeof ui === 'object' && !Array.isArray(ui) ? { ...base, ...ui } : ui;
  }
  return merged;
}

/**
 * Where a submit goes: the form's operation, or for an edit its `update` operation with the extra values,
 * less the fields and set values only a create sends (`omit`: they stay checked, as local fields are), and
 * its own buttons where it names them (修改职位 saves with 保存修改, not 立即发布).
 */
export function submitTarget<
  S extends Pick<FormSpec, 'operation' | 'from' | 'after' | 'update' | 'local' | 'set' | 'buttons'>,
>(spec: S, editing: boolean): S {
  if (!editing || !spec.update) return spec;
  const { operation, from, after, omit = [], buttons } = spec.update;
  const set = Object.fromEntries(Object.entries(spec.set).filter(([name]) => !omit.includes(name)));
  return {
    ...spec,
    operation,
    from: { ...spec.from, ...from },
    after: after ?? spec.after,
    local: [...spec.local, ...omit],
    set,
    buttons: buttons ?? spec.buttons,
  };
}

export interface SubmitButton {
  label: string;
  set?: Record<string, unknown>;
}

/** Where `submit.from` may look: the logged-in member, the route's query, values the hosting screen passes. */
export interface PayloadSources {
  query: URLSearchParams;
  session: Session | null;
  host?: Readonly<Record<string, unknown>>;
}

/** The value a page source names: 'query.<parameter>', 'session.<key>' or 'host.<name>'. */
export function fromSource(source: string, { query, session, host }: PayloadSources): unknown {
  const [kind, name] = source.split('.');
  if (kind === 'query') return query.get(name) ?? undefined;
  if (kind === 'host') return host?.[name];
  if (!session) return undefined;
  return name === 'isCompany'
    ? session.isCompany
      ? 1
      : 0
    : session[name as 'userId' | 'username' | 'ticket' | 'token'];
}

export interface PageSources extends PayloadSources {
  /** the enclosing record block's record */
  record?: Readonly<Record<string, unknown>>;
  /** the list row (or comment) an action or a link belongs to */
  row?: Readonly<Record<string, unknown>>;
}

const SOURCE = /^(query|session|host|record|row)\./;

/** One input value: a fixed value, or where the page finds it ('record.a.b' walks nested fields). */
function resolveValue(value: string | number | boolean, sources: PageSources): unknown {
  if (typeof value !== 'string' || !SOURCE.test(value)) return value;
  if (value.startsWith('record.')) return readPath(sources.record, value.slice(7));
  if (value.startsWith('row.')) return readPath(sources.row, value.slice(4));
  return fromSource(value, sources);
}

/**
 * A call's inputs; null when a source has no value (a detail opened without its id, a visitor) — unless
 * `optional` says the call goes without that input (a public list asks with the member's id when there
 * is one, to mark their favourites).
 */
export function resolveParams(
  params: Params | undefined,
  sources: PageSources,
  optional: (name: string) => boolean = () => false,
): Record<string, unknown> | null {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const resolved = resolveValue(value, sources);
    if (resolved !== undefined && resolved !== null && resolved !== '') input[name] = resolved;
    else if (!optional(name)) return null;
  }
  return input;
}

/** What is sent: the typed fields minus local ones, fixed values, route query values, values from the page, and the autograph. */
export function payloadOf(
  spec: Pick<FormSpec, 'operation' | 'local' | 'set' | 'query' | 'from'>,
  formData: Record<string, unknown> | undefined,
  button: SubmitButton,
  sources: PayloadSources,
): Record<string, unknown> {
  const { query } = sources;
  const payload: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(formData ?? {})) if (!spec.local.includes(k) && v !== undefined) payload[k] = v;
  Object.assign(payload, spec.set, button.set);
  for (const name of spec.query) {
    const value = query.get(name);
    if (value) payload[name] = value;
  }
  for (const [field, source] of Object.entries(spec.from)) {
    const value = fromSource(source, sources);
    if (value !== undefined && value !== '') payload[field] = value;
  }
  if (operations[spec.operation as OperationId].autograph) payload.autograph = autograph(payload);
  return payload;
}

/**
 * The date rule JSON Schema cannot say: `x-notBefore: yesterday` or `x-notBefore: <another date field>`
 * on a field (spec/forms), or a list of such bounds (the festival's start: not before yesterday, nor before
 * the sign-up end). Its text is the form's message for that field and rule whose `bound` names the broken
 * bound, else the one without a `bound`; the first broken bound speaks. `edited`: the record an edit
 * started from.
 */
export function dateRefusals(
  spec: Pick<FormSpec, 'schema' | 'messages'>,
  data: Record<string, unknown> | undefined,
  edited: Record<string, unknown> = {},
): { field: string; text: string }[] {
  const properties = (spec.schema.properties ?? {}) as Record<string, { 'x-notBefore'?: string | string[] }>;
  return Object.entries(properties).flatMap(([field, property]) => {
    const value = data?.[field];
    if (typeof value !== 'string' || !value) return [];
    const broken = [property['x-notBefore'] ?? []].flat().find((bound) => {
      // an edit keeps the record's own start date, however long ago (the sandbox allows it too)
      if (bound === 'yesterday' && edited[field] === value) return false;
      const limit = bound === 'yesterday' ? dayjs().subtract(1, 'day').format('YYYY-MM-DD') : data?.[bound];
      return typeof limit === 'string' && limit !== '' && value < limit;
    });
    if (broken === undefined) return [];
    const answers = spec.messages.filter((m) => m.field === field && m.rules.includes('x-notBefore'));
    const text = (answers.find((m) => m.bound === broken) ?? answers.find((m) => m.bound === undefined))?.text;
    return text ? [{ field, text }] : [];
  });
}

/**
 * The date refusals as rjsf's `extraErrors` (undefined when there are none: rjsf blocks a submit on any
 * extraErrors object, even an empty one). Not rjsf's `customValidate`: with a live-validated form whose
 * schema has a conditional part, rjsf rebuilds the data for customValidate with the *resolved* schema as
 * root (processRawValidationErrors → getDefaultFormState), and the precompiled validator, checking that
 * root against its own per oneOf field, throws on every keystroke after a failed submit.
 */
export function dateErrors(
  spec: Pick<FormSpec, 'schema' | 'messages'>,
  data: Record<string, unknown> | undefined,
  edited?: Record<string, unknown>,
): ErrorSchema | undefined {
  const refusals = dateRefusals(spec, data, edited);
  if (!refusals.length) return undefined;
  const errors: Record<string, { __errors: string[] }> = {};
  for (const { field, text } of refusals) (errors[field] ??= { __errors: [] }).__errors.push(text);
  return errors as ErrorSchema;
}

/**
 * `ui:options.shownWhen: { field, above | in }`: the field shows only while that field's value is above the
 * number (seed 2 §5: the village-head choice when the identity is above 0, the group head above 1), or one
 * of the values (seed 2 §2.3: 版式 only for a single cover).
 */
/** A read-only form (a verified 实名认证) asks for nothing: its fields' 请上传… help is left out. */
export function withoutHelp(uiSchema: UiSchema): UiSchema {
  return Object.fromEntries(
    Object.entries(uiSchema).map(([name, ui]) => {
      if (!ui || typeof ui !== 'object' || !('ui:help' in ui)) return [name, ui];
      const { 'ui:help': _help, ...rest } = ui as Record<string, unknown>;
      return [name, rest];
    }),
  );
}

export function shownUi(uiSchema: UiSchema, data: Record<string, unknown>): UiSchema {
  let next: UiSchema | null = null;
  for (const [name, ui] of Object.entries(uiSchema)) {
    const when = (
      ui as { 'ui:options'?: { shownWhen?: { field: string; above?: number; in?: unknown[] } } } | undefined
    )?.['ui:options']?.shownWhen;
    if (!when) continue;
    const value = data[when.field];
    const shown = when.in ? when.in.includes(value) : Number(value ?? -Infinity) > (when.above ?? -Infinity);
    if (shown) continue;
    next ??= { ...uiSchema };
    next[name] = { ...(ui as object), 'ui:widget': 'hidden' };
  }
  return next ?? uiSchema;
}

/**
 * `ui:options.clears: [fields]`: a change of the field empties those fields (seed 3 §4: a new start date
 * clears the end date, which must then be chosen again not before it).
 */
export function clearedBy(
  uiSchema: UiSchema,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  let next: Record<string, unknown> | null = null;
  for (const [name, ui] of Object.entries(uiSchema)) {
    const clears = (ui as { 'ui:options'?: { clears?: readonly string[] } } | undefined)?.['ui:options']?.clears;
    if (!clears || before[name] === after[name]) continue;
    next ??= { ...after };
    for (const field of clears) delete next[field];
  }
  return next ?? after;
}

/** The array fields' schemas whose field one widget draws whole (`ui:widget` on the list, not its items). */
export function listsDrawnWhole(schema: FormSpec['schema'], uiSchema: UiSchema): object[] {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown }>;
  return Object.entries(properties).flatMap(([name, property]) =>
    property.type === 'array' && typeof (uiSchema[name] as UiSchema | undefined)?.['ui:widget'] === 'string'
      ? [property]
      : [],
  );
}
