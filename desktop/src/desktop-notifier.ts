import type { DesktopNotification } from '#shared/schemas/desktop-schemas.ts';

/**
 * Native notifications for the member's notifications (the same stream as the app's bell), and the
 * unread badge.
 *
 * A notification is shown unless the member turned 'Desktop notifications' off in /profile, or the
 * window already shows it: a message is shown when the app is in the background or another page
 * (another thread) is open; any other kind when the app is in the background (in front, the bell
 * says it). A click brings the window forward and opens the notification's page.
 */

export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  show(): void;
  close(): void;
}

export interface WindowLike {
  /** The app is in front and the window visible. */
  isFocused(): boolean;
  /** The path of the page the window shows ("/messages/12"), or null without a window. */
  currentPath(): string | null;
  /** Brings the window forward (restoring it when minimised) and opens `path` in it. */
  reveal(path: string): void;
}

export type NotificationDecision = 'show' | 'disabled' | 'in-view' | 'unsupported';

/** The page of a link, without its query or fragment (what the window reports as its path). */
const pathOf = (link: string) => link.replace(/[?#].*$/, '');

export function decideNotification(
  notification: DesktopNotification,
  state: { enabled: boolean; supported: boolean; focused: boolean; currentPath: string | null },
): NotificationDecision {
  if (!state.supported) return 'unsupported';
  if (!state.enabled) return 'disabled';
  if (!state.focused) return 'show';
  if (notification.kind === 'message' && state.currentPath !== pathOf(notification.path)) return 'show';
  return 'in-view';
}

export interface NotifierOptions {
  isSupported: () => boolean;
  create: (options: { title: string; subtitle?: string; body: string; silent?: boolean }) => NotificationLike;
  window: WindowLike;
  platform: NodeJS.Platform;
}

export interface DesktopNotifier {
  setEnabled(enabled: boolean): void;
  show(notification: DesktopNotification): NotificationDecision;
}

export function createDesktopNotifier({ isSupported, create, window, platform }: NotifierOptions): DesktopNotifier {
  // Off until the renderer reports the member's preference, so nothing shows before sign-in.
  let enabled = false;
  // One notification per page (a thread, a request): a newer one replaces it instead of stacking. Held here also so the
  // objects are not garbage-collected, which would silently drop their click handlers.
  const open = new Map<string, NotificationLike>();

  return {
    setEnabled(value) {
      enabled = value;
      if (!value) {
        for (const notification of open.values()) notification.close();
        open.clear();
      }
    },
    show(notification) {
      const decision = decideNotification(notification, { enabled, supported: isSupported(), focused: window.isFocused(), currentPath: window.currentPath() });
      if (decision !== 'show') return decision;
      open.get(notification.path)?.close();
      // macOS shows the sender as a subtitle; elsewhere the body carries the name already.
      const native = create({
        title: notification.title,
        ...(platform === 'darwin' && notification.senderName && { subtitle: notification.senderName }),
        body: notification.body,
      });
      native.on('click', () => window.reveal(notification.path));
      native.on('close', () => {
        if (open.get(notification.path) === native) open.delete(notification.path);
      });
      open.set(notification.path, native);
      native.show();
      return 'show';
    },
  };
}

/** The dock (macOS), launcher (Linux Unity) badge, or taskbar overlay icon (Windows). */
export interface BadgeOptions<Image> {
  platform: NodeJS.Platform;
  setBadgeCount: (count: number) => boolean;
  /** Windows: the main window's setOverlayIcon. */
  setOverlayIcon: (image: Image | null, description: string) => void;
  /** Windows: the overlay image for a count (1..9, or "9+"). */
  overlayImage: (label: string) => Image | null;
}

/** What the badge shows for a count (unread notifications and messages): nothing, the number, or 9+ on the small Windows overlay. */
export function badgeLabel(count: number, platform: NodeJS.Platform): string {
  if (count <= 0) return '';
  if (platform === 'win32' && count > 9) return '9+';
  return String(count);
}

export function createBadge<Image>({ platform, setBadgeCount, setOverlayIcon, overlayImage }: BadgeOptions<Image>): (count: number) => string {
  let shown = '';
  return (count) => {
    const label = badgeLabel(count, platform);
    if (label === shown) return shown;
    shown = label;
    if (platform === 'win32') {
      setOverlayIcon(label ? overlayImage(label) : null, label ? `${count} unread` : '');
    } else {
      setBadgeCount(Math.max(0, count));
    }
    return shown;
  };
}
