/**
 * Builds the Electron entry points into desktop/dist (package.json "main" is desktop/dist/main.js).
 * Run after `tsc -p desktop` (esbuild strips types without checking them).
 *
 * Bundled rather than emitted file by file because:
 * - a sandboxed preload can only require('electron') and a few built-ins, so it must be one CommonJS file;
 * - '#shared/*.ts' imports would still point at .ts sources, which the packaged app does not contain;
 * - the packaged app then needs no node_modules at all (electron-builder.yml excludes them).
 */
import { build, type BuildOptions } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'desktop', 'dist');

const common = {
  absWorkingDir: root,
  bundle: true,
  external: ['electron'],
  platform: 'node',
  target: 'es2023',
  logLevel: 'info',
} satisfies BuildOptions;

rmSync(outdir, { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: ['desktop/src/main.ts'],
    outfile: 'desktop/dist/main.js',
    format: 'esm',
    // CommonJS dependencies bundled into ESM (ajv under electron-store) still call require() for built-ins.
    banner: { js: "import { createRequire as __hhCreateRequire } from 'node:module';\nconst require = __hhCreateRequire(import.meta.url);" },
  }),
  build({
    ...common,
    entryPoints: ['desktop/src/preload.ts'],
    outfile: 'desktop/dist/preload.cjs',
    format: 'cjs',
  }),
]);
