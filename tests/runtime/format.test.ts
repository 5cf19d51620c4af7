import { describe, expect, it } from 'vitest';
import { formatValue } from '../../src/lib/display';

const maskPhone = (value: string | undefined) => formatValue(value, 'phone');

describe('the phone format of spec/display.yaml (seed 1 §9: first 3 and last 4 kept)', () => {
  it('hides the middle four digits of a mobile number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('13912345678')).toBe('139****5678');
  });

  it('hides whatever lies between the kept ends of other lengths', () => {
    expect(maskPhone('12345678')).toBe('123*5678');
    expect(maskPhone('010123456789')).toBe('010*****6789');
  });

  it('shows a value too short to hide anything, and nothing for none', () => {
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(undefined)).toBe('');
    expect(maskPhone(' 13800000001 ')).toBe('138****0001');
  });
});
