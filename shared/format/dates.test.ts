import { describe, expect, it } from 'vitest';
import { monthDayYear, monthYear } from './dates.ts';

describe('dates', () => {
  it('writes dates as en-US does', () => {
    for (const [year, month, day] of [[2026, 0, 1], [2026, 4, 4], [1999, 11, 31], [2024, 1, 29]] as const) {
      const date = new Date(Date.UTC(year, month, day));
      expect(monthDayYear(year, month, day)).toBe(date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
      expect(monthYear(year, month)).toBe(date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
    }
  });
});
