import { ConfigProvider } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { antdTheme } from '../../lib/theme/antd-theme.ts';
import { ThemeContext } from '../../lib/theme/theme-context.ts';
import type { ThemeMode } from '../../lib/theme/theme-storage.ts';
import { useReducedMotion } from '../../lib/theme/use-reduced-motion.ts';
import { readThemePreference, toggledTheme, writeThemePreference } from '../../lib/theme/theme-storage.ts';
import { NotificationProvider } from '../../ui/notification-provider.tsx';

/** ConfigProvider + the toasts' notification API + the light/dark switch remembered in localStorage. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(() => readThemePreference());

  // Before the browser paints the components in the new mode: antd's global tokens hang on
  // <html data-theme> (static-antd-css.ts), global CSS (scrollbars, anchors, body) too.
  useLayoutEffect(() => {
    writeThemePreference(mode);
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const toggle = useCallback(() => setMode(toggledTheme), []);
  const context = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const reducedMotion = useReducedMotion();
  const config = useMemo(() => antdTheme(mode, reducedMotion), [mode, reducedMotion]);

  return (
    <ThemeContext value={context}>
      <ConfigProvider theme={config}>
        <NotificationProvider>{children}</NotificationProvider>
      </ConfigProvider>
    </ThemeContext>
  );
}
