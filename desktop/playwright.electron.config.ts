import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../playwright.config.ts';

/**
 * `npm run test:desktop-smoke`: the packaged shell (desktop/dist, `npm run build:desktop`) started by
 * Playwright's Electron driver against the same test server as the browser suite. Needs the Electron
 * binary, which `npm ci` downloads unless ELECTRON_SKIP_BINARY_DOWNLOAD is set (it is on machines
 * without internet access); see desktop/README.md.
 */
export default defineConfig({
  ...base,
  projects: undefined,
  testDir: '.',
  testMatch: 'e2e/*.electron.ts',
  retries: 0,
  outputDir: path.resolve(import.meta.dirname, '../artifacts/playwright-electron'),
  // The server command's paths are the project root's.
  webServer: { ...(base.webServer as object), cwd: path.resolve(import.meta.dirname, '..') } as typeof base.webServer,
});
