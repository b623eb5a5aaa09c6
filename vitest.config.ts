import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (pure logic everywhere), `component` (renderer components in jsdom), `packaging` (the desktop bundle) and `api` (real HTTP against a real database;
 * TEST_DB=sqlite|mysql picks the engine, the same suite runs on both).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'backend/**/*.test.ts', 'renderer/src/**/*.test.ts', 'renderer/*.test.ts', 'desktop/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**', 'desktop/packaging.test.ts'],
          environment: 'node',
        },
      },
      {
        // The renderer's components in jsdom with Testing Library: forms, states and cache logic that need no server.
        test: {
          name: 'component',
          include: ['renderer/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['renderer/src/test-support/component-setup.ts'],
          // A file's first antd render in jsdom (styles, lazy chunks) takes seconds on a 2-core machine, and
          // `npm test` runs this layer niced beside the browser suite, where a form test can take ten times as long.
          testTimeout: 60_000,
        },
      },
      {
        // Needs `npm run build:desktop` first (npm test runs it after the renderer build).
        test: { name: 'packaging', include: ['desktop/packaging.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['backend/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['backend/src/test-support/api-test-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
