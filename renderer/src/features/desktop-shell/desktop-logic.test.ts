import { describe, expect, it } from 'vitest';
import { desktopNotificationSchema } from '#shared/schemas/desktop-schemas.ts';
import type { AppNotification } from '../notifications/index.ts';
import { downloadAmount, formatBytes, toDesktopNotification } from './desktop-logic.ts';

const message = {
  kind: 'message',
  title: 'New Message',
  body: `Wei Zhang: ${'x'.repeat(400)}`,
  path: '/messages/12',
  inView: false,
  message: { sender: { fullName: 'Wei Zhang' } },
} as unknown as AppNotification;

describe('toDesktopNotification', () => {
  it('hands a message over with its sender, clipped to what the shell accepts', () => {
    const native = toDesktopNotification(message);
    expect(native).toMatchObject({ kind: 'message', title: 'New Message', senderName: 'Wei Zhang', path: '/messages/12' });
    expect(native!.body).toHaveLength(300);
    expect(desktopNotificationSchema.safeParse(native).success).toBe(true);
  });

  it('hands over requests received and accepted, not declined ones', () => {
    const connection = { requester: { fullName: 'Hana Sato' }, recipient: { fullName: 'Maya Chen' } };
    const request = { kind: 'connection_request', title: 'New connection request', body: 'Hana Sato wants to connect with you.', path: '/messages/30', connection } as unknown as AppNotification;
    expect(toDesktopNotification(request)).toMatchObject({ kind: 'connection_request', senderName: 'Hana Sato' });
    const accepted = { kind: 'connection_updated', action: 'accepted', title: 'Connection accepted', body: 'Maya Chen accepted your connection request.', path: '/messages/30', connection } as unknown as AppNotification;
    expect(toDesktopNotification(accepted)).toMatchObject({ kind: 'connection_accepted', senderName: 'Maya Chen' });
    expect(toDesktopNotification({ ...accepted, action: 'rejected' } as AppNotification)).toBeNull();
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
