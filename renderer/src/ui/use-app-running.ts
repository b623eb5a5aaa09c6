import { useHydrated } from './hydration.tsx';

/**
 * False while a page drawn ahead of time (server render, prerender, hydration) is on screen without
 * its code, true once the app runs. For a field whose Enter acts (the chat composer sends): typed
 * before the app runs, Enter would only add a line and the text would not reach the live form, so
 * such a field stays read-only for that moment instead.
 */
export const useAppRunning = (): boolean => useHydrated();
