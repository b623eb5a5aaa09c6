import dayjs from 'dayjs';

/** Dates as 'MMMM D, YYYY' (renewal date format); null or unparsable gives the fallback. */
export function formatLongDate(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMMM D, YYYY') : fallback;
}
