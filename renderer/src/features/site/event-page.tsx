import { CalendarOutlined, EnvironmentOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { events } from 'virtual:site-content';
import { ArticlePage } from './article-page.tsx';
import { CalendarLink } from './calendar-link.tsx';
import { EventRegistrationDialog, REGISTER_PARAM } from './event-dialogs.tsx';
import { FORMAT_LABELS } from './events-page.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { eventWhenLabel, searchWith } from './site-logic.ts';

/** /events/:slug: what Learn More opens; Register opens the registration dialog, Add to calendar downloads the .ics file. */
export function EventPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
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
            <Flex gap={8} wrap>
              <LinkButton type="primary" to={searchWith(search, REGISTER_PARAM, event.slug)}>
                Register
              </LinkButton>
              <CalendarLink slug={event.slug} />
            </Flex>
            <EventRegistrationDialog events={[event]} />
          </Card>
        )
      }
    />
  );
}
