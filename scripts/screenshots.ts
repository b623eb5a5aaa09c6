/**
 * `npm run screenshots -- --paths /,/auth [--widths 1280,390] [--themes light,dark] [--signed-in] [--out dir] [--top 0 --height 900]`
 *
 * Full-page PNGs of pages of the production build (renderer/dist, built first if missing) served by the
 * real server on a fresh temp DATA_DIR with demo data, in system Chromium: how a change is checked by
 * eye, before and after, at desktop and phone widths. `--signed-in` uses the demo entrepreneur's session.
 * Files are named `<path>-<width>-<theme>.png` in `--out` (default: screenshots/ under the OS temp dir).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../shared/constants/app-constants.ts';
import { startServerProcess } from '../backend/src/test-support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    paths: { type: 'string', default: '/,/auth' },
    widths: { type: 'string', default: '1280,390' },
    themes: { type: 'string', default: 'light' },
    out: { type: 'string', default: path.join(tmpdir(), 'screenshots') },
    'signed-in': { type: 'boolean', default: false },
    /** Only the top this many CSS pixels of each page (0: the whole page). */
    height: { type: 'string', default: '0' },
    /** Start the clip this far down the page. */
    top: { type: 'string', default: '0' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const DEMO = { email: 'maya.chen@demo.hardwarehub.dev', password: 'HardwareHub#2026' };

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:renderer'], { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build:renderer exited with ${code}`))));
  });
}

if (!existsSync(path.join(root, 'renderer/dist/index.html'))) await build();
mkdirSync(args.out, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-screenshots-'));
const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', SESSION_SECRET: 'screenshots-secret-screenshots-secret-01' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  let storageState: Awaited<ReturnType<Awaited<ReturnType<typeof browser.newContext>>['storageState']>> | undefined;
  if (args['signed-in']) {
    const login = await browser.newContext({ baseURL: server.url });
    const response = await login.request.post('/api/login', { data: DEMO, headers: { Origin: server.url } });
    if (!response.ok()) throw new Error(`demo login failed: ${response.status()}`);
    storageState = await login.storageState();
    await login.close();
  }
  for (const theme of args.themes.split(',')) {
    for (const width of args.widths.split(',').map(Number)) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, ...(storageState ? { storageState } : {}) });
      // ThemeProvider reads the saved preference (lib/theme/theme-storage.ts).
      await context.addInitScript(([key, mode]) => localStorage.setItem(key!, mode!), [THEME_STORAGE_KEY, theme]);
      const page = await context.newPage();
      for (const target of args.paths.split(',')) {
        await page.goto(target, { waitUntil: 'networkidle' });
        const file = path.join(args.out, `${target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`);
        const height = Number(args.height);
        await page.screenshot({ path: file, fullPage: true, ...(height > 0 ? { clip: { x: 0, y: Number(args.top), width, height } } : {}) });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
