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
