import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkTierGroups, recordChunkTiers } from './chunk-tiers.ts';
import { siteContent } from './site-content.ts';
import { staticAntdCss } from './static-antd-css.ts';

const rendererRoot = fileURLToPath(new URL('.', import.meta.url));
/** The API server in development; BACKEND_URL lets a second checkout point elsewhere. */
const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:3001';
/** TypeScript sources of renderer/src and shared/ (not main.tsx and app/boot.tsx, which run for their effect). */
const OWN_SOURCE = /[\\/](renderer[\\/]src[\\/](?!main\.tsx|app[\\/]boot\.tsx)|shared[\\/]).*\.tsx?$/;

/**
 * antd's helper packages (@rc-component/*, @ant-design/*) only declare components and utilities but
 * do not say so in package.json (`sideEffects`), so one import from a barrel, e.g. antd's
 * ContextIsolator taking FormProvider from @rc-component/form, kept the whole form engine and its
 * async validator on the home page. Their JavaScript does nothing on load (antd's styles come as
 * CSS, static-antd-css.ts); CSS files keep their side effects.
 */
const PURE_VENDOR = /node_modules[\\/](@rc-component|@ant-design)[\\/].*\.[cm]?js$/;

/**
 * zod schemas are built by calls (`z.object(...)`), which a bundler must assume have side effects, so
 * an unused schema (and with it all of zod) stays in whatever chunk imports its module: e.g. the API
 * error schema beside the error helpers every page uses. Building a schema has no side effect, so our
 * own sources get a PURE annotation on every `z.` chain; unused schemas are then dropped.
 */
/** The query that marks the charts' own copy of a state library (isolateChartState). */
const CHART_COPY = '?chart-copy';
const STATE_LIBRARY = /^(@reduxjs\/toolkit|react-redux|redux|redux-thunk|reselect|immer)(\/|$)/;

/**
 * recharts keeps its chart state in a Redux Toolkit store of its own. Sharing the app's copy of those
 * libraries merged the exports only recharts uses (listener middleware, slices...) into the app's
 * 'redux' chunk that every first screen loads; imports from recharts (and from the copies themselves)
 * get their own module instances instead, which land in the AI tools' chart chunk.
 */
function isolateChartState(): Plugin {
  return {
    name: 'hardwarehub:isolate-chart-state',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !STATE_LIBRARY.test(source)) return null;
      if (!/[\\/]node_modules[\\/]recharts[\\/]/.test(importer) && !importer.endsWith(CHART_COPY)) return null;
      const resolved = await this.resolve(source, importer.replace(CHART_COPY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: `${resolved.id}${CHART_COPY}` };
    },
    load(id) {
      return id.endsWith(CHART_COPY) ? readFileSync(id.slice(0, -CHART_COPY.length), 'utf8') : null;
    },
  };
}

function pureSchemas(): Plugin {
  return {
    name: 'hardwarehub:pure-zod-schemas',
    enforce: 'post',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || id.includes('node_modules') || !code.includes('z.')) return null;
      // Only comments are inserted, inside lines: the source map keeps its lines (columns may shift).
      return { code: code.replace(/(?<![\w$.])z\.(?=[a-zA-Z_$][\w$]*\()/g, '/* @__PURE__ */ z.'), map: null };
    },
  };
}

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14753): dev
 * warnings and checks in every production bundle. Production builds take the production files it
 * ships beside them (same API, same version).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/').replace(/index\.js$/, 'index.mjs')) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve('react-router/dom').replace('/development/', '/production/').replace(/dom-export\.js$/, 'dom-export.mjs')) },
];

/** Set by scripts/build-renderer.ts: 'record' for its first build, 'apply' for the second. */
const chunkPass = process.env.HARDWAREHUB_CHUNK_PASS;

/**
 * Chunks the entry's own import of boot already loads (chunk names are followed by an 8-character hash),
 * and the `site` tier, which every page imports (chunk-tiers.ts): on a first visit it comes with the
 * page (fetched while react and app, far larger, still download), on any later navigation it is loaded.
 */
const FIRST_LOAD = /(^|\/)(rolldown-runtime|react|redux|app|entry-shared|site)-[\w-]{8}\.(js|css)$/;

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: rendererRoot,
  plugins: [react(), siteContent(), isolateChartState(), pureSchemas(), staticAntdCss(), ...(chunkPass === 'record' ? [recordChunkTiers()] : [])],
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backendUrl, changeOrigin: false },
      // Socket.IO lives under /ws; `ws: true` upgrades the connection through the proxy.
      '/ws': { target: backendUrl, ws: true, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The recording build only needs the chunk graph.
    write: chunkPass !== 'record',
    sourcemap: true,
    // Read by scripts/check-bundle-budget.ts (npm run check:bundle) to size what each route loads first.
    manifest: true,
    rolldownOptions: {
      // Our modules only declare things (components, hooks, endpoints, zod schemas); none is imported
      // for what it does on load, except CSS (not matched here). Declaring that lets the bundler drop
      // what a feature's index.ts re-exports but the importing page never uses, instead of keeping
      // every module with a top-level call (injectEndpoints, z.object) in the importer's chunk.
      treeshake: {
        moduleSideEffects: (id: string) =>
          (OWN_SOURCE.test(id) && !id.includes('node_modules')) || PURE_VENDOR.test(id) ? false : undefined,
      },
      output: {
        // The server build (app/server-render.tsx, scripts/build-renderer.ts) is one file: nothing to cache.
        codeSplitting: isSsrBuild
          ? false
          : {
              // Vendor code changes less often than ours: separate chunks stay cached across deploys.
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
                // Not the charts' copies (isolateChartState) nor recharts' own pinned reselect: only the AI tools' charts use them.
                { name: 'redux', test: /^(?!.*([\\/]recharts[\\/]node_modules[\\/]|\?chart-copy$)).*node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/, priority: 20 },
                // Schemas load with the forms and pages that validate, not with a tier's chunk: a public page's
                // form (sign-in, contact) fetching its rules must not pull the signed-in frame's chunk for zod.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 25 },
                // What every page, every signed-in page or both first screens need, in one chunk each
                // (chunk-tiers.ts; the second of scripts/build-renderer.ts's two builds).
                ...(chunkPass === 'apply' ? chunkTierGroups(10) : []),
              ],
            },
      },
    },
    chunkSizeWarningLimit: 1200,
    modulePreload: {
      // The entry's import of boot preloads the chunks every page runs on (runtime, react, redux, app,
      // entry-shared). Every later import listing them (and the site tier) again only makes the first
      // screen's preload table longer: they are loaded (or loading) by then.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)index-[\w-]{8}\.js$/.test(hostId) ? deps : deps.filter((dep) => !FIRST_LOAD.test(dep))),
    },
  },
}));
