import type { NotificationView } from '#shared/schemas/notification-schemas.ts';
import { registerRealtimeHandlers, type RealtimeHandlers } from '../../lib/realtime/realtime-handlers.ts';
import { markRead, NOTIFICATION_LIST_TAG, notificationsApi, prependNotification } from './notifications-api.ts';

export type NotificationReceivedListener = (notification: NotificationView) => void;

const received = new Set<NotificationReceivedListener>();

/**
 * Every notification the socket brings, as it arrives (the desktop app shows them natively).
 * Returns the unsubscribe function.
 */
export function onNotificationReceived(listener: NotificationReceivedListener): () => void {
  received.add(listener);
  return () => void received.delete(listener);
}

/**
 * Keeps the bell current: a new notification goes on top of the held list with the server's count;
 * one read on another tab or device is marked read here. After a reconnect the list is fetched again,
 * since what was pushed meanwhile never arrived.
 */
export const notificationsRealtimeHandlers: RealtimeHandlers = ({ store }) => ({
  on: {
    notification: ({ notification, ...counts }) => {
      store.dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => prependNotification(draft, notification, counts)));
      for (const listener of [...received]) {
        try {
          listener(notification);
        } catch {
          // One broken listener must not stop the others.
        }
      }
    },
    notifications_read: ({ ids, ...counts }) => {
      store.dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => markRead(draft, ids, counts)));
    },
  },
  connected: (reconnect) => {
    if (reconnect) store.dispatch(notificationsApi.util.invalidateTags([NOTIFICATION_LIST_TAG]));
  },
});

/** Keeps the notifications current from the session's socket; returns the function that stops it. */
export const registerNotificationsRealtime = () => registerRealtimeHandlers(notificationsRealtimeHandlers);
