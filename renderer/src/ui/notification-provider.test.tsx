import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationProvider, useNotificationApi } from './notification-provider.tsx';

const hostLoads = vi.hoisted(() => ({ count: 0 }));
// The toast host stands in for antd's notification code: the test watches when its chunk is asked for.
vi.mock('./toast-host.tsx', () => {
  hostLoads.count++;
  return { default: () => null };
});

function Page() {
  const api = useNotificationApi();
  return (
    <button type="button" onClick={() => api.info({ title: 'Saved' })}>
      Save
    </button>
  );
}

/** Lets pending effects, timers of zero length and module loads settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the notification provider', () => {
  it("loads the toast code at the visitor's first interaction, not before: a reader who only reads never loads it", async () => {
    hostLoads.count = 0;
    render(
      <NotificationProvider>
        <Page />
      </NotificationProvider>,
    );
    await settle();
    expect(hostLoads.count).toBe(0);

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(hostLoads.count).toBe(1));
  });
});
