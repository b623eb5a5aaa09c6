import { Suspense, use, type ReactNode } from 'react';

/*
 * React takes a drawn page over in one task: on a slow phone a long list (two dozen listing cards)
 * made that task several hundred milliseconds, during which the page answers nothing. A part wrapped
 * here is left as the server drew it during that task and taken over just after, by React's
 * retry of a suspended boundary, which yields to the browser between slices. Until then the part is
 * on screen as drawn; a click on it makes React take it over at once and replays the click.
 *
 * Only hydration is deferred: a page rendered in the browser (navigation, a dark-theme reader's
 * fresh draw) renders the part at once, with no fallback.
 */

let hydrating = false;
let pause: Promise<void> | null = null;

/** Called by app/boot.tsx around the synchronous hydration of a drawn page. */
export function setHydrating(value: boolean): void {
  hydrating = value;
  if (!value) pause = null;
}

function HydrateAfterPage({ children }: { children: ReactNode }) {
  // A macrotask, not a microtask: the page's own hydration task must end (and the browser get a turn) first.
  if (hydrating) use((pause ??= new Promise<void>((resolve) => setTimeout(resolve, 0))));
  return children;
}

export function DeferredHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrateAfterPage>{children}</HydrateAfterPage>
    </Suspense>
  );
}
