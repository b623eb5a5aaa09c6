import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants/app-constants.ts';

/** Below 1024 px the header collapses and the side navigation becomes a drawer. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

let mobileBeforeHydration = false;

/**
 * The layout a page drawn by the server assumed (from the browser's User-Agent Client Hint), set by
 * the server render and, from the page's HTML, before it is hydrated: the first render then matches
 * the HTML, and the real viewport follows.
 */
export function setMobileBeforeHydration(mobile: boolean): void {
  mobileBeforeHydration = mobile;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => mobileBeforeHydration,
  );
}
