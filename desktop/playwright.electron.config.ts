import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../playwright.config.ts';

/**
 * `npm run test:desktop-smoke`: the packaged shell (desktop/dist, `npm run build:desktop`) started by
 * Playwright's Electron driver against a test server of its own, as the browser suite's workers get
 * (e2e/fixtures.ts). Needs the Electron binary, which `npm ci` downloads unless
 * ELECTRON_SKIP_BINARY_DOWNLOAD is set (it is on machines without internet access); see desktop/README.md.
 */
// Its servers' data beside, not inside, the browser suite's (both may run at once under `npm test`).
process.env.E2E_DATA_ROOT ??= path.join('artifacts', 'e2e-data-electron');

export default defineConfig({
  ...base,
  projects: undefined,
  testDir: '.',
  testMatch: 'e2e/*.electron.ts',
  globalSetup: path.resolve(import.meta.dirname, '../e2e/global-setup.ts'),
  workers: 1,
  retries: 0,
  outputDir: path.resolve(import.meta.dirname, '../artifacts/playwright-electron'),
});
