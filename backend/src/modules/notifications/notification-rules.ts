import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, isServiceKind, type NotificationKind } from '#shared/schemas/notification-schemas.ts';

/** What an unsubscribe link switches off: one kind, or 'digest' (every kind the digest carries goes to the app only). */
export type UnsubscribeScope = NotificationKind | 'digest';

const signature = (key: Buffer, userId: number, scope: UnsubscribeScope) =>
  createHmac('sha256', key).update(`notification-unsubscribe:${userId}:${scope}`).digest('base64url');

/**
 * A mail's unsubscribe token: `<userId>.<scope>.<HMAC>`. Signed with the server's key, so it is checked
 * without a lookup and cannot be made for another member or kind; it never expires (a mail's link works
 * as long as the mail is kept).
 */
export function unsubscribeToken(key: Buffer, userId: number, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${signature(key, userId, scope)}`;
}

/** The member and scope a token names, or null for anything not signed by us. */
export function readUnsubscribeToken(key: Buffer, token: unknown): { userId: number; scope: UnsubscribeScope } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([1-9][0-9]{0,9})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const scope = match[2] as UnsubscribeScope;
  if (scope !== 'digest' && (!(NOTIFICATION_KINDS as readonly string[]).includes(scope) || isServiceKind(scope))) return null;
  const expected = Buffer.from(signature(key, userId, scope));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, scope } : null;
}

/** The offset of `zone` from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** A zone the runtime knows, else UTC (a stored zone a later runtime dropped must not stop the digest). */
export function knownZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The instant it is `hour`:00 on the calendar day `now` falls on in `zone` (DST days included). */
export function localHourToday(now: Date, zone: string, hour: number): Date {
  const offset = zoneOffsetMs(now, zone);
  const local = new Date(now.getTime() + offset);
  const guess = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour);
  // The offset at the target hour may differ from now's (a DST change in between): correct once with it.
  const first = guess - offset;
  return new Date(guess - zoneOffsetMs(new Date(first), zone));
}

/** The calendar day (`YYYY-MM-DD`) `instant` falls on in `zone`. */
export function localDate(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** "3 new messages from 2 people" style counts. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
