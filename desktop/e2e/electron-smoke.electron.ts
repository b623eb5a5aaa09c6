/**
 * Smoke test of the real desktop app (Playwright's Electron driver): the embedded renderer on
 * app://hardwarehub, sign-in against the server with the token kept by the main process, a deep link,
 * the guards. Run with `npm run test:desktop-smoke` where Electron's binary is installed
 * (desktop/README.md); elsewhere it is skipped and says why.
 */
import { _electron as electron } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../e2e/fixtures.ts';
import { electronBinary } from '../../e2e/electron-binary.ts';

const root = path.resolve(import.meta.dirname, '../..');
const binary = electronBinary();
test.skip(!binary, 'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD): see desktop/README.md');
test.skip(!existsSync(path.join(root, 'desktop/dist/main.js')), 'desktop/dist missing: run npm run build:renderer && npm run build:desktop');

test('the desktop app shows the embedded UI, signs in and follows a deep link', async ({ baseURL }) => {
  const app = await electron.launch({
    executablePath: binary!,
    args: [root, '--no-sandbox'],
    env: { ...process.env, HARDWAREHUB_URL: new URL(baseURL!).origin, ELECTRON_ENABLE_LOGGING: '1' },
  });
  const window = await app.firstWindow();
  await window.waitForURL(/^app:\/\/hardwarehub\//);
  expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
  expect(await window.evaluate(() => Object.keys((window as unknown as { hardwareHub: object }).hardwareHub))).not.toContain('getSessionToken');

  await window.goto('app://hardwarehub/auth');
  await window.getByLabel('Email').fill('maya.chen@demo.hardwarehub.dev');
  await window.getByLabel('Password').fill('HardwareHub#2026');
  await window.getByRole('button', { name: 'Log In' }).click();
  await window.waitForURL('app://hardwarehub/dashboard');
  await expect(window.getByText('Welcome back, Maya', { exact: true })).toBeVisible();
  await window.screenshot({ path: 'artifacts/screenshots/desktop/electron-dashboard.png' });

  // A hardwarehub:// link as macOS delivers it: routed inside the running app.
  await app.evaluate(({ app: electronApp }) => electronApp.emit('open-url', { preventDefault() {} }, 'hardwarehub://marketplace/1'));
  await window.waitForURL('app://hardwarehub/marketplace/1');
  // A link outside the allow-list does nothing.
  await app.evaluate(({ app: electronApp }) => electronApp.emit('open-url', { preventDefault() {} }, 'hardwarehub://admin'));
  await expect(window).toHaveURL('app://hardwarehub/marketplace/1');

  // The window cannot be navigated away from the app.
  await window.evaluate(() => void (location.href = 'https://example.com/'));
  await expect(window).toHaveURL(/^app:\/\/hardwarehub\//);
  await app.close();
});
