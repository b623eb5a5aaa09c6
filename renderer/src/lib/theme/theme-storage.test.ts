import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '#shared/constants/app-constants.ts';
import type { ThemeStorage } from './theme-storage.ts';
import { readThemePreference, toggledTheme, writeThemePreference } from './theme-storage.ts';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('theme preference', () => {
  it('defaults to light', () => {
    expect(readThemePreference(memoryStorage())).toBe('light');
    expect(readThemePreference(undefined)).toBe('light');
  });

  it('round-trips under THEME_STORAGE_KEY', () => {
    const storage = memoryStorage();
    writeThemePreference('dark', storage);
    expect(storage.data[THEME_STORAGE_KEY]).toBe('dark');
    expect(readThemePreference(storage)).toBe('dark');
  });

  it('ignores unknown values and throwing storage', () => {
    expect(readThemePreference(memoryStorage({ [THEME_STORAGE_KEY]: 'purple' }))).toBe('light');
    const broken: ThemeStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(readThemePreference(broken)).toBe('light');
    expect(() => writeThemePreference('dark', broken)).not.toThrow();
  });

  it('toggles', () => {
    expect(toggledTheme('light')).toBe('dark');
    expect(toggledTheme('dark')).toBe('light');
  });
});
