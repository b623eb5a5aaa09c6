import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useThemeMode } from '../../lib/theme/theme-context.ts';

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button
      type="text"
      shape={withLabel ? 'default' : 'circle'}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={toggle}
      aria-label={label}
      // The browser's own tooltip: antd's Tooltip (its trigger, motion and portal) would be in every
      // page's first script for this one button.
      title={withLabel ? undefined : label}
      aria-pressed={mode === 'dark'}
    >
      {withLabel ? (mode === 'dark' ? 'Light theme' : 'Dark theme') : null}
    </Button>
  );
}
