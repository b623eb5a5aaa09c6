import type { Page } from '@playwright/test';

/**
 * Holds the app's code (app/boot.tsx's chunk) back until the returned function is called: a
 * prerendered or server-drawn page can then be looked at as it is before the app runs.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
