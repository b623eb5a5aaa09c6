import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useThemeMode } from '../../lib/theme/theme-context.ts';

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  const button = (
    <Button
      type="text"
      shape={withLabel ? 'default' : 'circle'}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={toggle}
      aria-label={label}
      aria-pressed={mode === 'dark'}
    >
      {withLabel ? (mode === 'dark' ? 'Light theme' : 'Dark theme') : null}
    </Button>
  );
  return withLabel ? button : <Tooltip title={label}>{button}</Tooltip>;
}
