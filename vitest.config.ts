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
function filesThatMock(include: string[]): string[] {
  return globSync(include, { exclude: (name) => name === 'node_modules' })
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))
    .sort();
}

const unitMocks = filesThatMock(UNIT).filter((file) => !file.endsWith('.api.test.ts') && file !== 'desktop/packaging.test.ts');
const componentMocks = filesThatMock(COMPONENT);
const apiMocks = filesThatMock(API);

type ProjectSettings = Omit<NonNullable<TestProjectInlineConfiguration['test']>, 'name' | 'include'>;

const componentSettings: ProjectSettings = {
  environment: 'jsdom',
  setupFiles: ['renderer/src/test-support/component-setup.ts'],
  // A file's first antd render in jsdom (styles, lazy chunks) takes seconds on a 2-core machine, and
  // `npm test` runs this layer niced beside the browser suite, where a form test can take ten times as long.
  testTimeout: 60_000,
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
      { test: { name: 'unit', include: UNIT, exclude: [...UNIT_EXCLUDED, ...unitMocks], environment: 'node', isolate: false } },
      // (An empty `include` would mean Vitest's default pattern: a `-mocks` project exists only while it has files.)
      ...(unitMocks.length ? [{ test: { name: 'unit-mocks', include: unitMocks, environment: 'node' } }] : []),
      // The renderer's components in jsdom with Testing Library: forms, states and cache logic that need no server.
      { test: { name: 'component', include: COMPONENT, exclude: componentMocks, ...componentSettings, isolate: false } },
      ...(componentMocks.length ? [{ test: { name: 'component-mocks', include: componentMocks, ...componentSettings } }] : []),
      // Needs `npm run build:desktop` first (npm test runs it after the renderer build).
      { test: { name: 'packaging', include: ['desktop/packaging.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: API, exclude: apiMocks, ...apiSettings, isolate: false } },
      ...(apiMocks.length ? [{ test: { name: 'api-mocks', include: apiMocks, ...apiSettings } }] : []),
    ],
  },
});
