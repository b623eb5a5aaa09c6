/**
 * `npm run build:renderer`: the production build of renderer/.
 *
 * 1. Two builds (renderer/chunk-tiers.ts): the first, not written, records which modules the shared
 *    chunks of each tier hold (every page, the first screens, every signed-in page); the second
 *    builds with each tier in one chunk.
 * 2. Prerendering: the public first screens rendered by the app's own components
 *    (renderer/src/app/prerender.tsx) into a copy of index.html each, under dist/pages/
 *    (`/` -> pages/index.html, `/auth` -> pages/auth.html), hydrated by app/boot.tsx. The server
 *    sends one for its exact path without a query; every other URL gets the plain index.html.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, createServerModuleRunner } from 'vite';
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
try {
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  for (const [pagePath, { file, session }] of Object.entries(PRERENDERED)) {
    // A runner per page: what it has evaluated afterwards is what this page used.
    const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
    const { prerenderPage } = await runner.import<{ prerenderPage: (url: string, session: 'unknown' | 'signed-out') => Promise<string> }>('/src/app/prerender.tsx');
    const html = await prerenderPage(new URL(pagePath, 'http://localhost').href, session);
    // The page is drawn before its JavaScript runs, so the CSS of every component in it must be
    // linked from the HTML: the CSS of each lazily loaded module the render ran (page, layout,
    // widgets), as the module runner recorded them.
    const used = [...runner.evaluatedModules.idToModuleMap.keys()].map((id) => path.relative(rendererRoot, id.split('?')[0]!).split(path.sep).join('/'));
    // One stylesheet instead of a dozen (each would block the first paint): the template's own
    // plus those, concatenated in order into a content-hashed file.
    const ownCss = [...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);
    const files = [...new Set([...ownCss, ...staticClosureChunks(manifest, used.filter((key) => manifest[key]?.isDynamicEntry)).flatMap((chunk) => chunk.css ?? [])])];
    const css = files.map((css) => readFileSync(path.join(dist, css), 'utf8')).join('\n');
    const cssFile = `assets/page-${file.replace(/\.html$/, '')}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
    writeFileSync(path.join(dist, cssFile), css);
    let page = template;
    for (const own of ownCss) page = page.replace(`<link rel="stylesheet" crossorigin href="/${own}">`, '');
    page = page.replace('</head>', `<link rel="stylesheet" crossorigin href="/${cssFile}"></head>`).replace(ROOT, `<div id="root" class="${PRERENDERED_CLASS}" data-session="${session}">${html}</div>`);
    writeFileSync(path.join(dist, 'pages', file), page);
    await runner.close();
    console.log(`prerendered ${pagePath} -> dist/pages/${file} (${(html.length / 1024).toFixed(1)} KB of HTML; ${files.length} stylesheets in ${cssFile})`);
  }
} finally {
  await server.close();
}
