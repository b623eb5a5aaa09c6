import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '#shared/constants/app-constants.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { useSession } from './use-session.ts';

setUpApiServer();

function SessionProbe() {
  const session = useSession();
  return <p>{session.status === 'authenticated' ? `signed in as ${session.user!.fullName}` : session.status}</p>;
}

const setHint = (present: boolean) => {
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

describe('the session at start-up', () => {
  // component-setup.ts gives every test the hint (a browser that has signed in); put back after each.
  afterEach(() => setHint(true));

  it('is anonymous without asking GET /api/user when the browser has no signed-in hint', async () => {
    setHint(false);
    const asked = recordRequests('get', '/api/user', () => HttpResponse.json({ message: 'Please log in.' }, { status: 401 }));
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('asks GET /api/user when the hint says a session exists', async () => {
    setHint(true);
    const asked = recordRequests('get', '/api/user', () => HttpResponse.json(ownUser({ fullName: 'Maya Chen' })));
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('signed in as Maya Chen')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
