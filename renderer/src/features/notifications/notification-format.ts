import dayjs from 'dayjs';
import type { NotificationView } from '#shared/schemas/notification-schemas.ts';

export interface NotificationDay {
  /** "Today", "Yesterday", or the date ("November 3, 2026"). */
  label: string;
  items: NotificationView[];
}

/** The local calendar day of an instant, comparable across items ("2026-11-27"). */
const dayKey = (value: string | number) => dayjs(value).format('YYYY-MM-DD');

/**
 * The list in groups by the reader's local day, newest first as given: "Today", "Yesterday", then
 * dates. `now` is the clock the page renders with (ui/use-now.ts).
 */
export function groupByDay(items: readonly NotificationView[], now: number): NotificationDay[] {
  const today = dayKey(now);
  const yesterday = dayjs(now).subtract(1, 'day').format('YYYY-MM-DD');
  const days: NotificationDay[] = [];
  for (const item of items) {
    const key = dayKey(item.createdAt);
    const label = key === today ? 'Today' : key === yesterday ? 'Yesterday' : dayjs(item.createdAt).format('MMMM D, YYYY');
    const last = days.at(-1);
    if (last?.label === label) last.items.push(item);
    else days.push({ label, items: [item] });
  }
  return days;
}

/** The bell's label, with the count when there is one: "Notifications, 3 unread". */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** The count as the badge shows it (99+ beyond). */
export function countLabel(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount);
}

/** Only in-app paths are followed: a link from the server that is anything else opens the centre instead. */
export function safeLink(link: string): string {
  return /^\/(?![/\\])/.test(link) ? link : '/notifications';
}

export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  empty: "You're all caught up.",
  markAllRead: 'Mark all as read',
  seeAll: 'See all',
  loadMore: 'Load more',
  unread: 'Unread',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  markFailed: 'Could not mark as read',
} as const;
