import { describe, expect, it } from 'vitest';
import { parseHungarianDate } from './date-input';

describe('parseHungarianDate', () => {
  it('reads the Hungarian order with dots, spaces or dashes', () => {
    expect(parseHungarianDate('2026. 03. 15.')).toBe('2026-03-15');
    expect(parseHungarianDate('2026.3.5')).toBe('2026-03-05');
    expect(parseHungarianDate('2026-03-15')).toBe('2026-03-15');
  });

  it('refuses what is no calendar day', () => {
    expect(parseHungarianDate('2026. 02. 30.')).toBeNull();
    expect(parseHungarianDate('15.03.2026')).toBeNull();
    expect(parseHungarianDate('')).toBeNull();
  });
});
