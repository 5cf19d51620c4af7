import { describe, expect, it } from 'vitest';
import { queryString } from '../../src/lib/query-string';

describe('queryString', () => {
  it('percent-encodes every reserved character, the ones encodeURIComponent leaves too', () => {
    expect(queryString({ userpass: "Tea!(1)*'x", business: '王记 茶行&=+,;' })).toBe(
      'userpass=Tea%21%281%29%2A%27x&business=%E7%8E%8B%E8%AE%B0%20%E8%8C%B6%E8%A1%8C%26%3D%2B%2C%3B',
    );
  });

  it('reads back as what was sent', () => {
    const sent = { username: 'chayou', userpass: "Green(2026)!*'", isCompany: 0 };
    expect(Object.fromEntries(new URLSearchParams(queryString(sent)))).toEqual({
      username: 'chayou',
      userpass: "Green(2026)!*'",
      isCompany: '0',
    });
  });

  it('leaves unset fields out', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: '' })).toBe('a=1&d=');
  });
});
