import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { DEFAULT_NOTIFICATION_CHANNELS } from '#shared/schemas/notification-schemas.ts';
import type { AppStore } from '../../lib/store/store.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { BrowserTimeZoneSync } from './browser-time-zone-sync.tsx';
import { notificationsApi } from './notifications-api.ts';

setUpApiServer();

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function serve(timeZone: string | null, savedZone: (sent: string) => string | null = (sent) => sent) {
  const reads = recordRequests('get', API_PATHS.notificationPreferences, () => HttpResponse.json({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone }));
  const saves = recordRequests('put', API_PATHS.notificationPreferences, (body) =>
    HttpResponse.json({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: savedZone((body as { timeZone: string }).timeZone) }),
  );
  return { reads, saves };
}

/** Every save the component started, whether or not it reached the server yet (RTK Query keeps each mutation in the store). */
const savesStarted = (store: AppStore) => Object.keys(store.getState().api.mutations).length;
const preferencesHeld = (store: AppStore) => notificationsApi.endpoints.getNotificationPreferences.select()(store.getState() as never).data;

describe("the browser's time zone for the digest", () => {
  it('is sent once, alone, when the member has none stored', async () => {
    // The server keeps answering "none": the component still does not send it again.
    const { saves } = serve(null, () => null);
    const { store, rerender } = renderWithApp(<BrowserTimeZoneSync />, { user: ownUser() });
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ timeZone: browserZone });
    await waitFor(() => expect(Object.values(store.getState().api.mutations)[0]?.status).toBe('fulfilled'));
    rerender(<BrowserTimeZoneSync />);
    expect(preferencesHeld(store)?.timeZone).toBeNull();
    expect(savesStarted(store)).toBe(1);
  });

  it('leaves a zone the member chose alone', async () => {
    const { saves } = serve('Asia/Tokyo');
    const { store } = renderWithApp(<BrowserTimeZoneSync />, { user: ownUser() });
    await waitFor(() => expect(preferencesHeld(store)?.timeZone).toBe('Asia/Tokyo'));
    expect(savesStarted(store)).toBe(0);
    expect(saves).toHaveLength(0);
  });

  it('asks nothing for a visitor who is not signed in', () => {
    const { reads } = serve(null);
    const { store } = renderWithApp(<BrowserTimeZoneSync />, { user: null });
    expect(Object.keys(store.getState().api.queries).filter((key) => key.startsWith('getNotificationPreferences'))).toHaveLength(0);
    expect(savesStarted(store)).toBe(0);
    expect(reads).toHaveLength(0);
  });
});
