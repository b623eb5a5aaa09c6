/**
 * `npm run build:renderer`: the production build of renderer/.
 *
 * 1. Two builds (renderer/chunk-tiers.ts): the first, not written, records which modules the shared
 *    chunks of each tier hold (every page, the first screens, every signed-in page); the second
 *    builds with each tier in one chunk.
 * 2. Prerendering: the public first screens rendered by the app's own components
 *    (renderer/src/app/prerender.tsx) into a copy of index.html each, under dist/pages/
 *    (`/` -> pages/index.html, `/auth` -> pages/auth.html) with the CSS they use inlined, hydrated
 *    by app/boot.tsx. The server sends one for its exact path without a query.
 * 3. The server build (dist/server/server-render.js) and, per signed-in page, its stylesheets as
 *    rules (dist/server/page-styles.json, css-rules.json): the server draws a signed-in visitor's
 *    page into index.html with the CSS it uses inlined (backend/src/static/server-render.ts). Every
 *    other URL gets the plain index.html.
 * 4. The hashed assets precompressed (.br and .gz beside each).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { build, createServer, createServerModuleRunner, type Plugin } from 'vite';
import { pageStylesheetLinks, SERVER_RENDER_FILES, SERVER_RENDER_MARKUP } from '../shared/api/server-render.ts';
import { PROTECTED_PATHS, SERVER_DRAWN_PUBLIC_PATHS, SITEMAP_PATHS } from '../renderer/src/app/routes.ts';
import { readSiteContent } from '../renderer/site-content.ts';
import { withPageHead } from '../backend/src/static/page-head.ts';
import postcss, { type Container } from 'postcss';
import { criticalCss, requiredClasses, usedClasses, type CssRule } from '../backend/src/static/critical-css.ts';
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
//    Beside it, on its own, the route matching that tells the server which page a path is: the pages'
//    declarations hold their loaders, import()s it never calls, left out of that file rather than
//    bundled into it (the whole app, in the server's main thread).
const leaveLazyImports: Plugin = { name: 'hardwarehub:leave-lazy-imports', resolveDynamicImport: (source) => ({ id: String(source), external: true }) };
for (const [entry, emptyOutDir, plugins] of [
  ['src/app/server-render.tsx', true, []],
  ['src/app/signed-in-page-pattern.ts', false, [leaveLazyImports]],
] as const) {
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    plugins: [...plugins],
    ssr: { noExternal: true },
    // React and the others pick their production code by NODE_ENV at run time, which the server may
    // not set (npm start): the production build of the renderer is the production code, decided here.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { ssr: entry, outDir: path.join(dist, 'server'), emptyOutDir, sourcemap: false, manifest: false, copyPublicDir: false },
  });
}

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

/** The app the entry imports on every page (app/boot.tsx: the shell's layouts, the route error page). */
const APP_CHUNK = 'src/app/boot.tsx';
if (!manifest[APP_CHUNK]?.isDynamicEntry) throw new Error(`${APP_CHUNK} is no longer the entry's lazily loaded app: update APP_CHUNK`);

/**
 * The CSS files a page needs in order: the template's own (the entry's, which index.html links),
 * those of every lazily loaded module the page ran (page, widgets), as a module runner recorded
 * them, then the app's, which the entry requests after the page's. The runner starts from
 * prerender.tsx, not from the app's chunk: without naming it, the styles that live there (the sign-in
 * layout) were missing from the first paint and the page jumped when they arrived.
 */
function pageStylesheets(evaluated: Iterable<string>, options: { withSections?: boolean } = {}): string[] {
  const used = [...evaluated].map((id) => path.relative(rendererRoot, id.split('?')[0]!).split(path.sep).join('/'));
  const lazy = used.filter((key) => manifest[key]?.isDynamicEntry && key !== APP_CHUNK);
  const chunks = [...lazy, ...(options.withSections ? ownSections(lazy) : []), APP_CHUNK];
  return [...new Set([...ownCss, ...staticClosureChunks(manifest, chunks).flatMap((chunk) => chunk.css ?? [])])];
}

/**
 * The parts a page loads on demand from its own folder (the admin console's tabs): the URL may name one
 * (`?tab=`), and the server then draws it, so its stylesheets go with the page's for the server render,
 * which inlines only the rules the drawn page uses. Signed-in pages only: a public page is drawn as it is,
 * and its inline CSS stays as small as its own.
 */
function ownSections(lazy: string[]): string[] {
  return lazy.flatMap((key) => (manifest[key]?.dynamicImports ?? []).filter((imported) => path.posix.dirname(imported) === path.posix.dirname(key)));
}

/** A stylesheet as the rules a page's critical CSS is picked from (backend/src/static/critical-css.ts). */
const parsedRules = new Map<string, CssRule[]>();
function cssRules(file: string): CssRule[] {
  const cached = parsedRules.get(file);
  if (cached) return cached;
  const rules: CssRule[] = [];
  const collect = (container: Container, wrappers: string[]) => {
    const wrap = (css: string) => wrappers.reduceRight((inner, wrapper) => `${wrapper}{${inner}}`, css);
    container.each((node) => {
      if (node.type === 'rule') rules.push({ css: wrap(node.toString()), need: node.selectors.map(requiredClasses) });
      else if (node.type === 'atrule' && node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) collect(node, [...wrappers, `@${node.name} ${node.params}`]);
      // Keyframes, font faces, @property and the like: kept whatever the page holds.
      else if (node.type === 'atrule') rules.push({ css: wrap(node.toString()), need: [] });
    });
  };
  collect(postcss.parse(readFileSync(path.join(dist, file), 'utf8')), []);
  // A selector requiring nothing makes the whole rule unconditional.
  const result = rules.map((rule) => (rule.need.some((names) => names.length === 0) ? { ...rule, need: [] } : rule));
  parsedRules.set(file, result);
  return result;
}

