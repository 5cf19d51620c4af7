// How a composed page shows a value: the named formats and label maps of spec/display.yaml applied to
// fields read from the page's scope. Pure functions; the pages render what these answer.
import dayjs, { type Dayjs } from './dayjs';
import { formats, labels, type Format, type FormatName, type Label, type LabelName } from '../../generated/display';
import type { Field, Operand, TemplatePart } from '../../generated/routes';
import { textOf } from './format';

/**
 * What a page's fields, conditions and inputs read: the enclosing record block's record, the list row
 * (or comment) at hand, the logged-in member (null for a visitor) and the route query.
 */
export interface Scope {
  record?: Readonly<Record<string, unknown>>;
  row?: Readonly<Record<string, unknown>>;
  session?: Readonly<Record<string, unknown>> | null;
  query?: URLSearchParams;
}

/**
 * A dotted path ('member.nickname') walked through own properties only, so a path never reaches
 * `constructor` or `__proto__`. A list is walked into its elements, as the generator checks paths
 * ('images.url' → every element's url; 'images.0' → the first element).
 */
export function readPath(object: unknown, path: string): unknown {
  return walk(object, path.split('.'));
}

function walk(value: unknown, keys: readonly string[]): unknown {
  if (!keys.length) return value;
  const [key, ...rest] = keys;
  if (Array.isArray(value) && !/^\d+$/.test(key)) return value.map((element) => walk(element, keys));
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  return walk((value as Record<string, unknown>)[key], rest);
}

/** The subject of a bare field: the row at hand, else the record (a row inside a record block reads its own fields). */
const subjectOf = (scope: Scope) => scope.row ?? scope.record;

