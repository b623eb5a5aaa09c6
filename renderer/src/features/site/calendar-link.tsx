import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import { calendarFileName } from '#shared/calendar/event-calendar-file.ts';
import { apiUrl } from '../../lib/api/api-transport.ts';

/**
 * 'Add to calendar': a link to the event's .ics file on the server (the file the registration mail
 * attaches), so it works before the app has taken the page over, in any browser and, through the
 * system browser, in the desktop app.
 */
export function CalendarLink({ slug }: { slug: string }) {
  return (
    <Button href={apiUrl(apiPath(API_PATHS.eventCalendar, { slug }))} download={calendarFileName({ slug })} icon={<CalendarOutlined />}>
      Add to calendar
    </Button>
  );
}
