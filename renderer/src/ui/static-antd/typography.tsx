import 'virtual:antd-css/typography.css';
import { createElement, type HTMLAttributes, type Ref } from 'react';
import { classes, PREFIX, useThemeClass } from './shared.ts';

interface TypographyProps extends HTMLAttributes<HTMLElement> {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  italic?: boolean;
  /** Cut to one line (`true`) or to `rows` lines with an ellipsis, by CSS (no tooltip, no "more"). */
  ellipsis?: boolean | { rows: number };
  ref?: Ref<HTMLElement>;
}

function typography(tag: string, { children, className, style, type, strong, italic, ellipsis, ...rest }: TypographyProps, themeClass: string) {
  const rows = ellipsis === true ? 1 : ellipsis ? ellipsis.rows : 0;
  const prefix = `${PREFIX}-typography`;
  const names = classes(
    prefix,
    type && `${prefix}-${type}`,
    rows > 0 && `${prefix}-ellipsis`,
    rows === 1 && `${prefix}-ellipsis-single-line`,
    rows > 1 && `${prefix}-ellipsis-multiple-line`,
    className,
    themeClass,
  );
  // Decorations nest as antd's do: <i><strong>text</strong></i>.
  let content = children;
  if (strong) content = createElement('strong', null, content);
  if (italic) content = createElement('i', null, content);
  return createElement(tag, { ...rest, className: names, style: rows > 1 ? { ...style, WebkitLineClamp: rows } : style }, content);
}

function Text(props: TypographyProps) {
  return typography('span', props, useThemeClass());
}

function Paragraph(props: TypographyProps) {
  return typography('div', props, useThemeClass());
}

function Title({ level = 1, ...props }: TypographyProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return typography(`h${level}`, props, useThemeClass());
}

/** antd's Typography.Text, Paragraph and Title (see shared.ts). */
export const Typography = { Text, Paragraph, Title };
