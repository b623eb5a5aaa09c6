import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredHydration, setHydrating } from './deferred-hydration.tsx';

const isHydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

function Page() {
  return (
    <main>
      <h1>Listing</h1>
      <DeferredHydration>
        <ul>
          <li>First card</li>
        </ul>
      </DeferredHydration>
    </main>
  );
}

describe('DeferredHydration', () => {
  afterEach(() => {
    setHydrating(false);
    document.body.replaceChildren();
  });

  it('leaves its part as drawn during the page’s hydration task and takes it over just after, keeping the elements', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page />);
    const drawnItem = container.querySelector('li');

    setHydrating(true);
    flushSync(() => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => expect.unreachable(String(error)) });
    });
    setHydrating(false);

    expect(isHydrated(container.querySelector('h1'))).toBe(true);
    expect(isHydrated(drawnItem)).toBe(false);
    expect(container.textContent).toBe('ListingFirst card');

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await expect.poll(() => isHydrated(container.querySelector('li'))).toBe(true);
    expect(container.querySelector('li')).toBe(drawnItem);
  });

  it('renders its part at once in a page the browser draws itself', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(<Page />));
    expect(container.querySelector('li')?.textContent).toBe('First card');
    root.unmount();
  });
});
