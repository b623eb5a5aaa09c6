/**
 * Builds the desktop app into desktop/dist (package.json "main" is desktop/dist/main.js):
 *
 * - main.js and preload.cjs, bundled with esbuild (a sandboxed preload can only require('electron'),
 *   '#shared/*.ts' imports point at sources the package does not contain, and the packaged app then
 *   needs no node_modules at all: electron-builder.yml excludes them);
 * - renderer/: the renderer's production build (npm run build:renderer), without what only the web
 *   server uses (the server-render bundle, prerendered pages, precompressed copies);
 * - icons/ and badges/ drawn from the one source SVG (make-icons.ts).
 *
 * The default server the app talks to is fixed here, at packaging time: HARDWAREHUB_SERVER_URL
 * (default http://localhost:3000, the server `npm start` runs). Run after `tsc -p desktop`.
 */
import { build, type BuildOptions } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serverUrlSchema } from '../shared/schemas/desktop-schemas.ts';
import { makeIcons } from './make-icons.ts';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'desktop', 'dist');
const rendererDist = path.join(root, 'renderer', 'dist');

const serverUrl = serverUrlSchema.safeParse(process.env.HARDWAREHUB_SERVER_URL ?? 'http://localhost:3000');
if (!serverUrl.success) throw new Error(`HARDWAREHUB_SERVER_URL: ${serverUrl.error.issues[0]?.message}`);
if (!existsSync(path.join(rendererDist, 'index.html'))) throw new Error('renderer/dist is missing: run `npm run build:renderer` first');

const common = {
  absWorkingDir: root,
  bundle: true,
  external: ['electron'],
  platform: 'node',
  target: 'es2023',
  logLevel: 'info',
  minify: true,
  legalComments: 'linked',
} satisfies BuildOptions;

rmSync(outdir, { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: ['desktop/src/main.ts'],
    outfile: 'desktop/dist/main.js',
    format: 'esm',
    define: { __HARDWAREHUB_DEFAULT_SERVER_URL__: JSON.stringify(serverUrl.data) },
    // CommonJS dependencies bundled into ESM (ajv under electron-store, electron-updater) still call require().
    banner: { js: "import { createRequire as __hhCreateRequire } from 'node:module';\nconst require = __hhCreateRequire(import.meta.url);" },
  }),
  build({
    ...common,
    entryPoints: ['desktop/src/preload.ts'],
    outfile: 'desktop/dist/preload.cjs',
    format: 'cjs',
  }),
]);

/** What the web server alone uses (its render bundle, prerendered pages, precompressed copies) and source maps. */
const NOT_SHIPPED = [/^server(\/|$)/, /^pages(\/|$)/, /\.(br|gz|map)$/];
cpSync(rendererDist, path.join(outdir, 'renderer'), {
  recursive: true,
  filter: (source) => {
    const relative = path.relative(rendererDist, source).split(path.sep).join('/');
    return relative === '' || !NOT_SHIPPED.some((pattern) => pattern.test(relative));
  },
});
await makeIcons();
console.log(`desktop/dist built; default server ${serverUrl.data}`);
