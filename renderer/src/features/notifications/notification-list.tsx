import { BellOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Avatar } from '../../ui/avatar.tsx';
import type { NotificationView } from '#shared/schemas/notification-schemas.ts';
import { Link } from 'react-router';
import { initialsOf } from '../../ui/initials.ts';
import { formatShortRelativeTime } from '../../ui/relative-time.ts';
import { useNow } from '../../ui/use-now.ts';
import { groupByDay, NOTIFICATION_TEXT, safeLink } from './notification-format.ts';
import { useMarkNotificationReadMutation } from './notifications-api.ts';

function NotificationItem({ item, now, onOpen, idPrefix }: { item: NotificationView; now: number; onOpen?: () => void; idPrefix: string }) {
  const [markRead] = useMarkNotificationReadMutation();
  const unread = item.readAt === null;
  const detailsId = `${idPrefix}-notification-${item.id}`;
  const open = () => {
    // Marked read on the way to its page; a failure puts it back (notifications-api.ts).
    if (unread) void markRead(item.id);
    onOpen?.();
  };
  return (
    <li className={`hh-notification${unread ? ' hh-notification--unread' : ''}`}>
      <Link
        to={safeLink(item.link)}
        onClick={open}
        className="hh-notification__link"
        // Named by its title (the avatar's initials are no name); the preview and time describe it.
        aria-label={unread ? `${NOTIFICATION_TEXT.unread}: ${item.title}` : item.title}
        aria-describedby={detailsId}
      >
        <Avatar size={32} src={item.actor?.avatarUrl} className="hh-notification__avatar">
          {item.actor ? initialsOf(item.actor.name) : <BellOutlined />}
        </Avatar>
        <span className="hh-notification__text">
          <span className="hh-notification__title">{item.title}</span>
          <span id={detailsId} className="hh-notification__details">
            {item.body && <span className="hh-notification__body">{item.body}</span>}
            <time className="hh-notification__time" dateTime={item.createdAt}>
              {formatShortRelativeTime(item.createdAt, now)}
            </time>
          </span>
        </span>
        {unread && <span className="hh-notification__dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}

/** Notifications grouped by day ("Today", "Yesterday", dates), each a link to its place that marks it read. */
export function NotificationList({ items, onOpen, idPrefix }: { items: readonly NotificationView[]; onOpen?: () => void; idPrefix: string }) {
  const now = useNow();
  if (items.length === 0) {
    return (
      <Typography.Paragraph type="secondary" className="hh-notifications__empty">
        {NOTIFICATION_TEXT.empty}
      </Typography.Paragraph>
    );
  }
  return (
    <div className="hh-notifications__days">
      {groupByDay(items, now).map((day, index) => (
        <section key={day.label} aria-labelledby={`${idPrefix}-day-${index}`} className="hh-notifications__day">
          <h3 id={`${idPrefix}-day-${index}`} className="hh-notifications__day-title">
            {day.label}
          </h3>
          <ul className="hh-notifications__items">
            {day.items.map((item) => (
              <NotificationItem key={item.id} item={item} now={now} onOpen={onOpen} idPrefix={idPrefix} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
