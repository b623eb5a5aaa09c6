import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_URL_MESSAGES, type ServerUrlResult } from '#shared/schemas/desktop-schemas.ts';
import { findToast, toastTitles } from '../../test-support/toasts.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { DESKTOP_TEXT } from './desktop-logic.ts';
import { ServerSettingsForm } from './server-settings-form.tsx';

const IN_USE = 'https://hub.acme-robotics.com';

function withBridge(answer: ServerUrlResult) {
  const setServerUrl = vi.fn(async () => answer);
  window.hardwareHub = {
    apiOrigin: IN_USE,
    getServerSettings: async () => ({ serverUrl: IN_USE, defaultServerUrl: 'https://hub.hardwarehub.app', source: 'settings' }),
    setServerUrl,
  };
  return setServerUrl;
}

afterEach(() => {
  delete window.hardwareHub;
});

describe('ServerSettingsForm', () => {
  it('says the address was not changed when the member cancels the confirmation, and shows the server in use again', async () => {
    const setServerUrl = withBridge({ ok: true, changed: false, serverUrl: IN_USE });
    renderWithApp(<ServerSettingsForm />);
    const field = screen.getByRole('textbox', { name: DESKTOP_TEXT.serverLabel });
    await waitFor(() => expect(field).toHaveValue(IN_USE));
    fireEvent.change(field, { target: { value: 'https://hub.acme-rob0tics.com' } });
    fireEvent.click(screen.getByRole('button', { name: DESKTOP_TEXT.save }));

    await findToast(SERVER_URL_MESSAGES.notChanged);
    expect(setServerUrl).toHaveBeenCalledWith('https://hub.acme-rob0tics.com');
    expect(field).toHaveValue(IN_USE);
    expect(toastTitles()).not.toContain(DESKTOP_TEXT.saved);
  });
});
