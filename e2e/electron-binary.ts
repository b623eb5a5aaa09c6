import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The Electron binary `npm ci` downloaded, or null: the electron package exports its path, and
 * throws or points at nothing when the download was skipped (ELECTRON_SKIP_BINARY_DOWNLOAD).
 */
export function electronBinary(): string | null {
  try {
    const binary = require('electron') as unknown as string;
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