interface PrerenderModule {
  prerenderPage: (url: string, session: 'unknown' | 'signed-out') => Promise<string>;
  prerenderHead: (url: string) => string;
  loadPageModules: (url: string) => Promise<void>;
}

try {
  // 4. The public first screens, prerendered. A runner per page: what it has evaluated afterwards is what this page used.
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const [pagePath, { file, session }] of Object.entries(PRERENDERED)) {
    const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
    const { prerenderPage, prerenderHead } = await runner.import<PrerenderModule>('/src/app/prerender.tsx');
    const html = await prerenderPage(new URL(pagePath, 'http://localhost').href, session);
    const head = prerenderHead(new URL(pagePath, 'http://localhost').href);
    // The CSS the page uses inline before it (as a server-drawn page has, critical-css.ts): painted
    // without parsing all of its route's stylesheets first, which the app loads with its code.
    const files = pageStylesheets(runner.evaluatedModules.idToModuleMap.keys()).filter((file) => !ownCss.includes(file));
    const classes = usedClasses(html).add(SERVER_RENDER_MARKUP.drawnClass);
    const css = files.map((file) => criticalCss(cssRules(file), classes)).join('');
    const drawn = `<div id="root" class="${SERVER_RENDER_MARKUP.drawnClass}" ${SERVER_RENDER_MARKUP.sessionAttribute}="${session}">${html}</div>`;
    writeFileSync(path.join(dist, 'pages', file), withPageHead(template, head).replace(ROOT, `<style>${css}</style>${drawn}${pageStylesheetLinks(files)}`));
    await runner.close();
    console.log(`prerendered ${pagePath} -> dist/pages/${file} (${(html.length / 1024).toFixed(1)} KB of HTML, ${(css.length / 1024).toFixed(1)} KB of CSS from ${files.length} stylesheets)`);
  }

  // 5. For the server render: the stylesheets of each signed-in page beyond the entry's (index.html
  //    links those), and their rules, from which the server inlines what the drawn page uses.
  const pageStyles: Record<string, string[]> = {};
  const rules: Record<string, CssRule[]> = {};
  for (const pattern of [...PROTECTED_PATHS, ...SERVER_DRAWN_PUBLIC_PATHS]) {
    const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
    const { loadPageModules } = await runner.import<PrerenderModule>('/src/app/prerender.tsx');
    await loadPageModules(new URL(pattern.replace(/:\w+/g, '1'), 'http://localhost').href);
    pageStyles[pattern] = pageStylesheets(runner.evaluatedModules.idToModuleMap.keys(), { withSections: PROTECTED_PATHS.includes(pattern) }).filter((file) => !ownCss.includes(file));
    for (const file of pageStyles[pattern]) rules[file] ??= cssRules(file);
    await runner.close();
  }
  writeFileSync(path.join(dist, SERVER_RENDER_FILES.pageStyles), JSON.stringify(pageStyles));
  writeFileSync(path.join(dist, SERVER_RENDER_FILES.cssRules), JSON.stringify(rules));
  console.log(`server render: dist/${SERVER_RENDER_FILES.module}; stylesheets of ${PROTECTED_PATHS.length} signed-in and ${SERVER_DRAWN_PUBLIC_PATHS.length} public pages, ${Object.keys(rules).length} files as rules`);

  // The public pages for the sitemap (backend/src/static/site-files.ts adds the listings): the
  // site's pages without a parameter, and each content entry.
  const content = readSiteContent();
  const publicPages = [
    ...SITEMAP_PATHS,
    ...content.blog.map((entry) => `/blog/${entry.slug}`),
    ...content.resources.map((entry) => `/resources/${entry.slug}`),
    ...content.events.map((entry) => `/events/${entry.slug}`),
  ];
  writeFileSync(path.join(dist, SERVER_RENDER_FILES.publicPages), JSON.stringify(publicPages));
} finally {
  await server.close();
}

// 6. The hashed assets compressed once here, at the highest levels, instead of by the server on
//    every request (koa-static sends the .br or .gz beside a file to a browser that accepts it).
const compressible = /\.(js|css|svg|json)$/;
let compressedFiles = 0;
for (const file of readdirSync(path.join(dist, 'assets'))) {
  if (!compressible.test(file)) continue;
  const source = readFileSync(path.join(dist, 'assets', file));
  if (source.length < 1024) continue;
  writeFileSync(path.join(dist, 'assets', `${file}.br`), brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
  writeFileSync(path.join(dist, 'assets', `${file}.gz`), gzipSync(source, { level: 9 }));
  compressedFiles++;
}
console.log(`precompressed ${compressedFiles} assets (.br, .gz)`);
