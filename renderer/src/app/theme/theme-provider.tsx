import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { antdTheme } from '../../lib/theme/antd-theme.ts';
import { ThemeContext } from '../../lib/theme/theme-context.ts';
import type { ThemeMode } from '../../lib/theme/theme-storage.ts';
import { useReducedMotion } from '../../lib/theme/use-reduced-motion.ts';
import { readThemePreference, toggledTheme, writeThemePreference } from '../../lib/theme/theme-storage.ts';
import { NotificationProvider } from '../../ui/notification-provider.tsx';

/*
 * Where antd's run-time styles go: nowhere the page can see. Its styles are built into the CSS files
 * (static-antd-css.ts, `zeroRuntime`), the theme's variables and each component's own variables
 * included, but antd still writes those variables into <head> as each component first renders:
 * a style recalculation of the whole page for every one, while the app takes the page over, and
 * the theme's ~380 variables declared again on every antd element (the built CSS declares them once,
 * on <html>). A node outside the document takes those writes instead. Created on first use: the
 * server has no document.
 */
let styleSink: HTMLElement | undefined;
const detachedStyleSink = () => (styleSink ??= document.createElement('div'));

/** ConfigProvider + the toasts' notification API + the light/dark switch remembered in localStorage. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(() => readThemePreference());

  // Before the browser paints the components in the new mode: antd's global tokens hang on
  // <html data-theme> (static-antd-css.ts), global CSS (scrollbars, anchors, body) too.
  // Written only when they change: public/theme-boot.js has set them for the first page, and a write
  // to an attribute the root's styles depend on may have every element's style looked at again.
  useLayoutEffect(() => {
    writeThemePreference(mode);
    const root = document.documentElement;
    if (root.dataset.theme !== mode) root.dataset.theme = mode;
    if (root.style.colorScheme !== mode) root.style.colorScheme = mode;
  }, [mode]);

  const toggle = useCallback(() => setMode(toggledTheme), []);
  const context = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const reducedMotion = useReducedMotion();
  const config = useMemo(() => antdTheme(mode, reducedMotion), [mode, reducedMotion]);

  return (
    <ThemeContext value={context}>
      <StyleProvider container={typeof document === 'undefined' ? undefined : detachedStyleSink()}>
        <ConfigProvider theme={config}>
          <NotificationProvider>{children}</NotificationProvider>
        </ConfigProvider>
      </StyleProvider>
    </ThemeContext>
  );
}
