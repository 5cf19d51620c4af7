// The `when:` of spec/routes.yaml pages, as the generator parsed it (generated/routes.ts Condition),
// interpreted here by walking the tree: the CSP forbids eval and new Function, and a tree needs neither.
import type { Condition, Operand } from '../../generated/routes';
import { numberOf, readRef, type Scope } from './display';
import { textOf } from './format';

const valueOf = (operand: Operand, scope: Scope): unknown =>
  'ref' in operand ? readRef(scope, operand) : operand.value;

/** Text for comparing: a missing value is '', a flag is 'true' / 'false', objects have none. */
const asText = (value: unknown): string => (typeof value === 'boolean' ? String(value) : textOf(value));

/** A flag against a number reads as 1 / 0: back ends answer the same flag as true or 1. */
const numeric = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : undefined;

/**
 * As text when either side is text (query values and many record fields are strings: '1' eq 1), else
 * numerically, else the same value (null and a missing value are the same).
 */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' || typeof b === 'string') return asText(a) === asText(b);
  const [x, y] = [numeric(a), numeric(b)];
  if (x !== undefined && y !== undefined) return x === y;
  return (a ?? null) === (b ?? null);
}

/** Orders numbers and numeric text; anything else compares false either way. */
function ordered(a: unknown, b: unknown, holds: (x: number, y: number) => boolean): boolean {
  const [x, y] = [numberOf(a), numberOf(b)];
  return x !== undefined && y !== undefined && holds(x, y);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether a page's condition holds in this scope; no condition always holds. */
export function evaluate(condition: Condition | undefined, scope: Scope): boolean {
  if (condition === undefined) return true;
  if ('all' in condition) return condition.all.every((c) => evaluate(c, scope));
  if ('any' in condition) return condition.any.some((c) => evaluate(c, scope));
  if ('not' in condition) return !evaluate(condition.not, scope);
  const test = valueOf(condition.test, scope);
  switch (condition.op) {
    case 'eq':
      return same(test, valueOf(condition.value, scope));
    case 'ne':
      return !same(test, valueOf(condition.value, scope));
    case 'gt':
      return ordered(test, valueOf(condition.value, scope), (x, y) => x > y);
    case 'gte':
      return ordered(test, valueOf(condition.value, scope), (x, y) => x >= y);
    case 'lt':
      return ordered(test, valueOf(condition.value, scope), (x, y) => x < y);
    case 'lte':
      return ordered(test, valueOf(condition.value, scope), (x, y) => x <= y);
    case 'in':
      return condition.values.some((value) => asText(value) === asText(test));
    case 'notIn':
      return !condition.values.some((value) => asText(value) === asText(test));
    case 'empty':
      return isEmpty(test) === condition.empty;
  }
}
