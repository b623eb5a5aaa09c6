import { describe, expect, it } from 'vitest';
import { desktopNotificationSchema, type DesktopNotification } from '#shared/schemas/desktop-schemas.ts';
import { badgeLabel, createBadge, createDesktopNotifier, decideNotification, type NotificationLike } from './desktop-notifier.ts';

const message: DesktopNotification = { kind: 'message', title: 'New Message', body: 'Wei Zhang: Samples ship Friday', senderName: 'Wei Zhang', path: '/messages/12' };
const request: DesktopNotification = { kind: 'connection-request', title: 'New connection request', body: 'Hana Sato wants to connect with you.', senderName: 'Hana Sato', path: '/messages/30' };
const renewal: DesktopNotification = { kind: 'billing', title: 'Your renewal failed', body: 'Update your card to keep Pro.', path: '/profile?tab=subscription' };

function fakes(state: { focused: boolean; path: string | null; supported?: boolean; platform?: NodeJS.Platform }) {
  const shown: (NotificationLike & { options: object; closed: boolean; click(): void })[] = [];
  const revealed: string[] = [];
  const notifier = createDesktopNotifier({
    isSupported: () => state.supported ?? true,
    platform: state.platform ?? 'linux',
    window: { isFocused: () => state.focused, currentPath: () => state.path, reveal: (path) => revealed.push(path) },
    create: (options) => {
      const handlers: Record<string, () => void> = {};
      const native = {
        options,
        closed: false,
        on: (event: string, listener: () => void) => void (handlers[event] = listener),
        show: () => undefined,
        close: () => {
          native.closed = true;
          handlers.close?.();
        },
        click: () => handlers.click?.(),
      };
      shown.push(native);
      return native;
    },
  });
  return { notifier, shown, revealed, state };
}

describe('notification routing', () => {
  it('shows a message when the app is in the background, even on its thread', () => {
    expect(decideNotification(message, { enabled: true, supported: true, focused: false, currentPath: '/messages/12' })).toBe('show');
  });
  it('shows a message when another thread or page is open, not when its own thread is', () => {
    expect(decideNotification(message, { enabled: true, supported: true, focused: true, currentPath: '/messages/13' })).toBe('show');
    expect(decideNotification(message, { enabled: true, supported: true, focused: true, currentPath: '/dashboard' })).toBe('show');
    expect(decideNotification(message, { enabled: true, supported: true, focused: true, currentPath: '/messages/12' })).toBe('in-view');
    // The window reports a page without its query or fragment.
    expect(decideNotification({ ...message, path: '/messages/12#latest' }, { enabled: true, supported: true, focused: true, currentPath: '/messages/12' })).toBe('in-view');
  });
  it('leaves every other kind in front to the bell', () => {
    expect(decideNotification(request, { enabled: true, supported: true, focused: true, currentPath: '/dashboard' })).toBe('in-view');
    expect(decideNotification(request, { enabled: true, supported: true, focused: false, currentPath: '/dashboard' })).toBe('show');
    expect(decideNotification(renewal, { enabled: true, supported: true, focused: true, currentPath: '/rfqs' })).toBe('in-view');
    expect(decideNotification(renewal, { enabled: true, supported: true, focused: false, currentPath: '/rfqs' })).toBe('show');
  });
  it('honours the preference and the platform', () => {
    expect(decideNotification(message, { enabled: false, supported: true, focused: false, currentPath: null })).toBe('disabled');
    expect(decideNotification(message, { enabled: true, supported: false, focused: false, currentPath: null })).toBe('unsupported');
  });
});

describe('what the shell accepts to show', () => {
  it('takes any notification kind, with or without a sender, leading to a page of the app', () => {
    for (const notification of [message, request, renewal, { ...renewal, path: '/rfqs/4#questions' }]) expect(desktopNotificationSchema.safeParse(notification).success).toBe(true);
  });
  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'messages/3', '/a b', `/${'x'.repeat(500)}`])('refuses the path %s', (path) => {
    expect(desktopNotificationSchema.safeParse({ ...renewal, path }).success).toBe(false);
  });
  it('refuses a kind that is no notification kind', () => {
    expect(desktopNotificationSchema.safeParse({ ...request, kind: 'connection_request' }).success).toBe(false);
  });
});

describe('desktop notifier', () => {
  it('stays silent until the member preference says on, and closes what is open when it goes off', () => {
    const { notifier, shown } = fakes({ focused: false, path: '/dashboard' });
    expect(notifier.show(message)).toBe('disabled');
    notifier.setEnabled(true);
    expect(notifier.show(message)).toBe('show');
    expect(shown[0]!.options).toEqual({ title: 'New Message', body: 'Wei Zhang: Samples ship Friday' });
    notifier.setEnabled(false);
    expect(shown[0]!.closed).toBe(true);
  });

  it('a click reveals the window on the thread; a newer message replaces the older one', () => {
    const { notifier, shown, revealed } = fakes({ focused: false, path: '/dashboard' });
    notifier.setEnabled(true);
    notifier.show(message);
    notifier.show({ ...message, body: 'Wei Zhang: and the invoice' });
    expect(shown[0]!.closed).toBe(true);
    shown[1]!.click();
    expect(revealed).toEqual(['/messages/12']);
    notifier.show(request);
    shown[2]!.click();
    expect(revealed).toEqual(['/messages/12', '/messages/30']);
  });

  it('names the sender as the subtitle on macOS', () => {
    const { notifier, shown } = fakes({ focused: false, path: null, platform: 'darwin' });
    notifier.setEnabled(true);
    notifier.show(request);
    expect(shown[0]!.options).toMatchObject({ subtitle: 'Hana Sato' });
    // A service notice has no sender: no subtitle.
    notifier.show(renewal);
    expect(shown[1]!.options).toEqual({ title: 'Your renewal failed', body: 'Update your card to keep Pro.' });
    shown[1]!.click();
  });

  it('opens a notice on its page, query included', () => {
    const { notifier, shown, revealed } = fakes({ focused: false, path: '/dashboard' });
    notifier.setEnabled(true);
    notifier.show(renewal);
    shown[0]!.click();
    expect(revealed).toEqual(['/profile?tab=subscription']);
  });
});

describe('badge', () => {
  it('sets the dock/launcher count on macOS and Linux, only when it changes', () => {
    const counts: number[] = [];
    const badge = createBadge({ platform: 'darwin', setBadgeCount: (n) => (counts.push(n), true), setOverlayIcon: () => undefined, overlayImage: () => null });
    badge(3);
    badge(3);
    badge(0);
    expect(counts).toEqual([3, 0]);
  });

  it('uses the taskbar overlay on Windows, 9+ beyond nine, none at zero', () => {
    const overlays: [string | null, string][] = [];
    const badge = createBadge<string>({ platform: 'win32', setBadgeCount: () => true, setOverlayIcon: (image, description) => overlays.push([image, description]), overlayImage: (label) => `img:${label}` });
    badge(1);
    badge(12);
    badge(15);
    badge(0);
    expect(overlays).toEqual([['img:1', '1 unread'], ['img:9+', '12 unread'], [null, '']]);
    expect(badgeLabel(120, 'darwin')).toBe('120');
  });
});
