import { describe, expect, it } from 'vitest';
import { desktopNotificationSchema } from '#shared/schemas/desktop-schemas.ts';
import { notification } from '../../test-support/fixtures.ts';
import { downloadAmount, formatBytes, toDesktopNotification } from './desktop-logic.ts';

describe('toDesktopNotification', () => {
  it('hands a notification over with its sender, clipped to what the shell accepts', () => {
    const native = toDesktopNotification(notification({ kind: 'message', title: 'New message from Wei Zhang', body: 'x'.repeat(400), link: '/messages/12', actor: { id: 5, name: 'Wei Zhang', avatarUrl: null } }));
    expect(native).toMatchObject({ kind: 'message', title: 'New message from Wei Zhang', senderName: 'Wei Zhang', path: '/messages/12' });
    expect(native.body).toHaveLength(300);
    expect(desktopNotificationSchema.safeParse(native).success).toBe(true);
  });

  it('hands over a service notice without a sender', () => {
    const native = toDesktopNotification(notification({ kind: 'billing', title: 'Your renewal failed', actor: null, link: '/profile?tab=subscription' }));
    expect(native).toEqual({ kind: 'billing', title: 'Your renewal failed', body: 'Member 2 wants to connect with you.', path: '/profile?tab=subscription' });
    expect(desktopNotificationSchema.safeParse(native).success).toBe(true);
  });

  it('opens the notification centre for a link the shell would refuse', () => {
    expect(toDesktopNotification(notification({ link: 'https://elsewhere.example/x' })).path).toBe('/notifications');
    expect(toDesktopNotification(notification({ link: '//elsewhere.example' })).path).toBe('/notifications');
  });
});

describe('download amounts', () => {
  it('reads as people say sizes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(3.24 * 1024 * 1024)).toBe('3.2 MB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB');
    expect(downloadAmount(1024 * 1024, 200 * 1024 * 1024)).toBe('1.0 MB of 200 MB');
    expect(downloadAmount(2048, 0)).toBe('2.0 KB');
  });
});
