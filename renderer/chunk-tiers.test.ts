import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkTierGroups, tiersOfModules, type ChunkTier } from './chunk-tiers.ts';

function chunk(fileName: string, fields: Partial<OutputChunk>): OutputChunk {
  return { type: 'chunk', fileName, isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], moduleIds: [], ...fields } as OutputChunk;
}

const tiers: ChunkTier[] = [
  { name: 'app', roots: /boot\.tsx$/ },
  { name: 'site', roots: /home-page\.tsx$/ },
  { name: 'signed-in', roots: /app-layout\.tsx$/ },
];

/*
 * entry (main.tsx, transport) -> dynamic boot -> shared-a (react-ish)
 * home-page -> shared-b (button) ; app-layout -> shared-b, shared-c (menu) ; app-layout also
 * imports home-page's own chunk (the bundler placed a shared module there).
 */
const bundle = Object.fromEntries(
  [
    chunk('index.js', { isEntry: true, facadeModuleId: '/r/renderer/index.html', moduleIds: ['/r/renderer/src/main.tsx', '/r/src/transport.ts'], imports: ['entry-dep.js'] }),
    chunk('entry-dep.js', { moduleIds: ['/r/src/constants.ts'] }),
    chunk('boot.js', { isDynamicEntry: true, facadeModuleId: '/r/src/boot.tsx', moduleIds: ['/r/src/boot.tsx'], imports: ['shared-a.js', 'index.js'] }),
    chunk('shared-a.js', { moduleIds: ['/nm/react.js', '/nm/antd-config.js'] }),
    chunk('home.js', { isDynamicEntry: true, facadeModuleId: '/r/src/home-page.tsx', moduleIds: ['/r/src/home-page.tsx', '/r/src/hero.tsx'], imports: ['shared-b.js'] }),
    chunk('shared-b.js', { moduleIds: ['/nm/button.js'] }),
    chunk('layout.js', { isDynamicEntry: true, facadeModuleId: '/r/src/app-layout.tsx', moduleIds: ['/r/src/app-layout.tsx'], imports: ['shared-b.js', 'shared-c.js', 'home.js'] }),
    chunk('shared-c.js', { moduleIds: ['/nm/menu.js'] }),
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
    expect(groups.map((g) => g.name)).toEqual(['entry-shared', 'app', 'site', 'signed-in']);
    expect(groups.map((g) => g.priority)).toEqual([14, 13, 12, 11]);
    // Without a record, no module is captured.
    expect(groups.some((g) => g.test('/nm/react.js'))).toBe(false);
  });
});
