import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in real Chromium against the real server (embedded SQLite, demo data, and the
 * embedded mail outbox under the run's data dir, which the tests read). Playwright cannot download
 * browsers here, so it drives the system Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = 'artifacts/e2e-data';

export default defineConfig({
  testMatch: '**/*.e2e.ts',
  // The web app, and the renderer as the desktop app runs it (desktop/e2e: served by the app's
  // protocol handler on another origin, with the app's main-process session code in front of the API).
  projects: [
    { name: 'web', testDir: 'renderer/src' },
    { name: 'desktop-renderer', testDir: 'desktop/e2e' },
  ],
  outputDir: 'artifacts/playwright',
  fullyParallel: false,
  workers: 1,
  // A slower CI machine runs the long flows (several browsers, real sockets) at up to a minute;
  // one retry there keeps a stall of the machine from failing the build, and the report and
  // `npm test` list every retried test as flaky, so flakiness stays visible.
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // A fresh database every run: remove the previous run's data dir first.
    command: `node -e "require('fs').rmSync('${E2E_DATA_DIR}',{recursive:true,force:true})" && node backend/src/main.ts`,
    url: `http://localhost:${E2E_PORT}/api/clear-session`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      APP_URL: `http://localhost:${E2E_PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
      LOGIN_LIMIT_PER_IP: '1000',
      ACCOUNT_LIMIT_PER_IP: '100000',
      SITE_FORM_LIMIT_PER_IP: '1000',
      SEED_DEMO_DATA: 'true',
      // The desktop-renderer project's stand-in for app://hardwarehub (allowed by itself).
      ALLOWED_ORIGINS: 'https://app.hardwarehub.test',
    },
  },
});
