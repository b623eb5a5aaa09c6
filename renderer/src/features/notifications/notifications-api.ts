import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationView,
  UnreadCount,
  UnreadCounts,
  UpdateNotificationPreferencesInput,
} from '#shared/schemas/notification-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

export const NOTIFICATION_LIST_TAG = { type: 'Notification', id: 'LIST' } as const;
const PREFERENCES_TAG = { type: 'Notification', id: 'PREFERENCES' } as const;

/**
 * Notifications calls. The bell and the centre share one cache entry (`getNotifications`): the newest
 * page, older pages merged in by "Load more", live ones prepended by the socket handlers
 * (notifications-realtime.ts), and the unread count the server last reported.
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, void>({
      query: () => API_PATHS.notifications,
      providesTags: [NOTIFICATION_LIST_TAG],
    }),
    /** An older page (`before` the oldest held); merged into getNotifications, never kept. */
    getNotificationsPage: build.query<NotificationPage, { before: number }>({
      query: ({ before }) => ({ url: API_PATHS.notifications, params: { before } }),
      keepUnusedDataFor: 0,
    }),
    markNotificationRead: build.mutation<UnreadCount, number>({
      query: (id) => ({ url: apiPath(API_PATHS.notificationRead, { id }), method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        // Shown read at once; put back if the server refuses.
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            const item = draft.items.find((entry) => entry.id === id);
            if (!item || item.readAt !== null) return;
            item.readAt = new Date().toISOString();
            draft.unreadCount = Math.max(0, draft.unreadCount - 1);
            if (item.kind === 'message') draft.unreadMessageNotices = Math.max(0, draft.unreadMessageNotices - 1);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          setUnreadCounts(dispatch, data);
        } catch {
          patch.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<UnreadCount, void>({
      query: () => ({ url: API_PATHS.notificationsReadAll, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => markRead(draft, null, { unreadCount: 0, unreadMessageNotices: 0 })));
        try {
          const { data } = await queryFulfilled;
          setUnreadCounts(dispatch, data);
        } catch {
          patch.undo();
        }
      },
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => API_PATHS.notificationPreferences,
      providesTags: [PREFERENCES_TAG],
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, UpdateNotificationPreferencesInput>({
      query: (body) => ({ url: API_PATHS.notificationPreferences, method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's own type for a thunk's dispatch
export type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/** The server's counts, as they came. */
function takeCounts(draft: NotificationPage, counts: UnreadCounts): void {
  draft.unreadCount = counts.unreadCount;
  draft.unreadMessageNotices = counts.unreadMessageNotices;
}

/** Marks `ids` (null: every one held) read and takes the server's counts. */
export function markRead(draft: NotificationPage, ids: readonly number[] | null, counts: UnreadCounts): void {
  const now = new Date().toISOString();
  for (const item of draft.items) {
    if (item.readAt === null && (ids === null || ids.includes(item.id))) item.readAt = now;
  }
  takeCounts(draft, counts);
}

/** A new (or renewed) notification goes on top, once, with the counts that came with it. */
export function prependNotification(draft: NotificationPage, notification: NotificationView, counts: UnreadCounts): void {
  draft.items = [notification, ...draft.items.filter((item) => item.id !== notification.id)];
  takeCounts(draft, counts);
}

/** Older notifications after those held (by id, so one seen twice shows once). */
export function appendOlder(draft: NotificationPage, page: NotificationPage): void {
  const held = new Set(draft.items.map((item) => item.id));
  draft.items.push(...page.items.filter((item) => !held.has(item.id)));
  draft.nextCursor = page.nextCursor;
  takeCounts(draft, page);
}

function setUnreadCounts(dispatch: Dispatch, counts: UnreadCounts) {
  dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => takeCounts(draft, counts)));
}

/** Fetches the page before the oldest notification held and merges it in; resolves false when there is none. */
export async function loadOlderNotifications(dispatch: Dispatch, getState: () => unknown): Promise<boolean> {
  const held = notificationsApi.endpoints.getNotifications.select()(getState() as never).data;
  if (!held || held.nextCursor === null) return false;
  const page = await dispatch(notificationsApi.endpoints.getNotificationsPage.initiate({ before: held.nextCursor }, { subscribe: false, forceRefetch: true })).unwrap();
  dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => appendOlder(draft, page)));
  return true;
}
