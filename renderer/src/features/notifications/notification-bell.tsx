import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { bellLabel, countLabel } from './notification-format.ts';
import { useGetNotificationsQuery } from './notifications-api.ts';
import './notifications.css';

// The panel's code (the list, avatars, day groups) loads on the first open, not with every signed-in page.
const NotificationPanel = lazy(() => import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })));

/** The header's bell: the unread count, and the newest notifications in a panel. */
export function NotificationBell() {
  const { data } = useGetNotificationsQuery();
  const [open, setOpen] = useState(false);
  const unread = data?.unreadCount ?? 0;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      classNames={{ root: 'hh-notification-popover' }}
      content={
        <Suspense
          fallback={
            <div className="hh-notification-panel hh-notification-panel__state">
              <Spin size="small" />
            </div>
          }
        >
          <NotificationPanel onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button type="text" aria-label={bellLabel(unread)} aria-haspopup="dialog" aria-expanded={open} className="hh-notification-bell">
        {/* No badge at all at zero: antd's leaving animation would keep the old count on screen meanwhile. */}
        {unread > 0 ? (
          <Badge count={<span className="hh-notification-bell__count" data-testid="notification-count">{countLabel(unread)}</span>} offset={[2, -2]}>
            <BellOutlined className="hh-notification-bell__icon" />
          </Badge>
        ) : (
          <BellOutlined className="hh-notification-bell__icon" />
        )}
      </Button>
    </Popover>
  );
}
