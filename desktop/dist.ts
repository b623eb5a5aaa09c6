/**
 * `npm run dist:desktop [-- electron-builder args]`: packages the app built in desktop/dist with
 * electron-builder (electron-builder.yml), for the current OS unless told otherwise (`-- --linux`,
 * `-- --win`, `-- --mac`). The update feed comes from HARDWAREHUB_UPDATE_URL; signing and
 * notarisation from the variables electron-builder reads (desktop/README.md).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serverUrlSchema } from '../shared/schemas/desktop-schemas.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const updateUrl = process.env.HARDWAREHUB_UPDATE_URL?.trim();
if (updateUrl) {
  const parsed = serverUrlSchema.safeParse(new URL(updateUrl).origin);
  if (!parsed.success || new URL(updateUrl).protocol !== 'https:') throw new Error('HARDWAREHUB_UPDATE_URL must be an https:// URL');
  args.push(`-c.publish.url=${updateUrl.replace(/\/+$/, '')}`);
}
// The Windows publisher updates are verified against: exactly the certificate's subject CN.
const publisherName = process.env.WIN_PUBLISHER_NAME?.trim();
if (publisherName) args.push(`-c.win.signtoolOptions.publisherName=${publisherName}`);
// Without an Apple ID there is nothing to notarise with: build unsigned for local testing.
if (!process.env.APPLE_ID) args.push('-c.mac.notarize=false');
const result = spawnSync('npx', ['electron-builder', '--config', 'electron-builder.yml', '--publish', 'never', ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
