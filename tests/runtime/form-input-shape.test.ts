import { describe, expect, it } from 'vitest';
import dayjs from '../../src/lib/dayjs';
import { inputShape, keepDecimal, notBefore } from '../../src/pages/widgets/input-shape';

// A field's input from its schema: given the YAML's limits, want the input's shape and what typing keeps.
describe('the input a field schema asks for', () => {
  it.each([
    { given: { pattern: '^1[3-9]\\d{9}$' }, want: { maxLength: 11, inputMode: 'numeric' } },
    { given: { pattern: '^1\\d{10}$' }, want: { maxLength: 11, inputMode: 'numeric' } },
    { given: { pattern: '^\\d{6}$' }, want: { maxLength: 6, inputMode: 'numeric' } },
    { given: { maxLength: 18 }, want: { maxLength: 18 } },
    { given: { maxLength: 11, minLength: 1 }, want: { maxLength: 11 } },
    { given: { pattern: '^\\d+(\\.\\d{1,2})?$' }, want: { inputMode: 'decimal' } },
    { given: { pattern: '^\\d+(\\.\\d)?$' }, want: { inputMode: 'decimal' } },
    // not digits only: no keyboard, no filter
    { given: { pattern: '^\\d{17}[\\dXx]$' }, want: {} },
    { given: { pattern: '\\S' }, want: {} },
    { given: { pattern: '^(?=.*\\d)(?=.*[A-Za-z]).{8,16}$' }, want: {} },
    { given: {}, want: {} },
  ])('$given → $want', ({ given, want }) => {
    const { filter: _filter, ...shape } = inputShape(given);
    expect(Object.fromEntries(Object.entries(shape).filter(([, v]) => v !== undefined))).toEqual(want);
  });

  it('a count (integer, minimum 0 or more) drops letters but never a point, a comma or a sign (its message says what is wrong); other numbers are left to the browser', () => {
    const count = inputShape({ type: 'integer', minimum: 1 });
    expect(count.inputMode).toBe('numeric');
    expect(count.filter!('12人')).toBe('12');
    expect(count.filter!('2.5')).toBe('2.5');
    expect(count.filter!('150.5')).toBe('150.5');
    expect(count.filter!('1,500')).toBe('1,500');
    expect(count.filter!('-3')).toBe('-3');
    expect(count.filter!('-1.5e2')).toBe('-1.5e2');
    expect(inputShape({ type: 'integer' })).toEqual({});
    expect(inputShape({ type: 'number', minimum: 0 })).toEqual({});
  });

  it("drops a phone number's dashes, spaces and letters where the pattern is digits, never a point", () => {
    expect(inputShape({ pattern: '^1[3-9]\\d{9}$' }).filter!('138-0000 0000a')).toBe('13800000000');
    expect(inputShape({ pattern: '^\\d{4}$' }).filter!('20.12')).toBe('20.12');
  });

  it.each([
    ['12.345abc', 2, '12.34'],
    ['1.2.3', 2, '1.23'],
    ['abc', 2, ''],
    ['0.', 2, '0.'],
    ['9.99', 1, '9.9'],
    ['100', 2, '100'],
  ])('an amount: %s with %i places → %s', (given, places, want) => {
    expect(keepDecimal(given, places)).toBe(want);
    expect(inputShape({ pattern: places === 2 ? '^\\d+(\\.\\d{1,2})?$' : '^\\d+(\\.\\d)?$' }).filter!(given)).toBe(
      want,
    );
  });

  it('offers dates from yesterday, or from the start date once there is one', () => {
    const today = dayjs('2026-04-10');
    expect(notBefore('yesterday', {}, today)).toBe('2026-04-09');
    expect(notBefore('ygkssj', { ygkssj: '2026-05-01' }, today)).toBe('2026-05-01');
    expect(notBefore('ygkssj', {}, today)).toBeUndefined();
    expect(notBefore(undefined, {}, today)).toBeUndefined();
    // a list of bounds: the latest day any of them holds
    expect(notBefore(['yesterday', 'signUpEndTime'], { signUpEndTime: '2026-05-01' }, today)).toBe('2026-05-01');
    expect(notBefore(['yesterday', 'signUpEndTime'], {}, today)).toBe('2026-04-09');
  });
});
