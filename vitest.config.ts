import { fileURLToPath } from 'node:url';
import { globSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Projects: `unit` (pure logic everywhere), `component` (renderer components in jsdom), `packaging` (the desktop bundle) and `api` (real HTTP against a real database;
 * TEST_DB=sqlite|mysql picks the engine, the same suite runs on both).
 *
 * Test files share their worker's modules (`isolate: false`): importing the backend, antd or jsdom afresh for every
 * file was most of the processor time of these layers (API 290 s against 140 s, component 265 s against 85 s on this
 * machine). A file that replaces a module (`vi.mock`) needs a module graph of its own, or the replacement would leak
 * into the files after it, or miss a module an earlier file loaded: such files run in a `<layer>-mocks` project,
 * each file isolated as before. The split is read from the files themselves, so no list needs keeping.
 */
const UNIT = ['shared/**/*.test.ts', 'backend/**/*.test.ts', 'renderer/src/**/*.test.ts', 'renderer/*.test.ts', 'desktop/src/**/*.test.ts', 'scripts/**/*.test.ts'];
const UNIT_EXCLUDED = ['**/*.api.test.ts', '**/node_modules/**', 'desktop/packaging.test.ts'];
const COMPONENT = ['renderer/src/**/*.test.tsx'];
const API = ['backend/**/*.api.test.ts'];

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

type ProjectSettings = Omit<NonNullable<TestProjectInlineConfiguration['test']>, 'name' | 'include' | 'exclude'>;

/** A layer's project, its files sharing modules, and beside it the `-mocks` project of its files that replace a module. */
function layer(name: string, include: string[], exclude: string[], settings: ProjectSettings): TestProjectInlineConfiguration[] {
  const mocking = globSync(include, { exclude: ['**/node_modules/**', ...exclude] }).filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')));
  const shared = { test: { name, include, exclude: [...exclude, ...mocking], ...settings, isolate: false } };
  // An empty `include` would mean Vitest's default pattern: the `-mocks` project exists only while it has files.
  return mocking.length ? [shared, { test: { name: `${name}-mocks`, include: mocking, ...settings } }] : [shared];
}

// A file's first antd render in jsdom (styles, lazy chunks) takes seconds on a 2-core machine, and
// `npm test` runs this layer niced beside the browser suite, where a form test can take ten times as long.
const componentSettings: ProjectSettings = {
  environment: 'jsdom',
  setupFiles: ['renderer/src/test-support/component-setup.ts'],
  testTimeout: 60_000,
  // Packages with a browser build under package.json's `browser` field (which Node resolution skips): the one a browser gets.
  alias: [
    { find: 'tus-js-client', replacement: fileURLToPath(new URL('node_modules/tus-js-client/lib.esm/browser/index.js', import.meta.url)) },
    // The build makes antd's stylesheets (renderer/static-antd-css.ts); components that import one get an empty stand-in.
    { find: /^virtual:antd-css\/.*$/, replacement: fileURLToPath(new URL('renderer/src/test-support/antd-css-stub.css', import.meta.url)) },
  ],
};

const apiSettings: ProjectSettings = {
  environment: 'node',
  globalSetup: ['backend/src/test-support/api-test-templates.ts'],
  testTimeout: 30_000,
  // Some files start server processes in their set-up (two for the scale-out ones), each allowed 90 s to get ready.
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      ...layer('unit', UNIT, UNIT_EXCLUDED, { environment: 'node' }),
      // The renderer's components in jsdom with Testing Library: forms, states and cache logic that need no server.
      ...layer('component', COMPONENT, [], componentSettings),
      // Needs `npm run build:desktop` first (npm test runs it after the renderer build).
      // electron-builder's schema check loads its whole validator: seconds alone, more beside the other suites.
      { test: { name: 'packaging', include: ['desktop/packaging.test.ts'], environment: 'node', testTimeout: 30_000 } },
      ...layer('api', API, [], apiSettings),
    ],
  },
});
