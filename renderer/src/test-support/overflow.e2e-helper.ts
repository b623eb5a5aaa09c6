import type { Page } from '@playwright/test';

/**
 * Whether the page scrolls sideways: null when it does not, else the widest element reaching past
 * the right edge of the window that no ancestor clips (the one to fix), with its width. A phone
 * visitor should never have to pan a page sideways to read it.
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const { clientWidth, scrollWidth } = root;
    if (scrollWidth <= clientWidth) return null;
    // Content a scroll container clips, or inside a fixed layer (drawers, toasts), never widens the page.
    const contained = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || (node !== element && style.overflowX !== 'visible')) return true;
      }
      return false;
    };
    let widest: { element: Element; width: number } | null = null;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right <= clientWidth + 0.5 || box.width === 0 || contained(element)) continue;
      if (!widest || box.width > widest.width) widest = { element, width: box.width };
    }
    const name = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 3).map((name) => `.${name}`).join('');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`;
    };
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement) parts.unshift(name(node));
      return parts.join(' > ');
    };
    const offender = widest ? `${path(widest.element)} (${Math.round(widest.width)} px wide, right edge at ${Math.round(widest.element.getBoundingClientRect().right)} px)` : 'no single element';
    return `scrolls sideways: ${scrollWidth} px of content in ${clientWidth} px; widest: ${offender}`;
  });
}
