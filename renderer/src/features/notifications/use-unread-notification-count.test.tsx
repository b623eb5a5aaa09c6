import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { notification, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { useUnreadNotificationCount } from './use-unread-notification-count.ts';

setUpApiServer();

function Count() {
  return <output aria-label="Badge part">{useUnreadNotificationCount()}</output>;
}

describe('the desktop badge part from notifications', () => {
  it("counts the unread notifications but a conversation's message notice, whose messages the badge counts itself", async () => {
    const message = notification({ id: 9, kind: 'message', title: 'New message from Ben Maker', link: '/messages/10' });
    const request = notification({ id: 8, title: 'Ada Founder wants to connect' });
    const quote = notification({ id: 7, kind: 'rfq-quote', title: 'New quote on Enclosure run' });
    const asked = recordRequests('get', API_PATHS.notifications, () => HttpResponse.json({ items: [message, request, quote], nextCursor: null, unreadCount: 3, unreadMessageNotices: 1 }));
    renderWithApp(<Count />, { user: ownUser() });
    // 0 until the server has answered, then 3 unread less the one message notice.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Badge part' })).toHaveTextContent('2'));
    expect(asked).toHaveLength(1);
  });
});
