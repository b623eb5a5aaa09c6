import { describe, expect, it } from 'vitest';
import { clockTime, monthDayYear, monthYear, shortMonthDayYear, weekdayMonthDayYear } from './dates.ts';

describe('dates', () => {
  it('writes dates as en-US does', () => {
    for (const [year, month, day] of [[2026, 0, 1], [2026, 4, 4], [1999, 11, 31], [2024, 1, 29], [2027, 8, 9]] as const) {
      const date = new Date(Date.UTC(year, month, day));
      expect(monthDayYear(year, month, day)).toBe(date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
      expect(monthYear(year, month)).toBe(date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
      expect(shortMonthDayYear(year, month, day)).toBe(date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
      expect(weekdayMonthDayYear(date.getUTCDay(), year, month, day)).toBe(
        date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
      );
    }
  });

  it('writes times of day as en-US does', () => {
    for (const [hours, minutes] of [[0, 0], [0, 30], [9, 5], [11, 59], [12, 0], [13, 15], [17, 0], [23, 59]] as const) {
      const date = new Date(Date.UTC(2027, 0, 21, hours, minutes));
      // Some ICU versions put a narrow no-break space before AM/PM; the product writes a plain one.
      expect(clockTime(hours, minutes)).toBe(date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).replace('\u202f', ' '));
    }
  });
});
