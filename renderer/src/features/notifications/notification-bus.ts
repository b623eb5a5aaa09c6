import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';

/**
 * The one place realtime notifications go out. The chat's socket handlers publish; the
 * in-app toasts (features/messages/realtime-host.tsx) and, in the desktop app, the native
 * notifications (features/desktop) listen with `onNotification(listener)`. A message the member is
 * looking at (`inView`: its thread open in a visible page) gets no toast, but the desktop shell may
 * still notify when its window is in the background.
 */
export type AppNotification =
  | { kind: 'message'; title: string; body: string; path: string; message: MessageWithSender; inView: boolean }
  | { kind: 'connection_request'; title: string; body: string; path: string; connection: ConnectionDetail }
  | { kind: 'connection_updated'; title: string; body: string; path: string; connection: ConnectionDetail; action: 'accepted' | 'rejected' }
  /** A file the member uploaded was found infected and quarantined. */
  | { kind: 'file_quarantined'; title: string; body: string; path: string; fileId: number };

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
}
