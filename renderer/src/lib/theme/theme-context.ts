import { createContext, useContext } from 'react';
import type { ThemeMode } from './theme-storage.ts';

export interface ThemeContextValue {
  mode: ThemeMode;
  toggle: () => void;
}

export const ThemeContext = createContext<ThemeContextValue>({ mode: 'light', toggle: () => {} });

export function useThemeMode(): ThemeContextValue {
  return useContext(ThemeContext);
}
