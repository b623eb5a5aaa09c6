import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_MESSAGES, type NotificationPreferences } from '#shared/schemas/notification-schemas.ts';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption } from '../../test-support/controls.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { NotificationPreferencesSection } from './notification-preferences.tsx';

setUpApiServer();

const me = ownUser();
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function servePreferences(preferences: NotificationPreferences) {
  return recordRequests('get', API_PATHS.notificationPreferences, () => HttpResponse.json(preferences));
}

const combobox = (label: string) => screen.getByRole('combobox', { name: label });

describe('notification settings', () => {
  it('shows every kind with its channel; service notices are always sent', async () => {
    servePreferences({ channels: { ...DEFAULT_NOTIFICATION_CHANNELS, 'file-shared': 'digest' }, timeZone: 'Europe/Berlin' });
    renderWithApp(<NotificationPreferencesSection />, { user: me });
    await screen.findByRole('heading', { name: 'Connections and messages' });
    expect(screen.getByRole('heading', { name: 'Requests for quote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account and billing' })).toBeInTheDocument();
    const shared = combobox('Files shared with you').closest('.ant-select')!;
    expect(within(shared as HTMLElement).getByText('Daily digest')).toBeInTheDocument();
    const billing = combobox('Receipts, failed renewals and trials ending');
    expect(billing).toBeDisabled();
    expect(within(billing.closest('.ant-select') as HTMLElement).getByText('Always sent')).toBeInTheDocument();
    expect(within(combobox('Time zone').closest('.ant-select') as HTMLElement).getByText('Europe/Berlin')).toBeInTheDocument();
    expect(screen.getByText('Your daily digest arrives around 8:00 in this time zone.')).toBeInTheDocument();
  });

  it("saves the chosen channels and the browser's time zone when none was set", async () => {
    servePreferences({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: null });
    const saves = recordRequests('put', API_PATHS.notificationPreferences, (body) =>
      HttpResponse.json({ channels: { ...DEFAULT_NOTIFICATION_CHANNELS, ...(body as { channels: object }).channels }, timeZone: (body as { timeZone: string }).timeZone }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationPreferencesSection />, { user: me });
    await screen.findByRole('heading', { name: 'Connections and messages' });
    await chooseOption(user, combobox('Files shared with you'), 'Email at once');
    await chooseOption(user, combobox('New messages while you are away'), 'Off');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await findToast(NOTIFICATION_MESSAGES.saved);
    expect(saves).toHaveLength(1);
    const sent = saves[0]!.body as { channels: Record<string, string>; timeZone: string };
    expect(sent.timeZone).toBe(browserZone);
    expect(sent.channels).toMatchObject({ 'file-shared': 'email', message: 'off', 'rfq-quote': 'email' });
    // Service notices have no setting to send.
    expect(Object.keys(sent.channels)).not.toContain('billing');
  });

  it('saves another time zone', async () => {
    servePreferences({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: 'Europe/Berlin' });
    const saves = recordRequests('put', API_PATHS.notificationPreferences, () => HttpResponse.json({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: 'Asia/Tokyo' }));
    const user = userEvent.setup();
    renderWithApp(<NotificationPreferencesSection />, { user: me });
    await screen.findByRole('heading', { name: 'Connections and messages' });
    await chooseOption(user, combobox('Time zone'), 'Asia/Tokyo', 'Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await findToast(NOTIFICATION_MESSAGES.saved);
    expect((saves[0]!.body as { timeZone: string }).timeZone).toBe('Asia/Tokyo');
  });

  it("shows the server's message under the field it is about", async () => {
    servePreferences({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: 'Europe/Berlin' });
    recordRequests('put', API_PATHS.notificationPreferences, () =>
      apiError(400, { message: NOTIFICATION_MESSAGES.badTimeZone, errors: { timeZone: NOTIFICATION_MESSAGES.badTimeZone, 'channels.rfq-quote': NOTIFICATION_MESSAGES.unknownChannel } }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationPreferencesSection />, { user: me });
    await screen.findByRole('heading', { name: 'Connections and messages' });
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.badTimeZone)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_MESSAGES.unknownChannel)).toBeInTheDocument();
  });

  it("shows a failure that names no field", async () => {
    servePreferences({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: 'Europe/Berlin' });
    recordRequests('put', API_PATHS.notificationPreferences, () => apiError(400, { message: NOTIFICATION_MESSAGES.serviceChannel, errors: { channels: NOTIFICATION_MESSAGES.serviceChannel } }));
    const user = userEvent.setup();
    renderWithApp(<NotificationPreferencesSection />, { user: me });
    await screen.findByRole('heading', { name: 'Connections and messages' });
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.serviceChannel);
  });
});
