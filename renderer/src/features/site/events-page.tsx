import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { events } from 'virtual:site-content';
import { PageContainer } from '../../ui/page-container.tsx';
import { useSearchParamPatch } from '../../ui/use-search-param-patch.ts';
import { EventRegistrationDialog, EventSubmissionDialog, REGISTER_PARAM, SUBMIT_PARAM } from './event-dialogs.tsx';
import { FilterTabs } from './filter-tabs.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { EVENT_TABS, eventsForTab, eventWhenLabel, searchWith, type EventTab } from './site-logic.ts';
import './site.css';

const isTab = (value: string | null): value is EventTab => EVENT_TABS.some((tab) => tab.key === value);

export const FORMAT_LABELS = { online: 'Online', 'in-person': 'In-Person' } as const;

/**
 * /events: tabs over the 6 events. Ours: Register opens the registration dialog (stored,
 * confirmed by mail with the calendar file), Learn More opens the event's page, Submit Your Event a
 * form that reaches the team's inbox. All three are links (see event-dialogs.tsx).
 */
export function EventsPage() {
  const [search, patchSearch] = useSearchParamPatch();
  const tab = isTab(search.get('tab')) ? (search.get('tab') as EventTab) : 'all';
  const shown = eventsForTab(events, tab);
  const changeTab = (key: EventTab) => patchSearch({ tab: key === 'all' ? null : key });

  return (
    <PageContainer
      title="Events"
      subtitle="Webinars, workshops and meetups for people who build hardware."
      extra={<LinkButton to={searchWith(search, SUBMIT_PARAM, 'event')}>Submit Your Event</LinkButton>}
    >
      <FilterTabs tabs={EVENT_TABS} active={tab} onChange={changeTab}>
      {shown.length === 0 ? (
        <Empty description="No events here yet. New dates are added every month." className="hh-site-empty" />
      ) : (
        <ul className="hh-card-grid" aria-label="Events">
          {shown.map((event) => (
            <li key={event.slug}>
              <Card className="hh-content-card">
                <Flex gap={4} wrap>
                  <Tag color={event.format === 'online' ? 'blue' : 'green'}>{FORMAT_LABELS[event.format]}</Tag>
                  <Tag>{event.price}</Tag>
                </Flex>
                <Typography.Title level={2} className="hh-content-card__title">
                  <Link to={`/events/${event.slug}`}>{event.title}</Link>
                </Typography.Title>
                <Typography.Paragraph type="secondary">{event.summary}</Typography.Paragraph>
                <Typography.Paragraph className="hh-event-facts">
                  <CalendarOutlined aria-hidden /> <time dateTime={event.startsAt}>{eventWhenLabel(event)}</time>
                  <br />
                  <EnvironmentOutlined aria-hidden /> {event.location}
                </Typography.Paragraph>
                <Flex gap={8} wrap>
                  <LinkButton type="primary" to={searchWith(search, REGISTER_PARAM, event.slug)} aria-label={`Register for ${event.title}`}>
                    Register
                  </LinkButton>
                  {/* The event's name is in the link's text itself (hidden from sight), so it reads on its own in a list of links. */}
                  <LinkButton to={`/events/${event.slug}`}>
                    Learn More<span className="hh-visually-hidden"> about {event.title}</span>
                  </LinkButton>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
      </FilterTabs>
      <EventRegistrationDialog events={events} />
      <EventSubmissionDialog />
    </PageContainer>
  );
}
