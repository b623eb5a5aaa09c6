import { ConfigProvider, theme } from 'antd';
import type { ThemeConfig } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeContext } from '../../lib/theme/theme-context.ts';
import type { ThemeMode } from '../../lib/theme/theme-storage.ts';
import { readThemePreference, toggledTheme, writeThemePreference } from '../../lib/theme/theme-storage.ts';
import { NotificationProvider } from '../../ui/notification-provider.tsx';

export const BRAND_COLOR = '#3b5bdb';

function themeConfig(mode: ThemeMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_COLOR,
      colorInfo: BRAND_COLOR,
      borderRadius: 8,
      fontFamily:
        "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: mode === 'dark' ? { bodyBg: '#0b0d12', headerBg: '#11141b', siderBg: '#11141b', footerBg: '#11141b' } : { bodyBg: '#f5f7fb', headerBg: '#ffffff', siderBg: '#ffffff', footerBg: '#0f172a' },
    },
  };
}

/** ConfigProvider + the toasts' notification API + the light/dark switch remembered in localStorage. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(() => readThemePreference());

  useEffect(() => {
    writeThemePreference(mode);
    // Lets global CSS (scrollbars, anchors, body) follow the theme too.
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const toggle = useCallback(() => setMode(toggledTheme), []);
  const context = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const config = useMemo(() => themeConfig(mode), [mode]);

  return (
    <ThemeContext value={context}>
      <ConfigProvider theme={config}>
        <NotificationProvider>{children}</NotificationProvider>
      </ConfigProvider>
    </ThemeContext>
  );
}
