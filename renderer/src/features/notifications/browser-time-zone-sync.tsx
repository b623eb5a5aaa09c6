import { useEffect, useRef } from 'react';
import { timeZoneSchema } from '#shared/schemas/notification-schemas.ts';
import { whenIdle } from '../../lib/scheduling/when-idle.ts';
import { useSession } from '../auth/index.ts';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from './notifications-api.ts';

/** The browser's IANA zone, if the runtime names one the shared schema accepts. */
function browserTimeZone(): string | null {
  try {
    const parsed = timeZoneSchema.safeParse(Intl.DateTimeFormat().resolvedOptions().timeZone);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Mounted once in the signed-in layout: a member whose digest has no time zone yet gets the browser's,
 * so their digest comes at their own morning without a visit to the settings. Sent at most once per
 * mount (a failure is not retried until the next sign-in), never over a zone the member chose.
 */
export function BrowserTimeZoneSync() {
  const { user } = useSession();
  // Signed out (the layout renders nothing then, but this never asks for anyone's settings anyway).
  const { data } = useGetNotificationPreferencesQuery(undefined, { skip: !user });
  const [update] = useUpdateNotificationPreferencesMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !user || !data || data.timeZone !== null) return;
    // When the browser is idle: the first use of Intl's time zones loads locale data (tens of
    // milliseconds of a phone's main thread), which a page being taken over can do without.
    return whenIdle(() => {
      const zone = browserTimeZone();
      if (!zone) return;
      sent.current = true;
      void update({ timeZone: zone });
    });
  }, [user, data, update]);
  return null;
}
