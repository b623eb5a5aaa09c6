// ESLint flat config. Plain ESM JavaScript so it loads without a TypeScript loader.
// Syntax-level rules only (no type-aware linting): `npm run typecheck` covers types, this stays fast.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LAYERS = ['backend', 'renderer', 'desktop'];

/**
 * The architecture rule: backend/, renderer/ and desktop/ may import shared/ and packages, never each
 * other; shared/ imports none of them. ESLint's own no-restricted-imports with a regex on the import
 * path: any specifier with a path segment naming another layer ('../../backend/x.ts') is refused.
 * Static imports, `import type` and re-exports are covered. (So no folder inside shared/ may be named
 * after a layer.) (eslint-plugin-import-x would resolve
 * paths, but its native resolver's platform packages cannot be installed from this registry.)
 * Exported for scripts/import-boundaries.test.ts.
 */
export const importBoundaries = [
  ...LAYERS.map((layer) => ({
    layer,
    forbidden: LAYERS.filter((other) => other !== layer),
    message: `${layer}/ may import only shared/ and packages; move what both sides need to shared/.`,
  })),
  { layer: 'shared', forbidden: LAYERS, message: 'shared/ must not depend on backend/, renderer/ or desktop/.' },
];

const segmentRegex = (names) => `(^|/)(${names.join('|')})(/|$)`;

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'renderer/dist/',
    'desktop/dist/',
    'data/',
    'release/',
    'test-results/',
    'playwright-report/',
    'artifacts/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Node code: the server, Electron's main/preload, tooling and root config files.
    files: ['backend/**', 'desktop/**', 'scripts/**', 'shared/**', '*.{ts,js}', 'e2e-support/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**', 'desktop/src/preload.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Runs in Node: the Vite config and Playwright specs/helpers.
    files: ['renderer/vite.config.ts', 'renderer/**/*.e2e.ts', 'renderer/**/*.e2e-*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // .ts too: custom hooks often live in use*.ts files. Not Playwright files: a fixture's `use()`
    // callback would read as React's use() hook.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.e2e.ts', 'renderer/**/*.e2e-*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  ...importBoundaries.map(({ layer, forbidden, message }) => ({
    files: [`${layer}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: segmentRegex(forbidden), message }] }],
    },
  })),
]);
