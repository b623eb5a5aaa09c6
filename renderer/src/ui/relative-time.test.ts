import { describe, expect, it } from 'vitest';
import { formatCompactRelativeTime, formatRelativeTime, formatShortRelativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-03-31T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime (lists)', () => {
  it.each([
    [0, 'just now'],
    [59 * S, 'just now'],
    [60 * S, '1 minute ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [D, '1 day ago'],
    [6 * D + 23 * H, '6 days ago'],
    [7 * D, '1 week ago'],
    [29 * D, '4 weeks ago'],
    [30 * D, '1 month ago'],
    [59 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [400 * D, '13 months ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('treats future times as just now and bad input as empty', () => {
    expect(formatRelativeTime(new Date(NOW + 5 * M), NOW)).toBe('just now');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatShortRelativeTime (dashboard and messages)', () => {
  it.each([
    [10 * S, 'just now'],
    [5 * M, '5m ago'],
    [3 * H, '3h ago'],
    [6 * D, '6d ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatShortRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('shows a date from 7 days on', () => {
    expect(formatShortRelativeTime(ago(7 * D), NOW)).toMatch(/^Mar 2[34], 2026$/);
    expect(formatShortRelativeTime('2025-12-25T12:00:00Z', NOW)).toMatch(/^Dec 2[56], 2025$/);
  });
});

describe('formatCompactRelativeTime (message rows)', () => {
  const now = Date.parse('2026-03-12T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it.each([
    [30_000, 'just now'],
    [5 * MIN, '5m ago'],
    [3 * HOUR, '3h ago'],
    [2 * DAY, '2d ago'],
    [7 * DAY, '1w ago'],
    [29 * DAY, '4w ago'],
    [30 * DAY, '1mo ago'],
    [95 * DAY, '3mo ago'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(formatCompactRelativeTime(ago(ms), now)).toBe(expected);
  });
});
