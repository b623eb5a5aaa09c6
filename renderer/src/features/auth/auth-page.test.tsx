import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { AuthPage } from './auth-page.tsx';

setUpApiServer();

/** A signed-out visitor's page drops any stale session cookie once: the page always asks. */
const clearSessionCalls = () => recordRequests('get', '/api/clear-session', () => HttpResponse.json({ success: true }));

describe('the /auth page', () => {
  it('?tab=register opens the registration form; the Login tab takes the parameter away', async () => {
    const cleared = clearSessionCalls();
    const { location } = renderWithApp(<AuthPage />, { path: '/auth?tab=register', user: null });
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(location.current).toEqual({ pathname: '/auth', search: '' });
    await waitFor(() => expect(cleared).toHaveLength(1));
  });

  it("a failed login shows the server's message in the page's Error alert", async () => {
    clearSessionCalls();
    recordRequests('post', '/api/login', () => apiError(401, { message: 'Invalid email or password' }));
    renderWithApp(<AuthPage />, { path: '/auth', user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong#Password1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((element) => element.classList.contains('ant-alert'));
      if (!found) throw new Error('no Error alert yet');
      return found;
    });
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Invalid email or password');
  });

  it('a successful login goes to the page it was asked for', async () => {
    clearSessionCalls();
    recordRequests('post', '/api/login', () => HttpResponse.json(ownUser()));
    const { location } = renderWithApp(<AuthPage />, { path: '/auth?redirect=/projects', user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sturdy#Bridge42');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(location.current.pathname).toBe('/projects'));
  });

  it('an already signed-in member is sent on at once, never to a foreign address', () => {
    const { location } = renderWithApp(<AuthPage />, { path: '/auth?redirect=//evil.example', user: ownUser() });
    expect(location.current.pathname).toBe('/dashboard');
  });
});
