import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedContext, HydrationProvider } from './hydration.tsx';
import { formatCompactRelativeTime } from './relative-time.ts';
import { RenderedAtContext, useNow } from './use-now.ts';

const SENT = Date.parse('2026-11-27T10:00:00Z');

function Row() {
  const now = useNow();
  return <span>{formatCompactRelativeTime(SENT, now)}</span>;
}

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('hydrates with the instant the server drew the page, then shows the visitor’s clock', async () => {
    const drawnAt = SENT + 60_000; // '1m ago' on the server
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <HydratedContext value={false}>
        <RenderedAtContext value={drawnAt}>
          <Row />
        </RenderedAtContext>
      </HydratedContext>,
    );
    expect(container.textContent).toBe('1m ago');

    // The browser takes over a minute later (or its clock is off): no mismatch, no redraw.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SENT + 150_000);
    const redraws: unknown[] = [];
    const drawnSpan = container.querySelector('span');
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationProvider drawn>
          <RenderedAtContext value={drawnAt}>
            <Row />
          </RenderedAtContext>
        </HydrationProvider>,
        { onRecoverableError: (error) => redraws.push(error) },
      );
    });
    expect(redraws).toEqual([]);
    expect(container.querySelector('span')).toBe(drawnSpan);
    expect(container.textContent).toBe('2m ago');
  });
});
