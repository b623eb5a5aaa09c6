import { Button, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { NOTIFICATION_TEXT } from './notification-format.ts';
import { NotificationList } from './notification-list.tsx';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from './notifications-api.ts';
import './notifications.css';

/** How many of the newest the bell's panel lists; the rest are on /notifications. */
const PANEL_ITEMS = 8;

/** The bell's panel: the newest notifications by day, Mark all as read, and See all. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery();
  const [markAllRead, { isLoading: marking }] = useMarkAllNotificationsReadMutation();
  const unread = data?.unreadCount ?? 0;
  return (
    <div className="hh-notification-panel" role="dialog" aria-labelledby="hh-notification-panel-title">
      <div className="hh-notification-panel__header">
        <Typography.Title level={2} id="hh-notification-panel-title" className="hh-notification-panel__title">
          {NOTIFICATION_TEXT.title}
        </Typography.Title>
        <Button type="link" size="small" disabled={unread === 0} loading={marking} onClick={() => void markAllRead().unwrap().catch(() => undefined)}>
          {NOTIFICATION_TEXT.markAllRead}
        </Button>
      </div>
      <div className="hh-notification-panel__body">
        {isLoading ? (
          <div className="hh-notification-panel__state">
            <Spin size="small" />
          </div>
        ) : isError || !data ? (
          <div className="hh-notification-panel__state">
            <Typography.Text type="secondary">{NOTIFICATION_TEXT.loadFailed}</Typography.Text>
            <Button size="small" onClick={() => void refetch()}>
              {NOTIFICATION_TEXT.retry}
            </Button>
          </div>
        ) : (
          <NotificationList items={data.items.slice(0, PANEL_ITEMS)} onOpen={onClose} idPrefix="hh-bell" />
        )}
      </div>
      <div className="hh-notification-panel__footer">
        <Link to="/notifications" onClick={onClose}>
          {NOTIFICATION_TEXT.seeAll}
        </Link>
      </div>
    </div>
  );
}
