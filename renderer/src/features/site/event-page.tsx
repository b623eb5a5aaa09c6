import { CalendarOutlined, EnvironmentOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useParams } from 'react-router';
import { events } from 'virtual:site-content';
import { ArticlePage } from './article-page.tsx';
import { downloadCalendarFile, FORMAT_LABELS } from './events-page.tsx';
import { eventWhenLabel } from './site-logic.ts';

/** /events/:slug: what Learn More opens (the spec's button had no effect). */
export function EventPage() {
  const { slug = '' } = useParams();
  const event = events.find((e) => e.slug === slug);
  return (
    <ArticlePage
      found={!!event}
      collection="events"
      slug={slug}
      title={event?.title ?? ''}
      description={event?.summary ?? ''}
      back={{ to: '/events', label: 'All events' }}
      tags={event ? [FORMAT_LABELS[event.format], event.price] : []}
      meta={event && `Hosted by ${event.host}`}
      aside={
        event && (
          <Card className="hh-event-card">
            <Typography.Paragraph className="hh-event-facts">
              <CalendarOutlined aria-hidden /> <time dateTime={event.startsAt}>{eventWhenLabel(event)}</time>
              <br />
              <EnvironmentOutlined aria-hidden /> {event.location}
              <br />
              <UsergroupAddOutlined aria-hidden /> {event.host} · {event.price}
            </Typography.Paragraph>
            <Button type="primary" onClick={() => downloadCalendarFile(event)}>
              Register
            </Button>
          </Card>
        )
      }
    />
  );
}
