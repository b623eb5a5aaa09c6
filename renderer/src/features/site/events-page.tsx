import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { events } from 'virtual:site-content';
import type { SiteEvent } from '#shared/schemas/site-content-schemas.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { calendarFileName, eventCalendarFile } from './calendar-file.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { EVENT_TABS, eventsForTab, eventWhenLabel, type EventTab } from './site-logic.ts';
import './site.css';

const isTab = (value: string | null): value is EventTab => EVENT_TABS.some((tab) => tab.key === value);

/** Register: the event as an .ics file for the member's calendar. */
export function downloadCalendarFile(event: SiteEvent): void {
  const blob = new Blob([eventCalendarFile(event, `${window.location.origin}/events/${event.slug}`)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const FORMAT_LABELS = { online: 'Online', 'in-person': 'In-Person' } as const;

/**
 * /events (001 §2): tabs over the 6 events. Ours: Register downloads the calendar file, Learn More
 * opens the event's page, Submit Your Event opens the contact form with the topic preset.
 */
export function EventsPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const tab = isTab(search.get('tab')) ? (search.get('tab') as EventTab) : 'all';
  const shown = eventsForTab(events, tab);

  return (
    <PageContainer
      title="Events"
      subtitle="Webinars, workshops and meetups for people who build hardware."
      extra={<Button onClick={() => void navigate('/contact?topic=partnership&subject=Event%20submission')}>Submit Your Event</Button>}
    >
      <FilterTabs tabs={EVENT_TABS} active={tab} onChange={(key) => setSearch(key === 'all' ? {} : { tab: key }, { replace: true })}>
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
                  <Button type="primary" onClick={() => downloadCalendarFile(event)} aria-label={`Register for ${event.title} (adds it to your calendar)`}>
                    Register
                  </Button>
                  <Button onClick={() => void navigate(`/events/${event.slug}`)} aria-label={`Learn more about ${event.title}`}>
                    Learn More
                  </Button>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
      </FilterTabs>
    </PageContainer>
  );
}
