import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '#shared/validation/password-rules.ts';
import { describe, expect, it } from 'vitest';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { fill } from '../../test-support/controls.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

setUpApiServer();

const TOKEN = 'a'.repeat(64);
const PASSWORD = 'Sturdy#Bridge42';

describe('the reset password form', () => {
  it("shows the password rule and the rule's own confirmation messages, and sends nothing until they hold", async () => {
    const sent = recordRequests('post', '/api/reset-password', () => HttpResponse.json({ message: 'ok' }));
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}`, user: null });
    expect(await screen.findByText(PASSWORD_MESSAGES.hint)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Reset Password' });

    await fill(user, screen.getByLabelText('New password'), PASSWORD);
    await user.click(submit);
    expect(await screen.findByText(PASSWORD_MESSAGES.confirmRequired)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(submit);
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
