// What a field's schema says about its input before any message is needed (seed 3 §9 "inputs
// have maxlength 11", seed 2 §5 "amount input allows digits and one decimal point, at most two decimals"):
// the most characters it takes, the keyboard a phone offers, the characters typing keeps, and for a
// date the first day it offers. Derived from the YAML's maxLength, pattern and x-notBefore, for every form.
import dayjs from '../../lib/dayjs';

export interface InputShape {
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal';
  /** what typing (or pasting) leaves of a value */
  filter?(value: string): string;
}

interface Limits {
  type?: unknown;
  minimum?: number;
  maxLength?: number;
  pattern?: string;
}

// Typing drops what cannot belong to the value (a letter, a space, a phone's dashes) but never a decimal point,
// a thousands comma, a sign or an exponent: dropped, '2.5' people became 25 and '150.5' 元 1505 without a word. Kept,
// the
// value stays as typed and the field's own message (its type, pattern or minimum rule) says what is wrong.
const keepDigits = (value: string) => value.replace(/[^\d.,]/g, '');
const keepCount = (value: string) => value.replace(/[^\d.,eE+-]/g, '');

// one pattern element: a digit class or a literal digit, with an optional quantifier
const ELEMENT = /(\\d|\[[0-9-]+\]|[0-9])(\{(\d+)(?:,(\d*))?\}|[+*?])?/y;
// whole numbers with an optional fraction of at most n digits: ^\d+(\.\d)?$ or ^\d+(\.\d{1,2})?$
const DECIMAL = /^\^\\d[+*]\(\\\.\\d(?:\{(?:\d+,)?(\d+)\})?\)\?\$$/;

/** The longest value an anchored, digits-only pattern matches (Infinity for + or *); undefined if not digits-only. */
function digitsOnly(pattern: string): number | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return undefined;
  const body = pattern.slice(1, -1);
  let length = 0;
  ELEMENT.lastIndex = 0;
  while (ELEMENT.lastIndex < body.length) {
    const at = ELEMENT.lastIndex;
    const match = ELEMENT.exec(body);
    if (!match || match.index !== at) return undefined;
    const [, , quantifier, exact, upper] = match;
    if (!quantifier || quantifier === '?') length += 1;
    else if (quantifier === '+' || quantifier === '*' || upper === '') length = Infinity;
    else length += Number(upper ?? exact);
  }
  return length;
}

export function inputShape({ type, minimum, maxLength, pattern }: Limits): InputShape {
  // a count (容纳人数: integer, minimum 1): a text box with the digit keyboard, not a number box (which takes 'e'
  // and turns what it cannot read into nothing)
  if (type === 'integer')
    return minimum !== undefined && minimum >= 0 ? { inputMode: 'numeric', filter: keepCount } : {};
  if (type !== undefined && type !== 'string') return {};
  const decimal = pattern ? DECIMAL.exec(pattern) : null;
  if (decimal) {
    const places = Number(decimal[1] ?? 1);
    return { maxLength, inputMode: 'decimal', filter: (value) => keepDecimal(value, places) };
  }
  const digits = pattern ? digitsOnly(pattern) : undefined;
  if (digits === undefined) return { maxLength };
  return {
    maxLength: maxLength ?? (Number.isFinite(digits) ? digits : undefined),
    inputMode: 'numeric',
    filter: keepDigits,
  };
}

/** Digits and one point, at most `places` digits after it: '12.345abc' → '12.34'. */
export function keepDecimal(value: string, places: number): string {
  const [whole, ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, places)}` : whole;
}

/**
 * The first day a date field offers (`x-notBefore`): yesterday, or the day another date field holds
 * (the end not before the start), the latest of a list of bounds; undefined while no bound has a day.
 */
export function notBefore(
  bound: string | readonly string[] | undefined,
  data: Record<string, unknown>,
  today = dayjs(),
): string | undefined {
  const days = [bound ?? []].flat().map((one) => {
    if (one === 'yesterday') return today.subtract(1, 'day').format('YYYY-MM-DD');
    const other = data[one];
    return typeof other === 'string' && other ? other.slice(0, 10) : undefined;
  });
  return days
    .filter((day): day is string => day !== undefined)
    .sort()
    .at(-1);
}
