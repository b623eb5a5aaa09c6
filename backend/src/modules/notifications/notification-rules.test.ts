import { describe, expect, it } from 'vitest';
import { localDate, localHourToday, readUnsubscribeToken, unsubscribeToken } from './notification-rules.ts';

const key = Buffer.alloc(32, 7);

describe('unsubscribe tokens', () => {
  it('read back what was signed, for a kind or the digest', () => {
    expect(readUnsubscribeToken(key, unsubscribeToken(key, 42, 'message'))).toEqual({ userId: 42, scope: 'message' });
    expect(readUnsubscribeToken(key, unsubscribeToken(key, 7, 'digest'))).toEqual({ userId: 7, scope: 'digest' });
  });

  it('refuse another key, another member or kind, service kinds and garbage', () => {
    const token = unsubscribeToken(key, 42, 'message');
    expect(readUnsubscribeToken(Buffer.alloc(32, 8), token)).toBeNull();
    expect(readUnsubscribeToken(key, token.replace('42.', '43.'))).toBeNull();
    expect(readUnsubscribeToken(key, token.replace('.message.', '.rfq-quote.'))).toBeNull();
    expect(readUnsubscribeToken(key, unsubscribeToken(key, 42, 'billing'))).toBeNull();
    for (const bad of ['', 'x', '1.message.', `0.message.${'a'.repeat(43)}`, 42, null, 'a'.repeat(500)]) expect(readUnsubscribeToken(key, bad)).toBeNull();
  });
});

describe('the digest hour', () => {
  it('is the local hour on the local day, across zones and DST', () => {
    expect(localHourToday(new Date('2026-11-27T12:00:00Z'), 'UTC', 8).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(localHourToday(new Date('2026-11-27T12:00:00Z'), 'America/New_York', 8).toISOString()).toBe('2026-11-27T13:00:00.000Z');
    // 03:00 UTC is still the 26th in New York.
    expect(localHourToday(new Date('2026-11-27T03:00:00Z'), 'America/New_York', 8).toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(localHourToday(new Date('2026-11-27T12:00:00Z'), 'Asia/Tokyo', 8).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    // The day Europe/Berlin moves to summer time, 08:00 is already CEST (UTC+2).
    expect(localHourToday(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('names the local day the digest belongs to', () => {
    expect(localDate(new Date('2026-11-27T03:00:00Z'), 'America/New_York')).toBe('2026-11-26');
    expect(localDate(new Date('2026-11-27T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-28');
    expect(localDate(new Date('2026-11-27T23:30:00Z'), 'UTC')).toBe('2026-11-27');
  });
});
