import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthLabel } from '../../src/lib/password-strength';

describe('password strength meter', () => {
  it.each([
    ['', null],
    ['12345678', 'weak'],
    ['abcdefgh', 'weak'],
    ['abc12345', 'medium'],
    ['Abc12345', 'strong'],
    ['abc_1234', 'strong'],
  ] as const)('%j → %s', (given, want) => {
    expect(passwordStrength(given)).toBe(want);
  });

  it('labels in Chinese', () => {
    expect(['weak', 'medium', 'strong'].map((s) => strengthLabel(s as 'weak'))).toEqual(['弱', '中', '强']);
  });
});
