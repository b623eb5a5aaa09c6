import { expect, type Page } from '@playwright/test';

/**
 * Moves to `url` inside the app, as its own links do: the router follows the new history entry and
 * nothing is reloaded, so the code and stylesheets earlier pages brought in stay in the document
 * (and a walk through many pages costs no page loads).
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // The router moves to the address once the page's code and styles are in (shell/scroll-to-hash.tsx).
  await expect(page.locator('html')).toHaveAttribute('data-drawn-path', url);
}
