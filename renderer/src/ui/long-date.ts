import { monthDayYear, monthYear } from '#shared/format/dates.ts';

/** 'YYYY-MM-DD' or 'YYYY-MM' alone: a calendar date, read in local time (Date reads it as UTC midnight). */
const CALENDAR_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** A timestamp or calendar date in the reader's time zone, or null. */
function parse(value: string): Date | null {
  const calendar = CALENDAR_DATE.exec(value);
  if (!calendar) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const [month, day] = [Number(calendar[2]) - 1, Number(calendar[3] ?? 1)];
  const date = new Date(Number(calendar[1]), month, day);
  // Date rolls a 13th month or a 31st of April over into the next: not a date.
  return date.getMonth() === month && date.getDate() === day ? date : null;
}

/** Dates as 'MMMM D, YYYY' (renewal date format); null or unparsable gives the fallback. */
export function formatLongDate(value: string | null | undefined, fallback = '—'): string {
  const date = value ? parse(value) : null;
  return date ? monthDayYear(date.getFullYear(), date.getMonth(), date.getDate()) : fallback;
}

/** A month as 'MMMM YYYY' (a manufacture date, 'YYYY-MM'); null or unparsable gives the fallback. */
export function formatMonthYear(value: string | null | undefined, fallback = '—'): string {
  const date = value ? parse(value) : null;
  return date ? monthYear(date.getFullYear(), date.getMonth()) : fallback;
}
