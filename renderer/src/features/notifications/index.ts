/** notifications' public surface: the one bus realtime notifications go through. */
export { onNotification, publishNotification } from './notification-bus.ts';
export type { AppNotification, NotificationListener } from './notification-bus.ts';
