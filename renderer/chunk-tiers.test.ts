import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { chunkTierGroups, PUBLIC_PAGES, tiersOfModules, type ChunkTier } from './chunk-tiers.ts';

function chunk(fileName: string, fields: Partial<OutputChunk>): OutputChunk {
  return { type: 'chunk', fileName, isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], moduleIds: [], ...fields } as OutputChunk;
}

const tiers: ChunkTier[] = [
  { name: 'app', roots: /boot\.tsx$/ },
  { name: 'site', roots: /home-page\.tsx$/ },
  { name: 'public', roots: /pricing-page\.tsx$/, split: true },
  { name: 'signed-in', roots: /app-layout\.tsx$/ },
];

/*
 * entry (main.tsx, transport) -> dynamic boot -> shared-a (react-ish)
 * home-page -> shared-b (button) ; app-layout -> shared-b, shared-c (menu) ; app-layout also
 * imports home-page's own chunk (the bundler placed a shared module there). A public page
 * (pricing-page) shares shared-d (an icon) with app-layout.
 */
const bundle = Object.fromEntries(
  [
    chunk('index.js', { isEntry: true, facadeModuleId: '/r/renderer/index.html', moduleIds: ['/r/renderer/src/main.tsx', '/r/src/transport.ts'], imports: ['entry-dep.js'] }),
    chunk('entry-dep.js', { moduleIds: ['/r/src/constants.ts'] }),
    chunk('boot.js', { isDynamicEntry: true, facadeModuleId: '/r/src/boot.tsx', moduleIds: ['/r/src/boot.tsx'], imports: ['shared-a.js', 'index.js'] }),
    chunk('shared-a.js', { moduleIds: ['/nm/react.js', '/nm/antd-config.js'] }),
    chunk('home.js', { isDynamicEntry: true, facadeModuleId: '/r/src/home-page.tsx', moduleIds: ['/r/src/home-page.tsx', '/r/src/hero.tsx'], imports: ['shared-b.js'] }),
    chunk('shared-b.js', { moduleIds: ['/nm/button.js'] }),
    chunk('layout.js', { isDynamicEntry: true, facadeModuleId: '/r/src/app-layout.tsx', moduleIds: ['/r/src/app-layout.tsx'], imports: ['shared-b.js', 'shared-c.js', 'shared-d.js', 'home.js'] }),
    chunk('shared-c.js', { moduleIds: ['/nm/menu.js'] }),
    chunk('pricing.js', { isDynamicEntry: true, facadeModuleId: '/r/src/pricing-page.tsx', moduleIds: ['/r/src/pricing-page.tsx'], imports: ['shared-d.js'] }),
    chunk('shared-d.js', { moduleIds: ['/nm/icon.js'] }),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

describe('tiersOfModules', () => {
  const tierOf = tiersOfModules(bundle, tiers);

  it("gives each shared chunk's modules to the first tier that loads them", () => {
    expect(tierOf['/nm/react.js']).toBe('app');
    expect(tierOf['/nm/antd-config.js']).toBe('app');
    expect(tierOf['/nm/button.js']).toBe('site');
    expect(tierOf['/nm/menu.js']).toBe('signed-in');
  });

  it('gives what a public page shares with the signed-in frame to the public tier, above the frame', () => {
    expect(tierOf['/nm/icon.js']).toBe('public');
  });

  it('leaves the roots and what only they hold in their own chunks', () => {
    for (const id of ['/r/src/boot.tsx', '/r/src/home-page.tsx', '/r/src/hero.tsx', '/r/src/app-layout.tsx']) expect(tierOf[id], id).toBeUndefined();
  });

  it('keeps the entry module the entry, and what else it loads in a chunk above every tier', () => {
    expect(tierOf['/r/renderer/src/main.tsx']).toBeUndefined();
    expect(tierOf['/r/src/transport.ts']).toBe('entry-shared');
    expect(tierOf['/r/src/constants.ts']).toBe('entry-shared');
  });

  it('turns the record into groups, the entry-shared one first and each tier above the next', () => {
    const groups = chunkTierGroups(10, '/nonexistent/record.json', tiers);
    expect(groups.map((g) => g.name)).toEqual(['entry-shared', 'app', 'site', 'public', 'signed-in']);
    expect(groups.map((g) => g.priority)).toEqual([15, 14, 13, 12, 11]);
    // The split tier: one chunk per set of pages that load its modules.
    expect(groups.filter((g) => 'entriesAware' in g).map((g) => g.name)).toEqual(['public']);
    // Without a record, no module is captured.
    expect(groups.some((g) => g.test('/nm/react.js'))).toBe(false);
  });
});

describe('PUBLIC_PAGES', () => {
  /** Each public route's page module, read from the features' route declarations (their `load`'s import). */
  function publicPageModules(): string[] {
    const featuresDir = path.join(import.meta.dirname, 'src/features');
    const modules: string[] = [];
    for (const feature of readdirSync(featuresDir)) {
      const file = path.join(featuresDir, feature, 'routes.ts');
      if (!existsSync(file)) continue;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      // `const content = () => import('./content-pages.ts')`: loaders that go through a helper.
      const helpers = new Map<string, string>();
      const importIn = (node: ts.Node): string | undefined => {
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]!)) return node.arguments[0].text;
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) return helpers.get(node.expression.text);
        return ts.forEachChild(node, importIn);
      };
      const visit = (node: ts.Node): void => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isArrowFunction(node.initializer)) {
          const target = importIn(node.initializer);
          if (target) helpers.set(node.name.text, target);
        }
        if (ts.isObjectLiteralExpression(node)) {
          const property = (name: string) => node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
          const access = property('access')?.initializer;
          const load = property('load')?.initializer;
          if (access && ts.isStringLiteral(access) && access.text === 'public' && load) {
            const target = importIn(load);
            expect(target, `${file}: a public route whose page module cannot be read`).toBeDefined();
            modules.push(path.resolve(path.dirname(file), target!));
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return modules;
  }

  it('names the page module of every public route', () => {
    const modules = publicPageModules();
    expect(modules.length).toBeGreaterThan(15);
    for (const id of modules) expect(PUBLIC_PAGES.test(id), id).toBe(true);
  });
});
