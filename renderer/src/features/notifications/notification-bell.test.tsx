import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#shared/api/api-paths.ts';
import type { NotificationPage } from '#shared/schemas/notification-schemas.ts';
import { deliverRealtimeEvent, openHandlerSession } from '../../lib/realtime/realtime-handlers.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { notification, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { registerNotificationsRealtime } from './notifications-realtime.ts';

setUpApiServer();

const me = ownUser();
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const older = new Date(now - 6 * DAY);
const olderLabel = older.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const request = notification({ id: 4, title: 'Ben Maker wants to connect', link: '/messages/10', createdAt: new Date(now - 60_000).toISOString() });
const quote = notification({ id: 3, kind: 'rfq-quote', title: 'New quote on Enclosure run', link: '/rfqs/7', createdAt: new Date(now - DAY).toISOString() });
const renewal = notification({ id: 2, kind: 'billing', title: 'Your receipt', actor: null, link: '/profile?tab=subscription', createdAt: older.toISOString(), readAt: older.toISOString() });

function serveList(page: NotificationPage) {
  return recordRequests('get', API_PATHS.notifications, () => HttpResponse.json(page));
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function openBell(name: string | RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

describe('the notification bell', () => {
  it('shows the unread count and lists the newest by day, unread ones marked', async () => {
    serveList({ items: [request, quote, renewal], nextCursor: null, unreadCount: 2, unreadMessageNotices: 0 });
    renderWithApp(<NotificationBell />, { user: me });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('2');
    const { panel } = await openBell('Notifications, 2 unread');
    const days = within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Today', 'Yesterday', olderLabel]);
    const today = within(panel).getByRole('region', { name: 'Today' });
    expect(within(today).getByRole('link', { name: 'Unread: Ben Maker wants to connect' })).toHaveAttribute('href', '/messages/10');
    expect(within(panel).getByRole('link', { name: 'Your receipt' })).toHaveAccessibleDescription(/Member 2 wants to connect with you\./);
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');
  });

  it('shows 99+ beyond 99, and that all is caught up when there is nothing', async () => {
    serveList({ items: [], nextCursor: null, unreadCount: 120, unreadMessageNotices: 0 });
    renderWithApp(<NotificationBell />, { user: me });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('99+');
    const { panel } = await openBell('Notifications, 120 unread');
    expect(within(panel).getByText("You're all caught up.")).toBeInTheDocument();
  });

  it('marks one read when it is opened, and goes to its place', async () => {
    serveList({ items: [request, quote], nextCursor: null, unreadCount: 2, unreadMessageNotices: 0 });
    const reads = recordRequests('post', '/api/notifications/:id/read', () => HttpResponse.json({ unreadCount: 1, unreadMessageNotices: 0 }));
    const { location } = renderWithApp(<NotificationBell />, { user: me });
    const { user, panel } = await openBell('Notifications, 2 unread');
    await user.click(within(panel).getByRole('link', { name: 'Unread: New quote on Enclosure run' }));
    await waitFor(() => expect(location.current.pathname).toBe('/rfqs/7'));
    expect(reads.map((read) => read.url.pathname)).toEqual(['/api/notifications/3/read']);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });

  it('marks all read', async () => {
    serveList({ items: [request, quote], nextCursor: null, unreadCount: 2, unreadMessageNotices: 0 });
    const reads = recordRequests('post', API_PATHS.notificationsReadAll, () => HttpResponse.json({ unreadCount: 0, unreadMessageNotices: 0 }));
    renderWithApp(<NotificationBell />, { user: me });
    const { user, panel } = await openBell('Notifications, 2 unread');
    await user.click(within(panel).getByRole('button', { name: /Mark all as read/ }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(reads).toHaveLength(1);
    expect(within(panel).queryByRole('link', { name: /Unread:/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Mark all as read/ })).toBeDisabled();
  });

  it('puts back the unread mark when the server refuses', async () => {
    serveList({ items: [request], nextCursor: null, unreadCount: 1, unreadMessageNotices: 0 });
    recordRequests('post', API_PATHS.notificationsReadAll, () => HttpResponse.json({ message: 'Could not reach the database.' }, { status: 503 }));
    renderWithApp(<NotificationBell />, { user: me });
    const { user, panel } = await openBell('Notifications, 1 unread');
    await user.click(within(panel).getByRole('button', { name: /Mark all as read/ }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: /Mark all as read/ })).toBeEnabled());
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });

  it('updates live from the socket: a new one on top with the count, and those read elsewhere', async () => {
    serveList({ items: [quote], nextCursor: null, unreadCount: 1, unreadMessageNotices: 0 });
    const { store } = renderWithApp(<NotificationBell />, { user: me });
    stops.push(registerNotificationsRealtime());
    const session = openHandlerSession({ store, userId: me.id });
    stops.push(() => session.close());
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');

    let delivered = false;
    act(() => void (delivered = deliverRealtimeEvent('notification', { notification: request, unreadCount: 2, unreadMessageNotices: 0 })));
    expect(delivered).toBe(true);
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'));
    const { panel } = await openBell('Notifications, 2 unread');
    expect(within(panel).getAllByRole('link', { name: /Unread:/ }).map((link) => link.getAttribute('href'))).toEqual(['/messages/10', '/rfqs/7']);

    act(() => void deliverRealtimeEvent('notifications_read', { ids: [3], unreadCount: 1, unreadMessageNotices: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: /Unread:/ }).map((link) => link.getAttribute('href'))).toEqual(['/messages/10']);

    act(() => void deliverRealtimeEvent('notifications_read', { ids: null, unreadCount: 0, unreadMessageNotices: 0 }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
    expect(within(panel).queryByRole('link', { name: /Unread:/ })).not.toBeInTheDocument();
  });
});
