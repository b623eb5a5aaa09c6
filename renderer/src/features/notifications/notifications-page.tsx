import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useAppDispatch, useAppStore } from '../../lib/store/hooks.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notification-schemas.ts';
import { NOTIFICATION_TEXT } from './notification-format.ts';
import { NotificationList } from './notification-list.tsx';
import { loadOlderNotifications, useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from './notifications-api.ts';
import './notifications.css';

/** /notifications: every notification, newest first, grouped by day, paged back with "Load more". */
export function NotificationsPage() {
  const { data, isLoading, isError, error, refetch } = useGetNotificationsQuery();
  const [markAllRead, { isLoading: marking }] = useMarkAllNotificationsReadMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const toast = useToast();
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await loadOlderNotifications(dispatch, store.getState);
    } catch (failure) {
      toast.error(NOTIFICATION_TEXT.loadFailed, errorMessage(failure, 'Please try again.'));
    } finally {
      setLoadingMore(false);
    }
  };

  const markAll = async () => {
    try {
      await markAllRead().unwrap();
      toast.success(NOTIFICATION_MESSAGES.allRead, undefined, { key: 'notifications-all-read' });
    } catch (failure) {
      toast.error(NOTIFICATION_TEXT.markFailed, errorMessage(failure, 'Please try again.'));
    }
  };

  return (
    <PageContainer
      title={NOTIFICATION_TEXT.title}
      extra={
        <Button onClick={() => void markAll()} disabled={!data || data.unreadCount === 0} loading={marking}>
          {NOTIFICATION_TEXT.markAllRead}
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError || !data ? (
        <Alert
          type="error"
          showIcon
          title={NOTIFICATION_TEXT.loadFailed}
          description={errorMessage(error, 'Please try again.')}
          action={<Button onClick={() => void refetch()}>{NOTIFICATION_TEXT.retry}</Button>}
        />
      ) : (
        <Card variant="outlined" className="hh-notifications-card">
          <NotificationList items={data.items} idPrefix="hh-centre" />
          {data.nextCursor !== null && (
            <Flex justify="center" className="hh-notifications__more">
              <Button onClick={() => void loadMore()} loading={loadingMore}>
                {NOTIFICATION_TEXT.loadMore}
              </Button>
            </Flex>
          )}
        </Card>
      )}
    </PageContainer>
  );
}
