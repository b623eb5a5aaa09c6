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

/**
 * Zones inside backend/src, bottom to top:
 *   db/, domain/    the floor: db/models/ (the Objection models, one file each, their relations along foreign
 *   and http/       keys only, so no model imports one that imports it back), queries and the database; the
 *                   domain errors services throw and their mapping to socket error frames; access rules,
 *                   requireUser, HTTP-only errors, sessions, rate limits, the process channel. Imports
 *                   packages, shared/, the floor and the top-level helpers (config.ts, clock.ts, app-context.ts);
 *                   no module. db/seed/ and the db CLIs are tools above the modules.
 *   db/migrations/  frozen: a migration imports its siblings, shared/ and packages, never live code (it copies
 *                   what it needs), so a later change to the code cannot change what an old migration did.
 *   modules/<m>/    one domain: routes, services, serializers. Uses the floor, the helpers and another module
 *                   only through its public `index.ts`; never realtime/, static/, app.ts or main.ts.
 *   the rest        app.ts, main.ts, realtime/, static/, db/seed/, test-support/, bench/ and the tests outside a
 *                   module: a module through its index.ts only.
 * Relative specifiers are matched by regex (no resolver), so a folder inside a module must not be named after
 * another module. Exported for scripts/import-boundaries.test.ts.
 */
export const BACKEND_MODULES = readdirSync(new URL('./backend/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const backendLayer = importBoundaries.find((boundary) => boundary.layer === 'backend');
const backendLayerPatterns = [{ regex: segmentRegex(backendLayer.forbidden), message: backendLayer.message }];
const moduleInternals = {
  regex: '(^|/)modules/[^/]+/(?!index\\.ts$)',
  message: 'Use a backend module only through its index.ts; export the piece there, or move it down to db/, domain/ or http/.',
};
const aboveTheModules = (names) => [
  { regex: `^(\\.\\./)+(${names.join('|')})(/|$)`, message: `backend modules and the floor must not import ${names.join('/, ')}/, which sit above them.` },
  { regex: '^(\\.\\./)+(app|main)\\.ts$', message: 'backend modules and the floor must not import app.ts or main.ts.' },
];

export const backendZones = [
  { files: ['backend/**/*.{ts,tsx,js,mjs,cjs}'], patterns: [moduleInternals] },
  {
    files: ['backend/src/db/**/*.ts', 'backend/src/domain/**/*.ts', 'backend/src/http/**/*.ts'],
    ignores: ['**/*.test.ts', 'backend/src/db/seed/**', 'backend/src/db/seed-cli.ts', 'backend/src/db/migrate-cli.ts', 'backend/src/db/migrations/**'],
    patterns: [
      { regex: '^(\\.\\./)+modules(/|$)', message: 'db/, domain/ and http/ are the floor: they must not import a module; what they need belongs in the floor.' },
      ...aboveTheModules(['realtime', 'static', 'test-support']),
    ],
  },
  {
    files: ['backend/src/db/migrations/**/*.ts'],
    patterns: [{ regex: '^\\.\\./', message: 'A migration never imports live code: copy what it needs into the migration, or write it as SQL.' }],
  },
  ...BACKEND_MODULES.flatMap((name) => {
    const others = BACKEND_MODULES.filter((other) => other !== name);
    const otherInternals = {
      regex: `^(\\.\\./)+(modules/)?(${others.join('|')})/(?!index\\.ts$)`,
      message: `modules/${name} may use another module only through its index.ts; export the piece there, or move it down to db/, domain/ or http/.`,
    };
    return [
      { files: [`backend/src/modules/${name}/**/*.ts`], ignores: ['**/*.test.ts'], patterns: [otherInternals, ...aboveTheModules(['realtime', 'static', 'test-support'])] },
      // A module's tests start servers and sign members up with test-support/.
      { files: [`backend/src/modules/${name}/**/*.test.ts`], patterns: [otherInternals, ...aboveTheModules(['realtime', 'static'])] },
    ];
  }),
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
  {
    // Code a page runs: the first toLocale* call a page makes loads the browser's locale data, about
    // 13 ms of main thread at full speed (50 on a mid-range phone), for commas and month names that
    // shared/format/ writes without it.
    files: ['shared/**/*.ts', 'renderer/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/*.e2e-*.ts'],
    rules: {
      'no-restricted-properties': ['error', ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
        property,
        message: "Use shared/format/ (numbers.ts, dates.ts): the first Intl formatting on a page costs a phone tens of milliseconds.",
      }))],
    },
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
  // The same for the backend's zones, later ones the more specific.
  ...backendZones.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns: [...backendLayerPatterns, ...patterns] }] },
  })),
]);
