import { clockTime, weekdayMonthDayYear } from '../format/dates.ts';
import type { SiteEvent } from '../schemas/site-content-schemas.ts';

/**
 * An event's date and time in its own time zone offset, as the organiser wrote it
 * ('Thu, Jan 21, 2027 · 5:00 PM - 7:00 PM (UTC-08:00)').
 */
export function eventWhenLabel(event: Pick<SiteEvent, 'startsAt' | 'endsAt'>): string {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(event.startsAt)?.[1] ?? 'Z';
  const offsetMinutes = offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = (iso: string) => new Date(Date.parse(iso) + offsetMinutes * 60_000);
  const start = local(event.startsAt);
  const end = local(event.endsAt);
  // The shifted dates' UTC fields are the event's local ones.
  const day = (d: Date) => weekdayMonthDayYear(d.getUTCDay(), d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const time = (d: Date) => clockTime(d.getUTCHours(), d.getUTCMinutes());
  const zone = offset === 'Z' ? 'UTC' : `UTC${offset}`;
  return day(start) === day(end) ? `${day(start)} · ${time(start)} - ${time(end)} (${zone})` : `${day(start)} ${time(start)} - ${day(end)} ${time(end)} (${zone})`;
}
