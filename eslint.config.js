// ESLint flat config. Plain ESM JavaScript so it loads without a TypeScript loader.
// Syntax-level rules only (no type-aware linting): `npm run typecheck` covers types, this stays fast.
import { readdirSync } from 'node:fs';
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

/**
 * Layers inside renderer/src, bottom to top:
 *   lib/ and ui/  the floor: base API and transport, store and typed hooks, theme and route table,
 *                 presentational pieces. Imports packages, shared/ and the floor only.
 *   features/<f>/ one feature: endpoints injected into the base API, its slices, components, hooks
 *                 and the pages of the routes it owns. A page composes other features, but only
 *                 through their public `index.ts`; never another feature's internals, never app/.
 *   app/          the roof: router, store instance, providers. Imports a feature's `index.ts`, and
 *                 its `routes.ts`: loaders that import the feature's pages on demand (lazy routes).
 *                 Pages stay out of index.ts, so importing a feature never pulls in its pages.
 * What two features both need and neither owns moves down to lib/ or ui/.
 * Relative specifiers are matched by regex (no resolver, see below), so a folder inside a feature
 * must not be named after another feature. Exported for scripts/import-boundaries.test.ts.
 */
export const RENDERER_FEATURES = readdirSync(new URL('./renderer/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const rendererLayer = importBoundaries.find((boundary) => boundary.layer === 'renderer');
const rendererLayerPatterns = [{ regex: segmentRegex(rendererLayer.forbidden), message: rendererLayer.message }];

export const rendererZones = [
  ...RENDERER_FEATURES.map((feature) => {
    const others = RENDERER_FEATURES.filter((name) => name !== feature);
    return {
      files: [`renderer/src/features/${feature}/**/*.{ts,tsx}`],
      patterns: [
        {
          regex: `^(\\.\\./)+(features/)?(${others.join('|')})/(?!index\\.ts$)`,
          message: `features/${feature} may use another feature only through its index.ts; export the piece there, or move it down to lib/ or ui/.`,
        },
        { regex: '^(\\.\\./)+app(/|$)', message: 'features must not import app/ (the roof); what they need belongs in lib/.' },
      ],
    };
  }),
  {
    files: ['renderer/src/app/**/*.{ts,tsx}'],
    patterns: [
      {
        regex: '^(\\.\\./)+features/[^/]+/(?!(index|routes)\\.ts$)',
        message: "app/ uses a feature through its index.ts, and its routes.ts for the router's lazy pages.",
      },
    ],
  },
  {
    files: ['renderer/src/lib/**/*.{ts,tsx}', 'renderer/src/ui/**/*.{ts,tsx}'],
    patterns: [{ regex: '^(\\.\\./)+(features|app)(/|$)', message: 'lib/ and ui/ are the floor: they must not import features/ or app/.' }],
  },
];

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
  // A later config's no-restricted-imports replaces the earlier one's options, so each zone repeats
  // the renderer's layer pattern.
  ...rendererZones.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [...rendererLayerPatterns, ...patterns] }] },
  })),
]);
