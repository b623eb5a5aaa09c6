import { describe, expect, it } from 'vitest';
import { calendarFileName, eventCalendarFile, foldLine, type CalendarEvent } from './event-calendar-file.ts';

/** Octets in UTF-8 (each %XX of encodeURIComponent is one). */
const octets = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, 'x').length;

describe('event calendar file', () => {
  const event: CalendarEvent = {
    slug: 'ip-office-hours', title: 'IP office hours; patents, trade secrets', summary: 'Bring your questions, get answers.',
    startsAt: '2027-02-10T09:00:00-08:00', endsAt: '2027-02-10T10:30:00-08:00', location: 'Online (Zoom)', host: 'Goldberg IP Law', price: 'Free',
  };
  it('is a valid VEVENT in UTC with escaped text and CRLF lines', () => {
    const ics = eventCalendarFile(event, 'https://hardwarehub.app/events/ip-office-hours', new Date('2026-11-25T12:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTAMP:20261125T120000Z\r\n');
    expect(ics).toContain('DTSTART:20270210T170000Z\r\n');
    expect(ics).toContain('DTEND:20270210T183000Z\r\n');
    expect(ics).toContain('SUMMARY:IP office hours\\; patents\\, trade secrets\r\n');
    expect(ics).toContain('UID:ip-office-hours@events.hardwarehub.app');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(calendarFileName(event)).toBe('ip-office-hours.ics');
  });
  it('folds long lines without splitting a character', () => {
    for (const char of ['é', '€', '😀']) {
      const folded = foldLine(`DESCRIPTION:${char.repeat(60)}`);
      expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${char.repeat(60)}`);
      for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    }
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});
