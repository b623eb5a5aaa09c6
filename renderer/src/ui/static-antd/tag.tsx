import 'virtual:antd-css/tag.css';
import type { HTMLAttributes, ReactElement } from 'react';
import { classes, PREFIX, renderable, useThemeClass } from './shared.ts';

/** antd's named colours and statuses, which its CSS pairs with a background and a border. */
export type TagColor =
  | 'blue' | 'purple' | 'cyan' | 'green' | 'magenta' | 'pink' | 'red' | 'orange' | 'yellow' | 'volcano' | 'geekblue' | 'lime' | 'gold'
  | 'success' | 'processing' | 'error' | 'default' | 'warning';

interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'onClick'> {
  /** A named colour; a custom one needs antd's Tag, which works out the pair at run time. */
  color?: TagColor;
  variant?: 'filled' | 'outlined' | 'solid';
  icon?: ReactElement;
}

/** antd's Tag, not closable nor clickable (see shared.ts). */
export function Tag({ color, variant = 'filled', icon, className, children, ...rest }: TagProps) {
  const prefix = `${PREFIX}-tag`;
  const themeClass = useThemeClass();
  const mergedColor = color ?? (variant === 'solid' ? 'default' : undefined);
  const content = icon ? (
    <>
      {icon}
      {renderable(children) && <span>{children}</span>}
    </>
  ) : (
    children
  );
  return (
    <span {...rest} className={classes(prefix, `${prefix}-${variant}`, mergedColor && `${prefix}-${mergedColor}`, className, themeClass)}>
      {content}
    </span>
  );
}
