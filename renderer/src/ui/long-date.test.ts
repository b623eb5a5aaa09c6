import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear } from './long-date.ts';

describe('long dates', () => {
  it('formats timestamps and calendar dates as month, day and year', () => {
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatLongDate('2026-12-31T12:00:00')).toBe('December 31, 2026');
    expect(formatLongDate(new Date(2026, 0, 9, 23, 59).toISOString())).toBe('January 9, 2026');
  });

  it('gives the fallback for nothing or nonsense', () => {
    expect(formatLongDate(null)).toBe('—');
    expect(formatLongDate('', 'never')).toBe('never');
    expect(formatLongDate('not a date', 'unknown')).toBe('unknown');
  });

  it('formats a month', () => {
    expect(formatMonthYear('2024-02')).toBe('February 2024');
    expect(formatMonthYear('2024-13', 'n/a')).toBe('n/a');
    expect(formatMonthYear(undefined)).toBe('—');
  });
});
