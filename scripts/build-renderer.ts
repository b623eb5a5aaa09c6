/**
 * `npm run build:renderer`: the production build of renderer/.
 *
 * 1. Two builds (renderer/chunk-tiers.ts): the first, not written, records which modules the shared
 *    chunks of each tier hold (every page, the first screens, every signed-in page); the second
 *    builds with each tier in one chunk.
 * 2. Prerendering: the public first screens rendered by the app's own components
 *    (renderer/src/app/prerender.tsx) into a copy of index.html each, under dist/pages/
 *    (`/` -> pages/index.html, `/auth` -> pages/auth.html), hydrated by app/boot.tsx. The server
 *    sends one for its exact path without a query.
 * 3. The server build (dist/server/server-render.js) and, per signed-in page, a copy of index.html
 *    linking its CSS (dist/server/page-templates.json): the server draws a signed-in visitor's page
 *    into it (backend/src/static/serve-renderer.ts). Every other URL gets the plain index.html.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, createServerModuleRunner } from 'vite';
import { SERVER_RENDER_FILES } from '../shared/api/server-render.ts';
import { PROTECTED_ROUTES } from '../renderer/src/lib/routing/route-table.ts';
import { staticClosureChunks, type Manifest } from './bundle-budget.ts';

const configFile = path.resolve(import.meta.dirname, '../renderer/vite.config.ts');
const dist = path.resolve(import.meta.dirname, '../renderer/dist');
/**
 * Path -> file under dist/pages, and the session the page is drawn with (see prerender.tsx). Only
 * pages that look the same for every visitor.
 */
const PRERENDERED: Record<string, { file: string; session: 'unknown' | 'signed-out' }> = {
  '/': { file: 'index.html', session: 'unknown' },
  '/auth': { file: 'auth.html', session: 'signed-out' },
};
const ROOT = '<div id="root"></div>';
/** Marks #root as holding a prerendered page (boot.tsx, global.css, public/theme-boot.js). */
const PRERENDERED_CLASS = 'hh-prerendered';
const rendererRoot = path.resolve(import.meta.dirname, '../renderer');

for (const pass of ['record', 'apply'] as const) {
  process.env.HARDWAREHUB_CHUNK_PASS = pass;
  await build({ configFile, mode: 'production', logLevel: pass === 'record' ? 'warn' : 'info' });
}
delete process.env.HARDWAREHUB_CHUNK_PASS;

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to prerender into`);

// 3. The server build: the signed-in pages drawn per visit by the server (app/server-render.tsx),
//    one file with its dependencies (antd's ES modules need a bundler; Node cannot load them as they are).
await build({
  configFile,
  mode: 'production',
  logLevel: 'warn',
  ssr: { noExternal: true },
  // React and the others pick their production code by NODE_ENV at run time, which the server may
  // not set (npm start): the production build of the renderer is the production code, decided here.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/app/server-render.tsx', outDir: path.join(dist, 'server'), emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
});

const server = await createServer({
  configFile,
  mode: 'production',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  // Node cannot load antd's ES modules (they import without file extensions): the two deep imports
  // of them get the same components from antd's main entry (renderer/prerender-shims).
  resolve: {
    alias: [
      { find: /^antd\/es\/input\/Input$/, replacement: path.join(rendererRoot, 'prerender-shims/antd-input.ts') },
      { find: /^antd\/es\/input\/Password$/, replacement: path.join(rendererRoot, 'prerender-shims/antd-password.ts') },
    ],
  },
});
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const ownCss = [...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);

/**
 * index.html with one stylesheet instead of a dozen (each would block the first paint): the
 * template's own plus the CSS of every lazily loaded module the page ran (page, layout, widgets),
 * as a module runner recorded them, concatenated in order into a content-hashed file. A page drawn
 * before its JavaScript runs needs all of it linked from the HTML.
 */
function pageTemplate(name: string, evaluated: Iterable<string>): { html: string; stylesheets: number; cssFile: string } {
  const used = [...evaluated].map((id) => path.relative(rendererRoot, id.split('?')[0]!).split(path.sep).join('/'));
  const files = [...new Set([...ownCss, ...staticClosureChunks(manifest, used.filter((key) => manifest[key]?.isDynamicEntry)).flatMap((chunk) => chunk.css ?? [])])];
  const css = files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  const cssFile = `assets/page-${name}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(path.join(dist, cssFile), css);
  let html = template;
  for (const own of ownCss) html = html.replace(`<link rel="stylesheet" crossorigin href="/${own}">`, '');
  return { html: html.replace('</head>', `<link rel="stylesheet" crossorigin href="/${cssFile}"></head>`), stylesheets: files.length, cssFile };
}

interface PrerenderModule {
  prerenderPage: (url: string, session: 'unknown' | 'signed-out') => Promise<string>;
  loadPageModules: (url: string) => Promise<void>;
}

try {
  // 4. The public first screens, prerendered. A runner per page: what it has evaluated afterwards is what this page used.
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const [pagePath, { file, session }] of Object.entries(PRERENDERED)) {
    const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
    const { prerenderPage } = await runner.import<PrerenderModule>('/src/app/prerender.tsx');
    const html = await prerenderPage(new URL(pagePath, 'http://localhost').href, session);
    const page = pageTemplate(file.replace(/\.html$/, ''), runner.evaluatedModules.idToModuleMap.keys());
    writeFileSync(path.join(dist, 'pages', file), page.html.replace(ROOT, `<div id="root" class="${PRERENDERED_CLASS}" data-session="${session}">${html}</div>`));
    await runner.close();
    console.log(`prerendered ${pagePath} -> dist/pages/${file} (${(html.length / 1024).toFixed(1)} KB of HTML; ${page.stylesheets} stylesheets in ${page.cssFile})`);
  }

  // 5. The signed-in pages' templates for the server render: index.html linking the CSS of what each page loads.
  const templates: Record<string, string> = {};
  for (const pattern of PROTECTED_ROUTES) {
    const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
    const { loadPageModules } = await runner.import<PrerenderModule>('/src/app/prerender.tsx');
    await loadPageModules(new URL(pattern.replace(/:\w+/g, '1'), 'http://localhost').href);
    templates[pattern] = pageTemplate(pattern.slice(1).replace(/[/:]+/g, '-'), runner.evaluatedModules.idToModuleMap.keys()).html;
    await runner.close();
  }
  writeFileSync(path.join(dist, SERVER_RENDER_FILES.templates), JSON.stringify(templates));
  console.log(`server render: dist/${SERVER_RENDER_FILES.module}, templates of ${PROTECTED_ROUTES.length} signed-in pages in dist/${SERVER_RENDER_FILES.templates}`);
} finally {
  await server.close();
}
