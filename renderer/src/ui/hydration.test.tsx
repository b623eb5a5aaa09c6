import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { fixedMediaQueryList } from '../test-support/media-query-list.ts';
import { HydratedContext, HydrationProvider, useHydrated } from './hydration.tsx';
import { setMobileBeforeHydration, useIsMobile } from './use-is-mobile.ts';

function Layout() {
  const mobile = useIsMobile();
  const running = useHydrated();
  return (
    <p>
      {mobile ? 'phone layout' : 'wide layout'}, {running ? 'app running' : 'drawn page'}
    </p>
  );
}

const seen: boolean[] = [];
function RecordHydrated() {
  seen.push(useHydrated());
  return null;
}

describe('hydration of a page drawn ahead of time', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setMobileBeforeHydration(false);
    seen.length = 0;
    document.body.replaceChildren();
  });

  it('hydrates with the drawn values, then shows the live ones on the same elements', async () => {
    // Drawn for a wide screen; read on a phone.
    setMobileBeforeHydration(false);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <HydratedContext value={false}>
        <Layout />
      </HydratedContext>,
    );
    expect(container.textContent).toBe('wide layout, drawn page');

    vi.spyOn(window, 'matchMedia').mockImplementation((query) => fixedMediaQueryList(query, true));
    const drawn = container.querySelector('p');
    const redraws: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationProvider drawn>
          <RecordHydrated />
          <Layout />
        </HydrationProvider>,
        { onRecoverableError: (error) => redraws.push(error) },
      );
    });
    expect(redraws).toEqual([]);
    expect(container.querySelector('p')).toBe(drawn);
    expect(container.textContent).toBe('phone layout, app running');
    // The hydrating render saw the drawn state; the live one came after it.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is live from the first render where the browser draws the page itself', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => fixedMediaQueryList(query, true));
    render(
      <HydrationProvider drawn={false}>
        <RecordHydrated />
        <Layout />
      </HydrationProvider>,
    );
    expect(screen.getByText('phone layout, app running')).toBeInTheDocument();
    expect(seen).not.toContain(false);
  });

  it('is live outside any provider (a component on its own)', () => {
    render(<Layout />);
    expect(screen.getByText('wide layout, app running')).toBeInTheDocument();
  });
});
