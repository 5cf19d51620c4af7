import { describe, expect, it } from 'vitest';
import { labels, type FormatName, type LabelName } from '../../generated/display';
import type { Field } from '../../generated/routes';
import { templateParts } from '../../generator/page-ir';
import { fieldText, formatValue, labelOf, readPath, readRef, type Scope } from '../../src/lib/display';

// A fixed "now" in local time, in July: no time zone changes its clock within the 30 days before it,
// so whole-day steps back land on the same wall-clock time wherever the tests run.
const now = new Date(2026, 6, 15, 15, 30, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (ms: number) => now.getTime() - ms;

describe('ago (seed 2 §9: seconds, minutes, hours, days ago under 3 days, then month-day time under 30 days, then the full date)', () => {
  it.each([
    { given: before(0.5 * SECOND), want: '1秒前' },
    { given: before(-30 * SECOND), want: '1秒前' },
    { given: before(-2 * HOUR), want: '2026-07-15' },
    { given: before(59 * SECOND), want: '59秒前' },
    { given: before(60 * SECOND), want: '1分钟前' },
    { given: before(59 * MINUTE + 59 * SECOND), want: '59分钟前' },
    { given: before(60 * MINUTE), want: '1小时前' },
    { given: before(23 * HOUR + 59 * MINUTE), want: '23小时前' },
    { given: before(24 * HOUR), want: '1天前' },
    { given: before(2 * DAY + 23 * HOUR), want: '2天前' },
    { given: before(3 * DAY), want: '07-12 15:30' },
    { given: before(29 * DAY), want: '06-16 15:30' },
    { given: before(30 * DAY), want: '2026-06-15' },
    { given: '2026-07-15 15:29:01', want: '59秒前' },
    { given: '2026-07-12 15:30:00', want: '07-12 15:30' },
  ])('$given → $want', ({ given, want }) => {
    expect(formatValue(given, 'ago', now)).toBe(want);
  });
});

describe('calendar (seed 1 §9: another year, earlier than yesterday, yesterday, today morning or afternoon)', () => {
  it.each([
    { given: '2026-07-15 11:59:59', want: '上午 11:59' },
    { given: '2026-07-15 12:00:00', want: '下午 12:00' },
    // the YAML's clock after 上午/下午 is 12-hour
    { given: '2026-07-15 13:05:00', want: '下午 01:05' },
    { given: new Date(2026, 6, 15, 9, 5).getTime(), want: '上午 09:05' },
    { given: '2026-07-14 23:59:00', want: '昨天 23:59' },
    { given: '2026-07-14 00:00:00', want: '昨天 00:00' },
    { given: '2026-07-13 23:59:00', want: '07-13 23:59' },
    { given: '2026-01-01 08:00', want: '01-01 08:00' },
    { given: '2025-12-31 23:59:00', want: '2025-12-31 23:59' },
  ])('$given → $want', ({ given, want }) => {
    expect(formatValue(given, 'calendar', now)).toBe(want);
  });

  it('shows the full date for yesterday when yesterday was last year', () => {
    expect(formatValue('2025-12-31 20:00:00', 'calendar', new Date(2026, 0, 1, 9, 0))).toBe('2025-12-31 20:00');
  });
});

describe('date patterns', () => {
  it.each<{ given: unknown; format: FormatName; want: string }>([
    { given: '2026-07-15 09:05:03', format: 'date', want: '2026-07-15' },
    { given: '2026-07-15 09:05:03', format: 'time', want: '09:05:03' },
    { given: '2026/07/15 09:05', format: 'dateTime', want: '2026-07-15 09:05' },
    { given: '2026-07-15T09:05:03', format: 'monthDay', want: '07-15' },
    { given: new Date(2026, 6, 15, 9, 5).getTime(), format: 'dateTime', want: '2026-07-15 09:05' },
    // new Date('Tea 12') would read as December 2001
    { given: 'Tea 12', format: 'date', want: 'Tea 12' },
    { given: '待定', format: 'ago', want: '待定' },
    { given: '', format: 'date', want: '' },
    { given: null, format: 'calendar', want: '' },
    { given: undefined, format: 'ago', want: '' },
  ])('$given in $format → $want', ({ given, format, want }) => {
    expect(formatValue(given, format, now)).toBe(want);
  });

  it('reads an ISO time with its offset', () => {
    expect(formatValue('2026-07-15T09:05:03Z', 'dateTime')).toBe(
      formatValue(Date.UTC(2026, 6, 15, 9, 5, 3), 'dateTime'),
    );
  });
});

describe('masks', () => {
  const phone = [
    { given: '13800000001', want: '138****0001' },
    { given: 13912345678, want: '139****5678' },
    { given: '12345678', want: '123*5678' },
    { given: '010123456789', want: '010*****6789' },
    { given: '1234567', want: '1234567' },
    { given: '123', want: '123' },
    { given: '', want: '' },
  ];
  it.each(phone)('phone (seed 1 §9: first 3 and last 4 kept): $given → $want', ({ given, want }) => {
    expect(formatValue(given, 'phone')).toBe(want);
  });

  it('an ID-card number keeps the same ends as a phone', () => {
    expect(formatValue('413001199001011234', 'idCard')).toBe('413***********1234');
  });

  it.each([
    { given: '13800000001', want: '138****0001' },
    { given: '138000000012345', want: '138****00012345' },
    { given: '12345678', want: '123****8' },
    // the four asterisks do not tell how many digits they hide
    { given: '1234567', want: '123****' },
    { given: '1234', want: '123****' },
    { given: '123', want: '123' },
    { given: null, want: '' },
  ])('phoneFrom8 (seed 3 §2.1: first 3, four asterisks, the rest from the 8th): $given → $want', ({ given, want }) => {
    expect(formatValue(given, 'phoneFrom8')).toBe(want);
  });
});

describe('money and numbers', () => {
  it.each<{ given: unknown; format: FormatName; want: string }>([
    { given: 12, format: 'yuan', want: '12.00元' },
    { given: '12.5', format: 'yuan', want: '12.50元' },
    { given: 0, format: 'yuan', want: '0.00元' },
    { given: 1234.567, format: 'yuan', want: '1234.57元' },
    { given: 19.9, format: 'price1', want: '19.9元' },
    { given: '20', format: 'price1', want: '20.0元' },
    { given: '面议', format: 'yuan', want: '面议' },
    { given: '', format: 'yuan', want: '' },
    { given: 1, format: 'rank', want: '01' },
    { given: '9', format: 'rank', want: '09' },
    { given: 10, format: 'rank', want: '10' },
    { given: 123, format: 'rank', want: '123' },
    { given: '—', format: 'rank', want: '—' },
    { given: undefined, format: 'rank', want: '' },
  ])('$given in $format → $want', ({ given, format, want }) => {
    expect(formatValue(given, format)).toBe(want);
  });
});

describe('label maps', () => {
  const maps = Object.entries(labels) as [LabelName, (typeof labels)[LabelName]][];

  it.each(maps)('%s gives every value a text, found by number or text alike', (map, entries) => {
    expect(Object.keys(entries).length).toBeGreaterThan(0);
    for (const key of Object.keys(entries)) {
      expect(labelOf(key, map)?.text).toMatch(/\S/);
      expect(labelOf(Number(key), map)).toBe(labelOf(key, map));
    }
  });

  it('names nothing it does not have', () => {
    expect(labelOf(99, 'authState')).toBeUndefined();
    expect(labelOf('constructor', 'authState')).toBeUndefined();
    expect(labelOf(null, 'authState')).toBeUndefined();
    expect(labelOf(1, 'authState')).toEqual({ text: '已发布', tone: 'primary' });
  });
});

describe('reading the scope', () => {
  const scope: Scope = {
    record: { id: 'r1', member: { nickname: '茶友' } },
    row: { id: 'w9' },
    session: { userId: 'm1' },
    query: new URLSearchParams('tab=2'),
  };

  it.each([
    { object: { a: { b: 1 } }, path: 'a.b', want: 1 },
    { object: { a: { b: 1 } }, path: 'a.c', want: undefined },
    { object: { a: null }, path: 'a.b', want: undefined },
    { object: { list: ['x', 'y'] }, path: 'list.1', want: 'y' },
    { object: {}, path: 'constructor', want: undefined },
    { object: undefined, path: 'a', want: undefined },
  ])('readPath($object, $path) → $want', ({ object, path, want }) => {
    expect(readPath(object, path)).toBe(want);
  });

  it.each([
    { ref: 'record', path: 'member.nickname', want: '茶友' },
    { ref: 'row', path: 'id', want: 'w9' },
    { ref: 'session', path: 'userId', want: 'm1' },
    { ref: 'query', path: 'tab', want: '2' },
    { ref: 'query', path: 'page', want: undefined },
    { ref: 'scope', path: 'id', want: 'w9' },
  ] as const)('$ref.$path → $want', ({ ref, path, want }) => {
    expect(readRef(scope, { ref, path })).toBe(want);
  });

  it('reads the record through scope when there is no row, and nothing of a visitor', () => {
    expect(readRef({ record: scope.record }, { ref: 'scope', path: 'id' })).toBe('r1');
    expect(readRef({ session: null }, { ref: 'session', path: 'userId' })).toBeUndefined();
  });
});

describe('fieldText', () => {
  // templates cut as the generator cuts spec/routes.yaml's
  const template = (text: string) => templateParts(text, Object.keys(labels)) as unknown as Field['template'];
  const record = {
    title: '信阳毛尖',
    number: 3,
    start: '2026-07-01 09:00:00',
    end: '2026-07-20 18:00:00',
    member: { nickname: '茶友' },
    authState: 1,
    price: 12,
    phone: '13800000001',
  };

  it.each<{ field: Field; want: string }>([
    { field: { text: '联系我们' }, want: '联系我们' },
    { field: { field: 'title' }, want: '信阳毛尖' },
    { field: { field: 'member.nickname' }, want: '茶友' },
    { field: { field: 'missing' }, want: '' },
    { field: { field: 'phone', format: 'phone' }, want: '138****0001' },
    { field: { field: 'price', format: 'yuan' }, want: '12.00元' },
    { field: { field: 'authState', labels: 'authState' }, want: '已发布' },
    { field: { field: 'number', labels: 'authState' }, want: '' },
    { field: { template: template('招{number}人') }, want: '招3人' },
    { field: { template: template('{start|date} 至 {end|date}') }, want: '2026-07-01 至 2026-07-20' },
    { field: { template: template('{member.nickname}：{authState|authState}') }, want: '茶友：已发布' },
    { field: { template: template('{start|ago}') }, want: '07-01 09:00' },
    { field: { template: template('共{missing}条') }, want: '共条' },
  ])('$field → $want', ({ field, want }) => {
    expect(fieldText(field, { record }, now)).toBe(want);
  });

  it('reads the row at hand before the record', () => {
    expect(fieldText({ field: 'title' }, { record, row: { title: '一行' } })).toBe('一行');
    expect(
      fieldText({ template: [{ text: '《' }, { field: 'title' }, { text: '》' }] }, { record, row: { title: '一行' } }),
    ).toBe('《一行》');
  });
});
