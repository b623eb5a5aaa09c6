import 'virtual:antd-css/grid.css';
import { createContext, useContext, type CSSProperties, type HTMLAttributes } from 'react';
import { classes, PREFIX, useThemeClass } from './shared.ts';

/** A fixed gutter: horizontal, or [horizontal, vertical], in pixels (antd's responsive gutters need antd's Row). */
type Gutter = number | [number, number];

/** The row's horizontal gutter, which its columns pad by, and whether it wraps. */
const RowContext = createContext<{ gutter: number; wrap?: boolean }>({ gutter: 0 });

interface RowProps extends HTMLAttributes<HTMLDivElement> {
  gutter?: Gutter;
  align?: 'top' | 'middle' | 'bottom' | 'stretch';
  justify?: 'start' | 'end' | 'center' | 'space-around' | 'space-between' | 'space-evenly';
  wrap?: boolean;
}

/** antd's Row with a fixed gutter (see shared.ts); its columns must be this module's Col. */
export function Row({ gutter = 0, align, justify, wrap, className, style, children, ...rest }: RowProps) {
  const prefix = `${PREFIX}-row`;
  const [horizontal, vertical] = Array.isArray(gutter) ? gutter : [gutter, undefined];
  const themeClass = useThemeClass();
  return (
    <RowContext value={{ gutter: horizontal, wrap }}>
      <div
        {...rest}
        className={classes(prefix, wrap === false && `${prefix}-no-wrap`, justify && `${prefix}-${justify}`, align && `${prefix}-${align}`, className, themeClass)}
        style={{ ...(horizontal ? { marginInline: `${horizontal / -2}px` } : {}), rowGap: vertical, ...style }}
      >
        {children}
      </div>
    </RowContext>
  );
}

const SCREENS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

interface ColProps extends HTMLAttributes<HTMLDivElement>, Partial<Record<(typeof SCREENS)[number], number>> {
  span?: number;
  flex?: number | string;
}

/** As antd writes a column's `flex`. */
function parseFlex(flex: number | string): string {
  if (flex === 'auto') return '1 1 auto';
  if (typeof flex === 'number') return `${flex} ${flex} auto`;
  if (/^\d+(\.\d+)?(px|em|rem|%)$/.test(flex)) return `0 0 ${flex}`;
  return flex;
}

/** antd's Col, spans per screen included (see shared.ts). */
export function Col({ span, flex, className, style, children, xs, sm, md, lg, xl, xxl, ...rest }: ColProps) {
  const prefix = `${PREFIX}-col`;
  const { gutter: horizontal, wrap } = useContext(RowContext);
  const themeClass = useThemeClass();
  const sizes = { xs, sm, md, lg, xl, xxl };
  const sizeClasses = SCREENS.map((screen) => sizes[screen] !== undefined && `${prefix}-${screen}-${sizes[screen]}`);
  const merged: CSSProperties = {
    ...(horizontal ? { paddingInline: `${horizontal / 2}px` } : {}),
    // antd's fix for a column that must not overflow a row that does not wrap.
    ...(flex !== undefined ? { flex: parseFlex(flex), ...(wrap === false ? { minWidth: 0 } : {}) } : {}),
    ...style,
  };
  return (
    <div {...rest} style={merged} className={classes(prefix, span !== undefined && `${prefix}-${span}`, className, ...sizeClasses, themeClass)}>
      {children}
    </div>
  );
}
