// imagePaths: how an image field's value becomes pictures (a list, comma-joined paths, data: addresses).
import { describe, expect, it } from 'vitest';
import { imagePaths } from '../../src/pages/blocks/field-view';

const svg = (n: number) => `data:image/svg+xml;charset=utf-8,%3Csvg%20id%3D%22${n}%22%3E%3C%2Fsvg%3E`;

describe('imagePaths', () => {
  it.each([
    { given: ['a.png,b.png', true], want: ['a.png', 'b.png'] },
    { given: ['a.png,b.png', false], want: ['a.png,b.png'] },
    { given: [[' a.png ', 'b.png'], false], want: ['a.png', 'b.png'] },
    // a data: address has a comma of its own: one stays whole, several are cut before each data:
    { given: [svg(1), true], want: [svg(1)] },
    { given: [`${svg(1)},${svg(2)},${svg(3)}`, true], want: [svg(1), svg(2), svg(3)] },
    { given: ['', true], want: [] },
  ] as const)('$given → $want', ({ given, want }) => {
    expect(imagePaths(given[0], given[1])).toEqual(want);
  });
});
