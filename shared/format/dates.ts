/*
 * Dates as the product writes them (US English: 'May 4, 2026'), without Intl: the first Intl object
 * or toLocaleDateString a page uses loads the browser's locale data, tens of milliseconds of a slow
 * phone's main thread on pages that show one date.
 */

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'May 4, 2026' (month from 0). */
export const monthDayYear = (year: number, month: number, day: number): string => `${MONTH_NAMES[month]} ${day}, ${year}`;

/** 'May 2026' (month from 0). */
export const monthYear = (year: number, month: number): string => `${MONTH_NAMES[month]} ${year}`;

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Dec 12, 2026' (month from 0). */
export const shortMonthDayYear = (year: number, month: number, day: number): string => `${MONTH_NAMES[month]!.slice(0, 3)} ${day}, ${year}`;

/** 'Thu, Jan 21, 2027' (month from 0, weekday from 0 = Sunday). */
export const weekdayMonthDayYear = (weekday: number, year: number, month: number, day: number): string =>
  `${WEEKDAY_NAMES[weekday]}, ${shortMonthDayYear(year, month, day)}`;

/** '5:00 PM', '12:30 AM' (hours 0 to 23). */
export const clockTime = (hours: number, minutes: number): string => `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
