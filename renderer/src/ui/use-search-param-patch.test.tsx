import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamPatch } from './use-search-param-patch.ts';

function Filters() {
  const [, patch] = useSearchParamPatch();
  const location = useLocation();
  return (
    <>
      <output>{location.search}</output>
      <button
        type="button"
        onClick={() => {
          // A tab click and a keystroke handled before the router's next render.
          patch({ type: 'video' });
          patch({ q: 'dfm' });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => patch({ type: null })}>
        clear type
      </button>
    </>
  );
}

describe('useSearchParamPatch', () => {
  it('builds a second change on the first when both come before the router re-renders', () => {
    render(
      <MemoryRouter initialEntries={['/resources?keep=1']}>
        <Filters />
      </MemoryRouter>,
    );
    act(() => screen.getByText('both').click());
    expect(screen.getByRole('status').textContent).toBe('?keep=1&type=video&q=dfm');
    act(() => screen.getByText('clear type').click());
    expect(screen.getByRole('status').textContent).toBe('?keep=1&q=dfm');
  });
});
