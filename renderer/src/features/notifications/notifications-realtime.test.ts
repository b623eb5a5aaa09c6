import { describe, expect, it } from 'vitest';
import type { NotificationView } from '#shared/schemas/notification-schemas.ts';
import { deliverRealtimeEvent, openHandlerSession } from '../../lib/realtime/realtime-handlers.ts';
import type { AppStore } from '../../lib/store/store.ts';
import { notification } from '../../test-support/fixtures.ts';
import { notificationsRealtimeHandlers, onNotificationReceived, registerNotificationsRealtime } from './notifications-realtime.ts';

describe('notifications from the socket', () => {
  it('hands each new one to the listeners (the desktop app), and stops once unsubscribed', () => {
    const store = { dispatch: () => undefined, getState: () => ({ api: { queries: {} } }) } as unknown as AppStore;
    const heard: NotificationView[] = [];
    const stopListening = onNotificationReceived((item) => heard.push(item));
    const unregister = registerNotificationsRealtime();
    const session = openHandlerSession({ store, userId: 1 });
    try {
      deliverRealtimeEvent('notification', { notification: notification({ id: 5 }), unreadCount: 1, unreadMessageNotices: 0 });
      stopListening();
      deliverRealtimeEvent('notification', { notification: notification({ id: 6 }), unreadCount: 2, unreadMessageNotices: 0 });
      expect(heard.map((item) => item.id)).toEqual([5]);
    } finally {
      stopListening();
      unregister();
      session.close();
    }
  });

  it('fetches the list again after a reconnect, not on the first connect', () => {
    const dispatched: unknown[] = [];
    const store = { dispatch: (action: unknown) => void dispatched.push(action), getState: () => ({}) } as unknown as AppStore;
    const handlers = notificationsRealtimeHandlers({ store, userId: 1 });
    handlers.connected?.(false);
    expect(dispatched).toEqual([]);
    handlers.connected?.(true);
    expect(dispatched).toEqual([expect.objectContaining({ type: 'api/invalidateTags', payload: [{ type: 'Notification', id: 'LIST' }] })]);
  });
});
