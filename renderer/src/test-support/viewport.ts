/**
 * jsdom has no screen: the set-up's matchMedia answers no to every query. A page whose layout
 * depends on the width (responsive table columns, the mobile layouts) is tested at a width given
 * here; min-width and max-width queries are answered as a window that wide would answer them.
 */
import { afterEach, vi } from 'vitest';
import { fixedMediaQueryList } from './media-query-list.ts';

function answers(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.length > 0 && conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** Media queries answer as in a window `width` px wide, for the rest of the test. */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => fixedMediaQueryList(query, answers(query, width)));
}

afterEach(() => vi.unstubAllGlobals());
