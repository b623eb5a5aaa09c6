import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(REDUCED_MOTION_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The server cannot know (and draws with motion); in the browser, the system's answer. */
const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/**
 * Whether the visitor asked their system for less motion. A page the server drew hydrates with the
 * browser's answer too, not the server's: turning antd's motion off adds a provider around the app,
 * and adding it after hydration would mount the page afresh (losing what was typed before the app
 * ran). The provider draws nothing, so the hydrated markup is the same either way.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedMotion, reducedMotion);
}
