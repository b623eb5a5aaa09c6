import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '#shared/validation/password-rules.ts';
import { describe, expect, it } from 'vitest';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { fill } from '../../test-support/controls.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

setUpApiServer();

describe('the change password dialog', () => {
  it("shows the password rule and the rule's own confirmation messages, and sends nothing until they hold", async () => {
    const sent = recordRequests('post', '/api/user/change-password', () => HttpResponse.json({ message: 'ok' }));
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordDialog open onClose={() => undefined} />, { user: ownUser() });
    expect(await screen.findByText((text) => text.startsWith(PASSWORD_MESSAGES.hint))).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Change Password' });

    await fill(user, screen.getByLabelText('Current password'), 'Old#Harbor771');
    await fill(user, screen.getByLabelText('New password'), 'Fresh#Harbor77');
    await user.click(submit);
    expect(await screen.findByText(PASSWORD_MESSAGES.confirmRequired)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(submit);
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
