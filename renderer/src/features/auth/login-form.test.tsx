import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '#shared/schemas/profile-schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { LoginForm } from './login-form.tsx';

setUpApiServer();

function renderLogin() {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  renderWithApp(<LoginForm onSuccess={onSuccess} onError={onError} onReturnHome={() => undefined} />);
  return { onSuccess, onError, user: userEvent.setup() };
}

const logIn = () => screen.getByRole('button', { name: 'Log In' });

describe('the login form', () => {
  it('sent empty, it names both fields and sends nothing', async () => {
    const sent = recordRequests('post', '/api/login', () => HttpResponse.json(ownUser()));
    const { user } = renderLogin();
    await user.click(logIn());
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('a malformed email is refused before anything is sent', async () => {
    const sent = recordRequests('post', '/api/login', () => HttpResponse.json(ownUser()));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'Sturdy#Bridge42');
    await user.click(logIn());
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('good input sends the trimmed email and the password, then welcomes the user back', async () => {
    const ada = ownUser({ fullName: 'Ada Lovelace' });
    const sent = recordRequests('post', '/api/login', () => HttpResponse.json(ada));
    const { user, onSuccess } = renderLogin();
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Sturdy#Bridge42');
    await user.click(logIn());
    const toast = await findToast('Login successful');
    expect(toast.description).toBe('Welcome back, Ada Lovelace!');
    expect(sent.map((request) => request.body)).toEqual([{ email: 'ada@example.com', password: 'Sturdy#Bridge42' }]);
    expect(onSuccess).toHaveBeenCalledWith(ada);
  });

  it("a refused login reports the server's message as the page error and in an error toast", async () => {
    recordRequests('post', '/api/login', () => apiError(401, { message: 'This account has been deactivated' }));
    const { user, onError, onSuccess } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sturdy#Bridge42');
    await user.click(logIn());
    const toast = await findToast('Login failed');
    expect(toast).toMatchObject({ description: 'This account has been deactivated', role: 'alert' });
    expect(onError).toHaveBeenLastCalledWith('This account has been deactivated');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("the server's field messages land under their fields", async () => {
    recordRequests('post', '/api/login', () => apiError(400, { message: 'Please check the form.', errors: { email: 'Please use your work address.' } }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sturdy#Bridge42');
    await user.click(logIn());
    await findToast('Login failed');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please use your work address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a right password with two-factor sign-in asks for the code and sends it with the credentials', async () => {
    const sent = recordRequests('post', '/api/login', (body) =>
      (body as { totpCode?: string }).totpCode === '123456'
        ? HttpResponse.json(ownUser())
        : apiError(401, { message: 'Enter your code', twoFactorRequired: true, errors: { totpCode: 'Enter your code' } }),
    );
    const { user, onSuccess, onError } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sturdy#Bridge42');
    await user.click(logIn());

    const code = await screen.findByLabelText('Authentication code');
    expect(onError).not.toHaveBeenCalledWith(expect.any(String));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The step's own hint says the same words: the message is the one tied to the field.
    await waitFor(() => expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeRequired));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await findToast('Login successful');
    expect(sent.at(-1)?.body).toEqual({ email: 'ada@example.com', password: 'Sturdy#Bridge42', totpCode: '123456' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
