import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in real Chromium against the real server. Each worker starts a server of its own
 * on a copy of one database seeded with the demo data (e2e/e2e-servers.ts, through the `test` of
 * e2e/fixtures.ts), so workers never see each other's changes. Playwright cannot download browsers
 * here, so it drives the system Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
export default defineConfig({
  testMatch: '**/*.e2e.ts',
  // The web app, and the renderer as the desktop app runs it (desktop/e2e: served by the app's
  // protocol handler on another origin, with the app's main-process session code in front of the API).
  projects: [
    { name: 'web', testDir: 'renderer/src' },
    { name: 'desktop-renderer', testDir: 'desktop/e2e' },
  ],
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'artifacts/playwright',
  fullyParallel: true,
  // Two workers keep this 2-core machine about a third busy, leaving room for the other suites beside them
  // (three starved those and slowed the run down).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry under CI, so one stall of the machine does not hide the rest of the run; the report and
  // `npm test` name every test that needed it as flaky, and a flaky test is a defect to fix.
  retries: process.env.CI ? 1 : 0,
  // The long journeys (several browsers, real sockets) take up to a minute on this machine when every suite runs at once.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    // Recording a trace (a DOM snapshot per step, a screencast) cost about a quarter of the suite's
    // processor time when kept for every test; a retry records one. To trace a local run: --trace on.
    trace: 'on-first-retry',
    // As a visitor who asked their system for less motion: no dialog, drop-down or toast waits on an
    // animation before it can be used, and no frames are drawn for one.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
