import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_MESSAGES, SERVICE_NOTICE_EXPLANATION, type NotificationPreferences } from '#shared/schemas/notification-schemas.ts';
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
  it('shows every kind with its channel; receipts and failed renewals say why their email stays', async () => {
    servePreferences({ channels: { ...DEFAULT_NOTIFICATION_CHANNELS, 'file-shared': 'digest', verification: 'app' }, timeZone: 'Europe/Berlin' });
    renderWithApp(<NotificationPreferencesSection />, { user: me });
    await screen.findByRole('heading', { name: 'Connections and messages' });
    expect(screen.getByRole('heading', { name: 'Requests for quote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account and billing' })).toBeInTheDocument();
    const selected = (label: string) => combobox(label).closest('.ant-select') as HTMLElement;
    expect(within(selected('Files shared with you')).getByText('Daily digest')).toBeInTheDocument();
    // Account notices have the four channels like the rest.
    expect(within(selected('Verification decisions')).getByText('In the app only')).toBeInTheDocument();
    expect(within(selected('Free trials ending soon')).getByText('Email at once')).toBeInTheDocument();
    const billing = combobox('Receipts and failed renewals');
    expect(billing).toBeEnabled();
    expect(within(selected('Receipts and failed renewals')).getByText('Email, and in the app')).toBeInTheDocument();
    expect(billing).toHaveAccessibleDescription(SERVICE_NOTICE_EXPLANATION);
    expect(within(combobox('Time zone').closest('.ant-select') as HTMLElement).getByText('Europe/Berlin')).toBeInTheDocument();
    expect(screen.getByText('Your daily digest arrives around 8:00 in this time zone.')).toBeInTheDocument();
  });

  it('offers receipts and failed renewals only in the app or not, and saves the choices of account notices', async () => {
    servePreferences({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: 'Europe/Berlin' });
    const saves = recordRequests('put', API_PATHS.notificationPreferences, (body) =>
      HttpResponse.json({ channels: { ...DEFAULT_NOTIFICATION_CHANNELS, ...(body as { channels: object }).channels }, timeZone: 'Europe/Berlin' }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationPreferencesSection />, { user: me });
    await screen.findByRole('heading', { name: 'Connections and messages' });
    await user.click(combobox('Receipts and failed renewals'));
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual(['Email, and in the app', 'Email only']),
    );
    await user.click(document.querySelector<HTMLElement>('.ant-select-dropdown .ant-select-item-option[title="Email only"]')!);
    await chooseOption(user, combobox('Outcomes of your reports'), 'Daily digest');
    await chooseOption(user, combobox('Listings hidden or restored'), 'Off');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await findToast(NOTIFICATION_MESSAGES.saved);
    expect((saves[0]!.body as { channels: Record<string, string> }).channels).toMatchObject({ billing: 'off', 'report-outcome': 'digest', 'listing-moderated': 'off', verification: 'email', 'trial-ending': 'email' });
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
    // Every kind is sent, receipts and failed renewals with their own choice.
    expect(sent.channels).toMatchObject({ billing: 'app', verification: 'email' });
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
