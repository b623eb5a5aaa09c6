import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The Electron binary `npm ci` installed, or null. Read from the package's own record (path.txt beside
 * dist/), not by requiring the package: since Electron 36 that starts a download when the binary is
 * missing, which fails (slowly and loudly) without internet access.
 */
export function electronBinary(): string | null {
  const packageDir = path.dirname(require.resolve('electron/package.json'));
  const record = path.join(packageDir, 'path.txt');
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const binary = path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, existsSync(record) ? readFileSync(record, 'utf8') : 'electron');
    return existsSync(binary) ? binary : null;
  }
  if (!existsSync(record)) return null;
  const binary = path.join(packageDir, 'dist', readFileSync(record, 'utf8'));
  return existsSync(binary) ? binary : null;
}
