import 'virtual:antd-css/flex.css';
import { createElement, type CSSProperties, type HTMLAttributes } from 'react';
import { classes, PREFIX, useThemeClass } from './shared.ts';

const GAP_PRESETS = new Set(['small', 'middle', 'large']);

interface FlexProps extends HTMLAttributes<HTMLElement> {
  vertical?: boolean;
  wrap?: boolean | 'wrap' | 'nowrap' | 'wrap-reverse';
  align?: 'center' | 'start' | 'end' | 'flex-start' | 'flex-end' | 'baseline' | 'stretch' | 'normal';
  justify?: 'flex-start' | 'flex-end' | 'start' | 'end' | 'center' | 'space-between' | 'space-around' | 'space-evenly' | 'stretch' | 'normal';
  gap?: 'small' | 'middle' | 'large' | number | string;
  flex?: CSSProperties['flex'];
  component?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'span' | 'li' | 'header' | 'footer';
}

/** antd's Flex (see shared.ts). */
export function Flex({ vertical, wrap, align, justify, gap, flex, component = 'div', className, style, children, ...rest }: FlexProps) {
  const prefix = `${PREFIX}-flex`;
  const themeClass = useThemeClass();
  const wrapValue = wrap === true ? 'wrap' : wrap || undefined;
  const presetGap = typeof gap === 'string' && GAP_PRESETS.has(gap);
  const names = classes(
    className,
    prefix,
    themeClass,
    wrapValue && `${prefix}-wrap-${wrapValue}`,
    align && `${prefix}-align-${align}`,
    !align && vertical && `${prefix}-align-stretch`,
    justify && `${prefix}-justify-${justify}`,
    presetGap && `${prefix}-gap-${gap}`,
    vertical && `${prefix}-vertical`,
  );
  const merged: CSSProperties = { ...style };
  if (flex !== undefined) merged.flex = flex;
  if (gap !== undefined && !presetGap) merged.gap = gap;
  return createElement(component, { className: names, style: merged, ...rest }, children);
}