/** The value an operand's ref names; 'query' reads the route query by parameter name. */
export function readRef(scope: Scope, { ref, path }: Extract<Operand, { ref: string }>): unknown {
  switch (ref) {
    case 'record':
      return readPath(scope.record, path);
    case 'row':
      return readPath(scope.row, path);
    case 'session':
      return readPath(scope.session, path);
    case 'query':
      return scope.query?.get(path) ?? undefined;
    case 'scope':
      return readPath(subjectOf(scope), path);
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Dates as the back end sends them: 'YYYY-MM-DD[ HH:mm[:ss]]' (also with '/' or an ISO 'T', fraction
 * and offset), epoch milliseconds or a Date. Text is checked before dayjs sees it because dayjs falls
 * back to `new Date(text)`, which reads stray words with a number in them as a date.
 */
const DATE_TEXT = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** A time of day alone ('08:30:00', an activity's daily hours) is read on today's date. */
const TIME_TEXT = /^\d{1,2}:\d{2}(?::\d{2})?$/;

function parseDate(value: unknown): Dayjs | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  const parsed =
    typeof value === 'number' || value instanceof Date
      ? dayjs(value)
      : DATE_TEXT.test(text)
        ? dayjs(text)
        : TIME_TEXT.test(text)
          ? dayjs(`${dayjs().format('YYYY-MM-DD')} ${text}`)
          : undefined;
  return parsed?.isValid() ? parsed : undefined;
}

/**
 * A server clock a little ahead of the browser's makes a just-posted comment look a few seconds in
 * the future; up to this much ahead still reads as just now.
 */
const CLOCK_SKEW_MS = 60_000;

/**
 * Seed 2 §9: seconds, minutes, hours, days ago under `days` days, then `recent` under `monthDays`
 * days, then `full`. Units are whole elapsed periods (59 min is 59分钟前, 60 min is 1小时前). The seeds
 * have no "just now", so anything under a second (and a clock-skew future) floors to 1 of the
 * smallest unit rather than an odd 0秒前; a time further in the future is not "ago" and shows `full`.
 */
function ago(time: Dayjs, format: Extract<Format, { kind: 'ago' }>, now: Dayjs): string {
  const ms = now.diff(time);
  if (ms < -CLOCK_SKEW_MS) return time.format(format.full);
  const seconds = Math.max(1, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds}${format.units.second}`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}${format.units.minute}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}${format.units.hour}`;
  const days = Math.floor(hours / 24);
  if (days < format.days) return `${days}${format.units.day}`;
  return time.format(days < format.monthDays ? format.recent : format.full);
}

/**
 * Seed 1 §9, by calendar day in local time: another year → `otherYear`; today → `morning` before 12,
 * otherwise `afternoon`; yesterday → `yesterday`; any other day of this year (a future one too) →
 * `earlier`. The year is checked first, so 31 December seen on 1 January shows the full date.
 */
function calendar(time: Dayjs, format: Extract<Format, { kind: 'calendar' }>, now: Dayjs): string {
  if (!time.isSame(now, 'year')) return time.format(format.otherYear);
  if (time.isSame(now, 'day')) return time.format(time.hour() < 12 ? format.morning : format.afternoon);
  if (time.isSame(now.subtract(1, 'day'), 'day')) return time.format(format.yesterday);
  return time.format(format.earlier);
}

/**
 * Keeps the first `start` characters and either the last `end` (seed 1 §9: 138****0001) or everything
 * from the `from`-th character on (seed 3 §2.1); the characters between are shown as `stars`
 * asterisks, else one per hidden character. A value with nothing between the kept ends is shown as
 * it is: masking it would hide nothing.
 */
function mask(text: string, { start, end, stars, from }: Extract<Format, { kind: 'mask' }>): string {
  const tailAt = from !== undefined ? from - 1 : text.length - (end ?? 0);
  if (tailAt <= start || text.length <= start) return text;
  const hidden = Math.min(tailAt, text.length) - start;
  return `${text.slice(0, start)}${'*'.repeat(stars ?? hidden)}${text.slice(tailAt)}`;
}

/** A number or numeric text; anything else (words, blanks, booleans) is not one. */
export function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A value in one of spec/display.yaml's formats. Blank values show nothing; a value the format cannot
 * read (a date that is not one, money that is not a number) shows as its text, so a surprise from the
 * back end is visible rather than lost. `now` is for the relative-time formats.
 */
export function formatValue(value: unknown, format: FormatName, now: Date = new Date()): string {
  if (isBlank(value)) return '';
  const spec = formats[format];
  const text = textOf(value);
  switch (spec.kind) {
    case 'date':
    case 'ago':
    case 'calendar': {
      const time = parseDate(value);
      if (!time) return text;
      if (spec.kind === 'date') return time.format(spec.pattern);
      return spec.kind === 'ago' ? ago(time, spec, dayjs(now)) : calendar(time, spec, dayjs(now));
    }
    case 'mask':
      return mask(text, spec);
    case 'money': {
      const n = numberOf(value);
      return n === undefined ? text : `${spec.prefix ?? ''}${n.toFixed(spec.decimals)}${spec.suffix ?? ''}`;
    }
    case 'number': {
      const n = numberOf(value);
      return n === undefined ? text : `${String(n).padStart(spec.pad ?? 0, '0')}${spec.suffix ?? ''}`;
    }
  }
}

/** The label a map gives a value, compared as text (1 and '1' are the same); undefined for a value the map does not name. */
export function labelOf(value: unknown, map: LabelName): Label | undefined {
  const entries = labels[map];
  const key = textOf(value);
  return Object.hasOwn(entries, key) ? entries[key] : undefined;
}

/**
 * One value as shown: in its format, else its label's text, else as text. A value the label map does
 * not name shows nothing: the map is what gives a code its product text, and a raw code means
 * nothing to a visitor.
 */
function shown(
  value: unknown,
  { format, labels: map }: { format?: FormatName; labels?: LabelName },
  now: Date | undefined,
): string {
  if (format) return formatValue(value, format, now);
  if (map) return labelOf(value, map)?.text ?? '';
  return textOf(value);
}

const partText = (part: TemplatePart, scope: Scope, now: Date | undefined) =>
  'text' in part ? part.text : shown(readPath(subjectOf(scope), part.field), part, now);

/**
 * The display text of a page's Field: its fixed text, its template's parts joined, or its field read
 * from the row at hand (else the record) — formatted or labelled. Its `when` and `as` are the
 * renderer's business.
 */
export function fieldText(field: Field, scope: Scope, now?: Date): string {
  if (field.text !== undefined) return field.text;
  if (field.template) return field.template.map((part) => partText(part, scope, now)).join('');
  if (field.field === undefined) return '';
  return shown(readPath(subjectOf(scope), field.field), field, now);
}
