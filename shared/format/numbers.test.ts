import { describe, expect, it } from 'vitest';
import { formatCount, formatDollarAmount, formatFraction, formatTwoDecimals } from './numbers.ts';

describe('number formats', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 1234567, -2500, 12.5, 1234.75, 1_000_000_000]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
  it('keeps exactly two decimals for amounts, as en-US does', () => {
    for (const value of [0, 19, 1234.5, 0.005, 99.999, -42.1, 5000, 123456.789]) {
      expect(formatTwoDecimals(value)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
  });
  it('rounds to at most, and pads to at least, the places asked, as en-US does', () => {
    for (const value of [0, 3, 0.5, 0.002, 0.0125, 1234.5, 1234.567, 9.999, -17.25, 250000]) {
      for (const [min, max] of [[0, 0], [0, 2], [2, 2], [2, 3], [2, 4]] as const) {
        expect(formatFraction(value, min, max)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }));
        expect(formatDollarAmount(value, min, max)).toBe(value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: min, maximumFractionDigits: max }));
      }
    }
  });
});
