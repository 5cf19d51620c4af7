// Stands in for fast-equals (~2.7 KB gzip of every form route) through vite.config.ts's alias. @rjsf/utils
// is its only user, for one comparator (@rjsf/utils/lib/deepEquals.js: `createCustomEqual` with functions
// always equal and circular references tracked), over what a form holds: its data, schemas, ui schemas,
// error lists and props — plain objects, arrays, dates, functions and React elements. The comparisons
// follow fast-equals's: numbers and dates by SameValue, a React element's owner not compared, objects
// of different constructors unequal, other instances (a File, a Promise) equal only when the same.

type Compare = (a: unknown, b: unknown) => boolean;

interface CustomEqualOptions {
  circular?: boolean;
  createCustomConfig?: (defaults: object) => { areFunctionsEqual?: Compare };
}

const sameValue = (a: number, b: number) => (a === b ? a !== 0 || 1 / a === 1 / b : a !== a && b !== b);

/** React's (and Preact's) bookkeeping on an element, which fast-equals leaves out of the comparison. */
const ownerKey = (key: string, a: object, b: object) =>
  (key === '_owner' || key === '__o' || key === '__v') && ('$$typeof' in a || '$$typeof' in b);

export function createCustomEqual(options: CustomEqualOptions = {}): Compare {
  const functionsEqual = options.createCustomConfig?.({}).areFunctionsEqual ?? ((a, b) => a === b);
  // the pairs being compared further up: met again (a circular reference), they are taken as equal
  const comparing = new WeakMap<object, object>();

  function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every(
      (key) => ownerKey(key, a, b) || (Object.prototype.hasOwnProperty.call(b, key) && equal(a[key], b[key])),
    );
  }

  function compareObjects(a: object, b: object): boolean {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a))
      return a.length === (b as unknown[]).length && a.every((item, i) => equal(item, (b as unknown[])[i]));
    if (a instanceof Date) return sameValue(a.getTime(), (b as Date).getTime());
    if (a instanceof RegExp) return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
    if (a instanceof Map)
      return (
        a.size === (b as Map<unknown, unknown>).size &&
        [...a].every(
          ([key, value]) =>
            (b as Map<unknown, unknown>).has(key) && equal(value, (b as Map<unknown, unknown>).get(key)),
        )
      );
    if (a instanceof Set)
      return (
        a.size === (b as Set<unknown>).size &&
        [...a].every((item) => [...(b as Set<unknown>)].some((other) => equal(item, other)))
      );
    if (a.constructor === Object || a.constructor === undefined)
      return objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>);
    return false;
  }

  function equal(a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (a == null || b == null || typeof a !== typeof b) return false;
    if (typeof a === 'function') return functionsEqual(a, b);
    if (typeof a === 'number') return sameValue(a, b as number);
    if (typeof a !== 'object') return false;
    if (options.circular && comparing.get(a) === b) return true;
    comparing.set(a, b as object);
    try {
      return compareObjects(a, b as object);
    } finally {
      comparing.delete(a);
    }
  }

  return equal;
}
