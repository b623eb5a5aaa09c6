import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './theme-storage.ts';

export const BRAND_COLOR = '#3b5bdb';

/** The class antd puts on every component it renders, which its CSS keys a mode's component variables on. */
export const antdThemeClass = (mode: ThemeMode) => `hh-${mode}`;

/**
 * antd's theme per mode, used twice: by ThemeProvider at run time and, at build time, by
 * vite.config.ts's static-antd-css plugin, which renders every antd component with it and writes
 * their styles into a CSS file. At run time antd then generates no styles (`zeroRuntime`): on a
 * slow phone its CSS-in-JS cost a second of the first screen (token maths, serialising and inserting
 * one <style> per component). The component styles only use CSS variables; the variables' values
 * for a mode sit under its class (`cssVar.key`, hh-light or hh-dark), which antd puts on every
 * component it renders.
 */
const LIGHT_BLUE = '#91a7ff';
const LIGHT_THEME_ERROR = '#cf1322';

function readableText(rgb: string) {
  const tertiary = `rgba(${rgb},.62)`;
  return { colorTextSecondary: `rgba(${rgb},.7)`, colorTextTertiary: tertiary, colorTextDescription: tertiary, colorTextPlaceholder: `rgba(${rgb},.56)` };
}

/**
 * `reducedMotion`: the visitor asked their system for less motion, so dialogs, drop-downs and toasts
 * appear without antd's animations (global.css stops its CSS transitions).
 */
export function antdTheme(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  return {
    zeroRuntime: true,
    hashed: false,
    cssVar: { key: antdThemeClass(mode) },
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_COLOR,
      colorInfo: BRAND_COLOR,
      borderRadius: 8,
      ...(reducedMotion && { motion: false }),
      // Secondary, description and placeholder text at WCAG AA contrast (4.5:1) on the page and on
      // cards; antd's defaults (45% black) are about 3.4:1. In the dark theme links are a lighter blue:
      // the brand blue is too dark for text there.
      ...readableText(mode === 'dark' ? '255,255,255' : '0,0,0'),
      ...(mode === 'dark' && { colorLink: LIGHT_BLUE, colorLinkHover: '#b4c4ff', colorLinkActive: '#748ffc' }),
      // Error text (form messages, danger buttons, error tags) at 4.5:1 on white: antd's red is 3.3:1.
      ...(mode === 'light' && { colorError: LIGHT_THEME_ERROR }),
      fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      ...(mode === 'dark' && { Tabs: { itemSelectedColor: LIGHT_BLUE, itemHoverColor: LIGHT_BLUE }, Menu: { itemSelectedColor: LIGHT_BLUE } }),
      Layout: mode === 'dark' ? { bodyBg: '#0b0d12', headerBg: '#11141b', siderBg: '#11141b', footerBg: '#11141b' } : { bodyBg: '#f5f7fb', headerBg: '#ffffff', siderBg: '#ffffff', footerBg: '#0f172a' },
    },
  };
}
