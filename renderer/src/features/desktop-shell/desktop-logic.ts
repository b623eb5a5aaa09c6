import { NOTIFICATION_PATH, type DesktopNotification } from '#shared/schemas/desktop-schemas.ts';
import type { NotificationView } from '#shared/schemas/notification-schemas.ts';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What the desktop shell shows natively for one of the member's notifications (the bell's stream).
 * Every one is handed over, a message on screen included: the shell knows whether its window is in
 * front and which page it shows, and decides. Clipped to what the shell accepts; a link the shell
 * would refuse opens the notification centre instead.
 */
export function toDesktopNotification(notification: NotificationView): DesktopNotification {
  const sender = notification.actor?.name.trim();
  const link = notification.link.length <= 500 && NOTIFICATION_PATH.test(notification.link) ? notification.link : '/notifications';
  return {
    kind: notification.kind,
    title: clip(notification.title.trim() || 'HardwareHub', 120),
    body: clip(notification.body, 300),
    ...(sender && { senderName: clip(sender, 120) }),
    path: link,
  };
}

/** The desktop app's own text, where the spec has none. */
export const DESKTOP_TEXT = {
  offlineTitle: "Can't reach HardwareHub",
  offlineBody: (server: string) => `The HardwareHub server at ${server} is not answering. Check your internet connection, or the server address if your company runs its own.`,
  retry: 'Try again',
  changeServer: 'Change server',
  settingsTitle: 'Settings',
  serverLabel: 'Server address',
  serverHelp: 'The HardwareHub server this app connects to. Your company may run its own; ask your administrator for its address.',
  save: 'Save and reconnect',
  useDefault: 'Use the default',
  saved: 'Server changed',
  savedBody: (server: string) => `HardwareHub now connects to ${server}. Please sign in there.`,
  memoryOnlyTitle: 'You will need to sign in again next time',
  memoryOnlyBody: 'This computer has no keychain HardwareHub can use to keep your session safely, so it is kept only until you close the app.',
  checkoutTitle: 'Continue in your browser',
  checkoutBody: 'Payments are completed on the secure HardwareHub website. When you are done, you will come straight back to the app.',
  checkoutButton: 'Open secure checkout',
} as const;

/** A byte count as people read it: "850 KB", "3.2 MB", "200 MB" (one decimal below 10). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** How far a download is: "3.2 MB of 200 MB", or only what arrived when the server gave no size. */
export function downloadAmount(receivedBytes: number, totalBytes: number): string {
  return totalBytes > 0 ? `${formatBytes(receivedBytes)} of ${formatBytes(totalBytes)}` : formatBytes(receivedBytes);
}
