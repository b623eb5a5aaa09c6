import type { ReactNode } from 'react';
import { antdThemeClass } from '../../lib/theme/antd-theme.ts';
import { useThemeMode } from '../../lib/theme/theme-context.ts';

/*
 * antd's static components (Typography, Card, Row and Col, Flex, Tag) as the very markup and classes
 * antd renders, so antd's CSS (imported by each, as antd's own style module would) styles them the
 * same, without antd's run time. Each antd component, however static, reads the design tokens and
 * registers its style and variables as it renders (Row also listens to every screen breakpoint,
 * Typography measures for ellipses and tooltips), and taking a server-drawn page over ran that for
 * every one of them at once: a signed-in page shows dozens to hundreds. Only the props those pages
 * use are here, and the types say which; anything more (a copyable or expandable text, a card with
 * tabs or a loading state, a closable tag, responsive gutters) is antd's own component.
 * `static-antd.test.tsx` holds each one's markup to antd's, byte for byte.
 */

export const PREFIX = 'ant';

/** The class antd puts on each component, which its CSS keys the mode's component variables on. */
export const useThemeClass = () => antdThemeClass(useThemeMode().mode);

export const classes = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(' ');

/** What antd counts as content to draw (a card's title, a tag's text beside an icon). */
export const renderable = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';
