import type { Dashboard } from '#shared/schemas/dashboard-schemas.ts';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealtime } from '../../lib/realtime/realtime-connection.ts';
import { makeStore, type AppStore } from '../../lib/store/store.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { lastSocket } from '../../test-support/fake-socket.ts';
import { message, publicUser } from '../../test-support/fixtures.ts';
import { dashboardApi } from './dashboard-api.ts';
import { registerDashboardRealtime } from './dashboard-realtime.ts';

vi.mock('socket.io-client', () => import('../../test-support/fake-socket.ts').then((m) => m.socketIoDouble));

setUpApiServer();

const ME = 1;
const ben = publicUser({ id: 2, fullName: 'Ben Maker' });
const fromBen = (id: number) => message({ id, senderId: ben.id, recipientId: ME, connectionId: 10, sender: ben });

let store: AppStore;
const cleanup: Array<() => void> = [];

beforeEach(() => {
  store = makeStore();
  cleanup.push(registerDashboardRealtime(), startRealtime(store, ME));
  lastSocket().serverAuthenticates(ME);
});

afterEach(() => {
  cleanup.splice(0).reverse().forEach((off) => off());
  vi.useRealTimers();
});

describe("the dashboard's socket handlers", () => {
  it('refetch a held dashboard once for a burst of socket news, two seconds after the first', async () => {
    const fetches = recordRequests('get', '/api/dashboard', () => HttpResponse.json({} as Dashboard));
    store.dispatch(dashboardApi.util.upsertQueryEntries([{ endpointName: 'getDashboard', arg: undefined, value: {} as Dashboard }]));
    vi.useFakeTimers();
    lastSocket().serverSends('new_message', { message: fromBen(101) });
    lastSocket().serverSends('new_message', { message: fromBen(102) });
    vi.advanceTimersByTime(1999);
    expect(fetches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(fetches).toHaveLength(1));
  });

  it('leave a dashboard nobody holds alone', async () => {
    const fetches = recordRequests('get', '/api/dashboard', () => HttpResponse.json({} as Dashboard));
    vi.useFakeTimers();
    lastSocket().serverSends('new_message', { message: fromBen(101) });
    vi.advanceTimersByTime(2000);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).toHaveLength(0);
  });
});
