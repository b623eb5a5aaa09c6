interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the event loop, so that the work after it runs apart from the work
 * before it. The app's start-up awaits it between its steps: run as one task, evaluating the app and
 * creating the store and the router held a phone's main thread for a few hundred milliseconds after
 * the page was painted, and a tap meanwhile went unanswered. `scheduler.yield()` where the browser
 * has it (what follows runs before other queued work), else a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
