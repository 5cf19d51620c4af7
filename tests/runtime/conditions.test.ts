import { describe, expect, it } from 'vitest';
import type { Condition, Operand } from '../../generated/routes';
import { conditionIr } from '../../generator/page-ir';
import { evaluate } from '../../src/lib/conditions';
import type { Scope } from '../../src/lib/display';

const scope: Scope = {
  record: { id: 'r1', status: 2, price: '12.5', tags: [], owner: { id: 'm1' }, note: null, flag: true },
  row: { id: 'w9', authState: '1', isOffer: 1, comments: 0, userId: 'm1', images: ['a.png'] },
  session: { userId: 'm1', isCompany: 1 },
  query: new URLSearchParams('tab=2&q='),
};

const record = (path: string): Operand => ({ ref: 'record', path });
const row = (path: string): Operand => ({ ref: 'row', path });
const v = (value: string | number | boolean): Operand => ({ value });
const eq = (test: Operand, value: Operand): Condition => ({ test, op: 'eq', value });

describe('comparisons', () => {
  it.each<{ name: string; given: Condition; want: boolean }>([
    { name: 'numbers numerically', given: eq(record('status'), v(2)), want: true },
    { name: 'text against a number as text', given: eq(row('authState'), v(1)), want: true },
    { name: 'text as text', given: eq(row('authState'), v('01')), want: false },
    { name: 'a ref against a ref', given: eq({ ref: 'session', path: 'userId' }, row('userId')), want: true },
    { name: 'a query value (text) against a number', given: eq({ ref: 'query', path: 'tab' }, v(2)), want: true },
    { name: 'a missing value against empty text', given: eq({ ref: 'query', path: 'page' }, v('')), want: true },
    { name: 'a nested path', given: eq(record('owner.id'), { ref: 'session', path: 'userId' }), want: true },
    { name: 'a flag against 1', given: eq(record('flag'), v(1)), want: true },
    { name: 'a flag against true', given: eq(record('flag'), v(true)), want: true },
    { name: 'a flag against 0', given: eq(record('flag'), v(0)), want: false },
    { name: 'null and missing alike', given: eq(record('note'), record('missing')), want: true },
    { name: 'ne', given: { test: record('status'), op: 'ne', value: v(3) }, want: true },
    { name: 'ne of equal text', given: { test: row('authState'), op: 'ne', value: v('1') }, want: false },
    { name: 'gt of numeric text', given: { test: record('price'), op: 'gt', value: v(12) }, want: true },
    { name: 'gt at the boundary', given: { test: record('status'), op: 'gt', value: v(2) }, want: false },
    { name: 'gte at the boundary', given: { test: record('status'), op: 'gte', value: v(2) }, want: true },
    { name: 'lt', given: { test: row('comments'), op: 'lt', value: v(1) }, want: true },
    { name: 'lte at the boundary', given: { test: row('comments'), op: 'lte', value: v(0) }, want: true },
    { name: 'lte above', given: { test: record('status'), op: 'lte', value: v('1') }, want: false },
    { name: 'gt of words', given: { test: record('id'), op: 'gt', value: v(0) }, want: false },
    { name: 'lt of words', given: { test: record('id'), op: 'lt', value: v(0) }, want: false },
    { name: 'gt of a missing value', given: { test: record('missing'), op: 'gt', value: v(-1) }, want: false },
    { name: 'lt of a missing value', given: { test: record('missing'), op: 'lt', value: v(1) }, want: false },
    { name: 'lt of a flag', given: { test: record('flag'), op: 'lt', value: v(2) }, want: false },
  ])('$name → $want', ({ given, want }) => {
    expect(evaluate(given, scope)).toBe(want);
  });
});

