import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';
import { currentBridge } from '../../lib/api/api-transport.ts';

/**
 * The one place realtime notifications go out (issue 5 point 7). The realtime client publishes; the
 * in-app toasts (features/messages/realtime-host.tsx) and, when the desktop shell exposes
 * `window.hardwareHub.notify`, native OS notifications both listen. Another shell or feature
 * subscribes with `onNotification(listener)`.
 */
export type AppNotification =
  | { kind: 'message'; title: string; body: string; path: string; message: MessageWithSender }
  | { kind: 'connection_request'; title: string; body: string; path: string; connection: ConnectionDetail }
  | { kind: 'connection_updated'; title: string; body: string; path: string; connection: ConnectionDetail; action: 'accepted' | 'rejected' };

export type NotificationListener = (notification: AppNotification) => void;

const listeners = new Set<NotificationListener>();

/** Subscribes; returns the unsubscribe function. */
export function onNotification(listener: NotificationListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function publishNotification(notification: AppNotification): void {
  for (const listener of [...listeners]) {
    try {
      listener(notification);
    } catch {
      // One broken listener must not stop the others.
    }
  }
  const notify = currentBridge()?.notify;
  if (notify) void Promise.resolve(notify(notification.title, notification.body)).catch(() => undefined);
}
