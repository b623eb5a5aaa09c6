/**
 * The `test` every browser test imports: Playwright's, with a server of the worker's own
 * (e2e-servers.ts) as `baseURL`, and its data and mail outbox directories.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { SERVER_RENDER_MARKUP } from '#shared/api/server-render.ts';
import { startE2EServer, type E2EServer } from './e2e-servers.ts';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Route, WebSocketRoute } from '@playwright/test';

interface WorkerFixtures {
  server: E2EServer;
}

interface TestFixtures {
  /** The worker's server's mail outbox (data dir/outbox/*.eml). */
  outboxDir: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use, workerInfo) => {
      const server = await startE2EServer(`worker-${workerInfo.workerIndex}`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  outboxDir: async ({ server }, use) => use(server.outboxDir),
});

/**
 * Opens `url` and waits until the app has taken the page over. A signed-in page arrives drawn by the
 * server and ignores the pointer until React has hydrated it, so a click that lands earlier is lost.
 */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await appTakenOver(page);
}

/**
 * Waits until the app has hydrated the page. Before that a click waits for the page to accept the pointer,
 * which on a busy machine can use up the short time limit of a retried step.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await expect(page.locator(`#root.${SERVER_RENDER_MARKUP.drawnClass}`)).toHaveCount(0);
}
