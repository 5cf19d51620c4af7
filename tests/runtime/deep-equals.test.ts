import { createCustomEqual as fastEquals } from 'fast-equals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createCustomEqual } from '../../src/lib/shims/deep-equals';

// The build replaces fast-equals by src/lib/shims/deep-equals.ts (vite.config.ts); @rjsf/utils builds its
// deepEquals from it this way. Each case is answered as fast-equals itself answers it.
const options = {
  circular: true,
  createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }),
};
const shim = createCustomEqual(options);
const real = fastEquals(options);

const loop = () => {
  const a: Record<string, unknown> = { name: 'a' };
  a.self = a;
  return a;
};

const cases: [string, unknown, unknown][] = [
  ['same strings', 'a', 'a'],
  ['other strings', 'a', 'b'],
  ['NaN', NaN, NaN],
  ['0 and -0 inside', [0], [-0]],
  ['null and undefined', null, undefined],
  ['number and string', 1, '1'],
  [
    'form data alike',
    { name: '张三', phone: '13800000001', tags: ['a', 'b'], nested: { on: true } },
    { name: '张三', phone: '13800000001', tags: ['a', 'b'], nested: { on: true } },
  ],
  ['form data differing deep', { tags: ['a', 'b'] }, { tags: ['a', 'c'] }],
  ['a key more', { a: 1 }, { a: 1, b: undefined }],
  ['keys in another order', { a: 1, b: 2 }, { b: 2, a: 1 }],
  ['an undefined value against a missing key', { a: undefined, b: 1 }, { c: undefined, b: 1 }],
  ['arrays of other lengths', [1, 2], [1, 2, 3]],
  ['array and object', [], {}],
  ['two functions', { onChange: () => 1 }, { onChange: () => 2 }],
  ['a function and a value', { onChange: () => 1 }, { onChange: 1 }],
  ['dates alike', new Date(5), new Date(5)],
  ['dates differing', new Date(5), new Date(6)],
  ['regular expressions', /a/g, /a/g],
  ['regular expressions differing', /a/g, /a/i],
  ['maps', new Map([['a', { x: 1 }]]), new Map([['a', { x: 1 }]])],
  ['maps differing', new Map([['a', 1]]), new Map([['a', 2]])],
  ['sets', new Set([1, 2]), new Set([2, 1])],
  ['sets differing', new Set([1, 2]), new Set([1, 3])],
  ['null prototypes', Object.assign(Object.create(null), { a: 1 }), Object.assign(Object.create(null), { a: 1 })],
  ['React elements alike', createElement('b', { title: 'x' }, '字'), createElement('b', { title: 'x' }, '字')],
  ['React elements differing', createElement('b', null, '字'), createElement('i', null, '字')],
  ['files', new Blob(['a']), new Blob(['a'])],
  ['circular alike', loop(), loop()],
  ['circular differing', loop(), { ...loop(), name: 'b' }],
];

describe('the fast-equals stand-in', () => {
  it.each(cases)('%s: answers as fast-equals', (_name, a, b) => {
    expect(shim(a, b)).toBe(real(a, b));
    expect(shim(b, a)).toBe(real(b, a));
  });
});

// an rjsf upgrade that imports more of fast-equals (or from another entry) would meet a stand-in without it
it('@rjsf/utils imports only createCustomEqual from fast-equals, and the build aliases it', () => {
  const lib = dirname(fileURLToPath(import.meta.resolve('@rjsf/utils')));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.js') ? [join(dir, name)] : [],
    );
  const imports = files(lib).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(.+?)\s+from\s+['"](fast-equals[^'"]*)['"]/gm)].map(
      ([, what, from]) => `${what} from ${from}`,
    ),
  );
  expect(new Set(imports)).toEqual(new Set(['{ createCustomEqual } from fast-equals']));
  expect(readFileSync(new URL('../../vite.config.ts', import.meta.url), 'utf8')).toContain("find: 'fast-equals'");
});
