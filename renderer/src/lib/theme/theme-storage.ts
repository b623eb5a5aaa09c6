import { THEME_STORAGE_KEY } from '#shared/constants/app-constants.ts';

export type ThemeMode = 'light' | 'dark';

/** Light unless the user picked dark before. */
export const DEFAULT_THEME: ThemeMode = 'light';

/** The parts of Storage we use, so tests can pass a plain object. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function browserStorage(): ThemeStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the theme then just is not remembered.
    return undefined;
  }
}

export function readThemePreference(storage: ThemeStorage | undefined = browserStorage()): ThemeMode {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeThemePreference(mode: ThemeMode, storage: ThemeStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Quota or privacy mode: keep the in-memory choice only.
  }
}

export function toggledTheme(mode: ThemeMode): ThemeMode {
  return mode === 'dark' ? 'light' : 'dark';
}
