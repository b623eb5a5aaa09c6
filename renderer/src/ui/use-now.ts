import { createContext, useContext, useSyncExternalStore } from 'react';
import { useHydrated } from './hydration.tsx';

/*
 * "Now" for relative times ('5m ago'). A page the server drew says what its clock read at the time
 * (SERVER_RENDER_MARKUP.renderedAtAttribute): while React takes the page over it renders with that
 * same instant, so '1m ago' cannot have become '2m ago' in between (nor differ by the visitor's
 * clock being off), which would make React throw the drawn page away and draw it again, losing
 * what the visitor had typed. Right after, the visitor's own clock takes over and ticks.
 */

/** The instant the page was drawn at, where it was drawn by the server (null: the browser draws it). */
export const RenderedAtContext = createContext<number | null>(null);

/** Relative times say minutes at best: the clock the hook gives moves in steps of this. */
const STEP_MS = 30_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  timer ??= setInterval(() => listeners.forEach((listener) => listener()), STEP_MS);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Stable within a step, so React reads the same value however often it asks during one render. */
const steppedNow = () => Math.floor(Date.now() / STEP_MS) * STEP_MS;

/** The current time for relative labels: the drawn page's instant while hydrating, then the live clock. */
export function useNow(): number {
  const renderedAt = useContext(RenderedAtContext);
  // The live clock as the server snapshot too: the drawn instant comes from useHydrated, since a
  // server snapshot that differs from the live value makes React re-render synchronously after hydrating.
  const live = useSyncExternalStore(subscribe, steppedNow, steppedNow);
  return useHydrated() || renderedAt === null ? live : renderedAt;
}
