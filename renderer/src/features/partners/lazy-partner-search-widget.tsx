import { lazy, Suspense } from 'react';

const PartnerSearchWidget = lazy(() => import('./partner-search-widget.tsx').then((m) => ({ default: m.PartnerSearchWidget })));

/**
 * The home page's search card in its own chunk: its selects and form code are most of the partner
 * search's weight, and the first screen (the hero) must not wait for them. An empty box of the same
 * height (plain, not antd's Card) holds its place so the page does not jump when it arrives.
 */
export function LazyPartnerSearchWidget() {
  return (
    <Suspense
      fallback={
        <div className="hh-panel hh-search-card hh-search-card--placeholder" aria-busy="true">
          <div className="hh-search-card__placeholder" />
        </div>
      }
    >
      <PartnerSearchWidget />
    </Suspense>
  );
}
