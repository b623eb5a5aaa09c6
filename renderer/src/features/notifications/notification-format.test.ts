import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '#shared/schemas/notification-schemas.ts';
import { notification } from '../../test-support/fixtures.ts';
import { bellLabel, countLabel, groupByDay, safeLink } from './notification-format.ts';
import { appendOlder, markRead, prependNotification } from './notifications-api.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('groupByDay', () => {
  it('groups the newest first under Today, Yesterday, then dates', () => {
    const now = new Date(2026, 10, 27, 9, 30).getTime();
    const items = [
      notification({ id: 4, createdAt: new Date(now - 60_000).toISOString() }),
      notification({ id: 3, createdAt: new Date(2026, 10, 27, 0, 5).toISOString() }),
      notification({ id: 2, createdAt: new Date(now - DAY).toISOString() }),
      notification({ id: 1, createdAt: new Date(2026, 10, 3, 18, 0).toISOString() }),
    ];
    expect(groupByDay(items, now).map((day) => [day.label, day.items.map((item) => item.id)])).toEqual([
      ['Today', [4, 3]],
      ['Yesterday', [2]],
      ['November 3, 2026', [1]],
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('the bell', () => {
  it('names the count in its label, and shows 99+ beyond 99', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(countLabel(99)).toBe('99');
    expect(countLabel(100)).toBe('99+');
  });

  it('follows only in-app links', () => {
    expect(safeLink('/rfqs/4#questions')).toBe('/rfqs/4#questions');
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'rfqs/4']) expect(safeLink(link)).toBe('/notifications');
  });
});

describe('the cached list', () => {
  const page = (): NotificationPage => ({ items: [notification({ id: 3 }), notification({ id: 2, readAt: '2026-01-05T11:00:00.000Z' }), notification({ id: 1 })], nextCursor: 1, unreadCount: 2, unreadMessageNotices: 0 });

  it('puts a new notification on top once, with the count that came with it', () => {
    const draft = page();
    prependNotification(draft, notification({ id: 4 }), { unreadCount: 3, unreadMessageNotices: 0 });
    prependNotification(draft, notification({ id: 1, title: 'Renewed', kind: 'message' }), { unreadCount: 3, unreadMessageNotices: 1 });
    expect(draft.items.map((item) => item.id)).toEqual([1, 4, 3, 2]);
    expect(draft.items[0]!.title).toBe('Renewed');
    expect(draft.unreadCount).toBe(3);
    expect(draft.unreadMessageNotices).toBe(1);
  });

  it('marks some or all read, keeping when the read ones were read', () => {
    const some = page();
    markRead(some, [3], { unreadCount: 1, unreadMessageNotices: 0 });
    expect(some.items.map((item) => item.readAt !== null)).toEqual([true, true, false]);
    expect(some.items[1]!.readAt).toBe('2026-01-05T11:00:00.000Z');
    expect(some.unreadCount).toBe(1);
    const all = page();
    markRead(all, null, { unreadCount: 0, unreadMessageNotices: 0 });
    expect(all.items.every((item) => item.readAt !== null)).toBe(true);
    expect(all.unreadCount).toBe(0);
  });

  it('appends an older page after what is held, each notification once', () => {
    const draft: NotificationPage = { items: [notification({ id: 9 }), notification({ id: 8 })], nextCursor: 8, unreadCount: 2, unreadMessageNotices: 0 };
    // One arrived meanwhile, so the server's older page starts with one already held.
    appendOlder(draft, { items: [notification({ id: 8 }), notification({ id: 7 }), notification({ id: 6 })], nextCursor: null, unreadCount: 5, unreadMessageNotices: 0 });
    expect(draft.items.map((item) => item.id)).toEqual([9, 8, 7, 6]);
    expect(draft.nextCursor).toBeNull();
    expect(draft.unreadCount).toBe(5);
  });
});
