import 'virtual:antd-css/card.css';
import { Children, type HTMLAttributes, type ReactNode } from 'react';
import { classes, PREFIX, renderable, useThemeClass } from './shared.ts';

interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  variant?: 'outlined' | 'borderless';
  size?: 'default' | 'small';
  hoverable?: boolean;
}

/** antd's Card with a head (title, extra) and a body (see shared.ts). */
export function Card({ title, extra, variant = 'outlined', size, hoverable, className, children, ...rest }: CardProps) {
  const prefix = `${PREFIX}-card`;
  const themeClass = useThemeClass();
  const head = (renderable(title) || renderable(extra)) && (
    <div className={`${prefix}-head`}>
      <div className={`${prefix}-head-wrapper`}>
        {renderable(title) && <div className={`${prefix}-head-title`}>{title}</div>}
        {renderable(extra) && <div className={`${prefix}-extra`}>{extra}</div>}
      </div>
    </div>
  );
  return (
    <div
      {...rest}
      className={classes(prefix, variant !== 'borderless' && `${prefix}-bordered`, hoverable && `${prefix}-hoverable`, size === 'small' && `${prefix}-small`, className, themeClass)}
    >
      {head}
      {Children.toArray(children).length > 0 && <div className={`${prefix}-body`}>{children}</div>}
    </div>
  );
}
