import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants/app-constants.ts';
import { useHydrated } from './hydration.tsx';

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

const matches = () => window.matchMedia(MOBILE_QUERY).matches;
// The live value in a browser even while it hydrates (the drawn one comes from useHydrated): a server
// snapshot that differs from the live value makes React re-render synchronously after hydrating.
const serverSnapshot = () => (typeof window === 'undefined' ? mobileBeforeHydration : matches());

export function useIsMobile(): boolean {
  const live = useSyncExternalStore(subscribe, matches, serverSnapshot);
  return useHydrated() ? live : mobileBeforeHydration;
}
