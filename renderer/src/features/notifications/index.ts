/**
 * notifications' public surface: the bus in-app realtime toasts go through, the header's bell, the
 * profile's notification settings, the socket handlers, and the stream and count the desktop app uses
 * (pages stay in routes.ts).
 */
export { onNotification, publishNotification } from './notification-bus.ts';
export type { AppNotification, NotificationListener } from './notification-bus.ts';
export { BrowserTimeZoneSync } from './browser-time-zone-sync.tsx';
export { NotificationBell } from './notification-bell.tsx';
export { NotificationPreferencesSection } from './notification-preferences.tsx';
export { onNotificationReceived, registerNotificationsRealtime } from './notifications-realtime.ts';
export type { NotificationReceivedListener } from './notifications-realtime.ts';
export { useUnreadNotificationCount } from './use-unread-notification-count.ts';