describe('in, notIn and empty', () => {
  it.each<{ name: string; given: Condition; want: boolean }>([
    { name: 'in by text', given: { test: row('authState'), op: 'in', values: [0, 1] }, want: true },
    { name: 'not in', given: { test: record('status'), op: 'in', values: ['3', '4'] }, want: false },
    { name: 'notIn', given: { test: record('status'), op: 'notIn', values: [3, 4] }, want: true },
    { name: 'notIn of a listed value', given: { test: row('authState'), op: 'notIn', values: ['1'] }, want: false },
    { name: 'notIn of a missing value', given: { test: record('missing'), op: 'notIn', values: [0] }, want: true },
    { name: 'an empty array', given: { test: record('tags'), op: 'empty', empty: true }, want: true },
    {
      name: 'an empty query value',
      given: { test: { ref: 'query', path: 'q' }, op: 'empty', empty: true },
      want: true,
    },
    { name: 'a missing value', given: { test: record('missing'), op: 'empty', empty: true }, want: true },
    { name: 'null', given: { test: record('note'), op: 'empty', empty: true }, want: true },
    { name: '0 is a value', given: { test: row('comments'), op: 'empty', empty: false }, want: true },
    { name: 'a filled array', given: { test: row('images'), op: 'empty', empty: false }, want: true },
    { name: 'text is not empty', given: { test: row('id'), op: 'empty', empty: true }, want: false },
  ])('$name → $want', ({ given, want }) => {
    expect(evaluate(given, scope)).toBe(want);
  });
});

describe('combinations', () => {
  const yes = eq(record('status'), v(2));
  const no = eq(record('status'), v(3));

  it.each<{ name: string; given: Condition | undefined; want: boolean }>([
    { name: 'no condition', given: undefined, want: true },
    { name: 'all true', given: { all: [yes, yes] }, want: true },
    { name: 'all with one false', given: { all: [yes, no] }, want: false },
    { name: 'all of none', given: { all: [] }, want: true },
    { name: 'any with one true', given: { any: [no, yes] }, want: true },
    { name: 'any all false', given: { any: [no, no] }, want: false },
    { name: 'any of none', given: { any: [] }, want: false },
    { name: 'not', given: { not: no }, want: true },
    { name: 'nested', given: { all: [yes, { not: { any: [no, { not: yes }] } }] }, want: true },
  ])('$name → $want', ({ given, want }) => {
    expect(evaluate(given, scope)).toBe(want);
  });
});

describe('refs', () => {
  it('scope reads the row at hand, else the record', () => {
    const id = (value: string): Condition => eq({ ref: 'scope', path: 'id' }, v(value));
    expect(evaluate(id('w9'), scope)).toBe(true);
    expect(evaluate(id('r1'), { ...scope, row: undefined })).toBe(true);
  });

  it('a visitor has no session values', () => {
    const member: Condition = { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false };
    expect(evaluate(member, scope)).toBe(true);
    expect(evaluate(member, { ...scope, session: null })).toBe(false);
  });
});

// The same conditions as spec/routes.yaml writes them, through the generator's parsing.
describe('conditions as the YAML writes them', () => {
  it.each<{ given: unknown; want: boolean }>([
    { given: { isOffer: 1 }, want: true },
    { given: { 'row.isOffer': 0 }, want: false },
    { given: { 'record.status': { gte: 2, lt: 4 } }, want: true },
    { given: { 'record.status': { gt: 2, lt: 4 } }, want: false },
    { given: { authState: { in: [1, 2] } }, want: true },
    { given: { 'query.tab': { notIn: ['1'] } }, want: true },
    { given: { 'record.tags': { empty: true }, 'session.isCompany': 1 }, want: true },
    { given: { or: [{ 'record.status': 3 }, { 'session.userId': 'm1' }] }, want: true },
    { given: { not: { 'session.userId': 'm1' } }, want: false },
    { given: { and: [{ 'row.userId': { ne: 'm2' } }, { not: { 'query.q': { empty: false } } }] }, want: true },
  ])('$given → $want', ({ given, want }) => {
    expect(evaluate(conditionIr(given) as Condition, scope)).toBe(want);
  });
});
