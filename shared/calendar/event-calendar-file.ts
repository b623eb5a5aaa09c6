import type { SiteEvent } from '../schemas/site-content-schemas.ts';

/**
 * An event as an iCalendar file (RFC 5545): one VEVENT in UTC, text escaped and lines folded at 75
 * octets, CRLF line ends, so every calendar app imports it. One builder for the registration mail's
 * attachment (server) and the event page's download (client), so both files are the same.
 */
export type CalendarEvent = Pick<SiteEvent, 'slug' | 'title' | 'summary' | 'startsAt' | 'endsAt' | 'location' | 'host' | 'price'>;

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utcStamp = (iso: string) => new Date(Date.parse(iso)).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A character's length in UTF-8 (the folding counts octets, not characters). */
const utf8Length = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Folds a content line: at most 75 octets per line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function eventCalendarFile(event: CalendarEvent, pageUrl: string, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HardwareHub//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.slug}@events.hardwarehub.app`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.summary}\n\nHosted by ${event.host}. ${event.price}.\n${pageUrl}`)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function calendarFileName(event: Pick<SiteEvent, 'slug'>): string {
  return `${event.slug}.ics`;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
