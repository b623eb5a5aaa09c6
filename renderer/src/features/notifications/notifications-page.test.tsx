import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notification-schemas.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { notification, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { NotificationsPage } from './notifications-page.tsx';

setUpApiServer();

const me = ownUser();
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString();

describe('the notification centre', () => {
  it('pages back with Load more, grouped by day, until there is no more', async () => {
    const requests = recordRequests('get', API_PATHS.notifications, (_body, url) =>
      HttpResponse.json(
        url.searchParams.get('before') === '8'
          ? { items: [notification({ id: 7, title: 'Older one', createdAt: at(10), readAt: at(9) })], nextCursor: null, unreadCount: 1, unreadMessageNotices: 0 }
          : { items: [notification({ id: 9, title: 'Newest', createdAt: at(0) }), notification({ id: 8, title: 'Second', createdAt: at(3), readAt: at(2) })], nextCursor: 8, unreadCount: 1, unreadMessageNotices: 0 },
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />, { user: me, path: '/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByRole('link', { name: 'Unread: Newest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older one' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Unread: Newest', 'Second', 'Older one']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.search)).toEqual(['', '?before=8']);
  });

  it('marks all read and says so', async () => {
    recordRequests('get', API_PATHS.notifications, () => HttpResponse.json({ items: [notification({ id: 9, title: 'Newest', createdAt: at(0) })], nextCursor: null, unreadCount: 1, unreadMessageNotices: 0 }));
    recordRequests('post', API_PATHS.notificationsReadAll, () => HttpResponse.json({ unreadCount: 0, unreadMessageNotices: 0 }));
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />, { user: me, path: '/notifications' });
    await screen.findByRole('link', { name: 'Unread: Newest' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await findToast(NOTIFICATION_MESSAGES.allRead);
    expect(screen.getByRole('link', { name: 'Newest' })).toBeInTheDocument();
  });

  it('says when all is caught up', async () => {
    recordRequests('get', API_PATHS.notifications, () => HttpResponse.json({ items: [], nextCursor: null, unreadCount: 0, unreadMessageNotices: 0 }));
    renderWithApp(<NotificationsPage />, { user: me, path: '/notifications' });
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
