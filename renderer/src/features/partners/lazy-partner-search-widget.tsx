import { lazy, Suspense, type Ref } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport.ts';

const PartnerSearchWidget = lazy(() => import('./partner-search-widget.tsx').then((m) => ({ default: m.PartnerSearchWidget })));

/** An empty box of the card's height (plain, not antd's Card): the page does not jump when the card arrives. */
function Placeholder({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="hh-panel hh-search-card hh-search-card--placeholder" aria-busy="true">
      <div className="hh-search-card__placeholder" />
    </div>
  );
}

/**
 * The home page's search card in its own chunk, loaded when the visitor scrolls near it: its selects
 * and form code are most of the partner search's weight, and on a phone the card starts below the
 * hero, so the first screen must not wait for them or be slowed by them. The box stays inside one
 * Suspense boundary throughout, as in the server's HTML, so hydration finds the same tree.
 */
export function LazyPartnerSearchWidget() {
  const [box, near] = useNearViewport();
  return <Suspense fallback={<Placeholder ref={box} />}>{near ? <PartnerSearchWidget /> : <Placeholder ref={box} />}</Suspense>;
}
