/**
 * Runs `work` when the browser has nothing more pressing (`requestIdleCallback`, within `timeoutMs` at
 * the latest), else after a timeout; returns the cancel. For work a page can do without while it
 * loads and the visitor starts using it.
 */
export function whenIdle(work: () => void, timeoutMs = 5_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}
