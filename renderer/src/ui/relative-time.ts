import dayjs from 'dayjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const toMs = (value: string | number | Date) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * Relative time for lists ('Last updated'): under 60 s 'just now', then minutes, hours,
 * days, weeks (under 30 days) and months counted in 30-day units. A time in the future (clock
 * skew) reads 'just now'; an unparsable one reads ''.
 */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const then = toMs(value);
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 30 * DAY) return plural(Math.floor(elapsed / WEEK), 'week');
  return plural(Math.floor(elapsed / (30 * DAY)), 'month');
}

/** 'just now', 'Nm ago', 'Nh ago' or 'Nd ago' within a week; null beyond (each format goes on differently). */
function withinAWeek(elapsed: number): string | null {
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  return null;
}

/**
 * Relative time on the dashboard and in messages: 'just now' under a minute, then
 * 'Nm ago', 'Nh ago', 'Nd ago' up to 7 days, then the date ('Mar 4, 2026').
 */
export function formatShortRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const then = toMs(value);
  if (Number.isNaN(then)) return '';
  return withinAWeek(Math.max(0, now - then)) ?? dayjs(then).format('MMM D, YYYY');
}

/**
 * Message rows: 'just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago', 'Nw ago' (under
 * 30 days) and 'Nmo ago' (30-day units).
 */
export function formatCompactRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const then = toMs(value);
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  const recent = withinAWeek(elapsed);
  if (recent) return recent;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / WEEK)}w ago`;
  return `${Math.floor(elapsed / (30 * DAY))}mo ago`;
}
