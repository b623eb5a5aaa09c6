import { useGetNotificationsQuery } from './notifications-api.ts';

/**
 * Unread notifications for the desktop badge, as the server last said: the bell's count without the
 * conversations' message notices, since the badge counts those conversations' unread messages themselves.
 */
export function useUnreadNotificationCount(): number {
  const { data } = useGetNotificationsQuery();
  return data ? data.unreadCount - data.unreadMessageNotices : 0;
}
