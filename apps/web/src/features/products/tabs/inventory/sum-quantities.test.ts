import { describe, expect, it } from 'vitest';
import { sumQuantities } from './sum-quantities';

describe('sumQuantities', () => {
  it('adds decimal strings exactly, negative ones too', () => {
    expect(sumQuantities([])).toBe('0.0000');
    expect(sumQuantities(['0.1', '0.2'])).toBe('0.3000');
    expect(sumQuantities(['12.5000', '-2.7500', '3'])).toBe('12.7500');
    expect(sumQuantities(['-1.5'])).toBe('-1.5000');
    expect(sumQuantities(['9007199254740993.0001', '1'])).toBe('9007199254740994.0001');
  });
});
