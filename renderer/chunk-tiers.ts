import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/*
 * Fewer, larger chunks for what every page of a kind needs.
 *
 * Left alone, the bundler gives every distinct set of pages sharing a module a chunk of its own:
 * 148 JavaScript files, of which /dashboard needed 75 on its first load. Over HTTP/1.1 (six
 * connections per host) they queued for seconds. Here the shared chunks a tier's roots load
 * anyway are merged into one chunk per tier; what one page, or a few pages, alone use (editors,
 * charts, payment forms) keeps the bundler's own per-page chunking.
 *
 * - `app`: what app/boot.tsx loads (React's tree, store, router, theme): every page.
 * - `site`: what the home page and the auth page load: a visitor's two first screens.
 * - `article`: what a blog post or a resource loads (a shared link's landing page).
 * - `product`: what a product page loads beyond that (the other landing page of shared links).
 * - `pricing`: what the pricing page shares with checkout.
 * - `marketplace`: what the marketplace (a visitor's usual next page) shares with the pages after it.
 * - `signed-in`: what the signed-in frame (guard and app layout) loads: every signed-in page.
 *
 * Which modules those are is known only after tree-shaking (a feature's index.ts re-exports more
 * than its importers use), so the build runs twice (scripts/build-renderer.ts): the first build
 * records, per module, the tier whose shared chunks hold it; the second puts each tier's modules
 * in one chunk. A module of several tiers goes to the first (so the first screens never load the
 * signed-in frame's chunk). The landing pages' tiers go from the lightest page to the heaviest: each
 * loads the tiers before its own, never the heavier pages' code.
 */

export interface ChunkTier {
  name: string;
  /** Module ids (paths) of the tier's roots: the lazily imported modules that define it. */
  roots: RegExp;
}

export const CHUNK_TIERS: readonly ChunkTier[] = [
  { name: 'app', roots: /[\\/]renderer[\\/]src[\\/]app[\\/]boot\.tsx$/ },
  { name: 'site', roots: /[\\/]renderer[\\/]src[\\/]features[\\/](home[\\/]home-page|auth[\\/]auth-page|shell[\\/]site-layout|shell[\\/]auth-layout)\.tsx$/ },
  // A blog post or resource, where shared links and searches land: what it shares with the marketplace and
  // the signed-in frame (typography, tags, the not-found page) in a small chunk of its own, so an article
  // loads neither of their chunks.
  { name: 'article', roots: /[\\/]renderer[\\/]src[\\/]features[\\/]site[\\/]article-pages\.ts$/ },
  // A product page, where a shared listing link lands: what it shares with the marketplace (cards, tags,
  // the listing's API) in a chunk of its own, without the listing's search, filters and paging.
  { name: 'product', roots: /[\\/]renderer[\\/]src[\\/]features[\\/]marketplace[\\/]product-page\.tsx$/ },
  // The pricing page: what it shares with checkout and the signed-in frame (the plans, the plan cards).
  { name: 'pricing', roots: /[\\/]renderer[\\/]src[\\/]features[\\/]checkout[\\/]pricing-page\.tsx$/ },
  // The marketplace, a visitor's usual next page: what it shares with the signed-in frame (the search
  // toolbar's select, paging, the filters' controls) in a chunk of its own, so it does not load and run
  // the whole signed-in frame's chunk for a few of its modules.
  { name: 'marketplace', roots: /[\\/]renderer[\\/]src[\\/]features[\\/]marketplace[\\/]marketplace-page\.tsx$/ },
  { name: 'signed-in', roots: /[\\/]renderer[\\/]src[\\/](app[\\/]routing[\\/]require-auth|features[\\/]shell[\\/]app-layout)\.tsx$/ },
];

/** The chunk of modules the entry shares with the tiers (e.g. the API transport). */
const ENTRY_SHARED = 'entry-shared';

/** The entry (index.html's script), which must stay the entry chunk. */
const ENTRY_MODULE = /[\\/]renderer[\\/](index\.html|src[\\/]main\.tsx)$/;

/** Where the first build leaves its module -> tier map for the second. */
export const CHUNK_TIERS_FILE = path.resolve(import.meta.dirname, '../node_modules/.cache/hardwarehub-chunk-tiers.json');

function staticClosure(chunks: Map<string, OutputChunk>, start: readonly OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) queue.push(imported);
    }
  }
  return seen;
}

/**
 * From a build's output: module id -> tier for every module in a shared chunk (not a root's own
 * chunk, not the entry's) that a tier's roots import statically.
 */
export function tiersOfModules(bundle: OutputBundle, tiers: readonly ChunkTier[] = CHUNK_TIERS): Record<string, string> {
  const chunks = new Map(Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const all = [...chunks.values()];
  const entryClosure = staticClosure(chunks, all.filter((chunk) => chunk.isEntry));
  const rootsOf = (tier: ChunkTier) => all.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && tier.roots.test(chunk.facadeModuleId));
  // A root's own chunk stays as it is, whichever tier's closure it falls in (the signed-in frame
  // may import a module that the bundler placed in a first screen's chunk).
  const rootChunks = new Set(tiers.flatMap(rootsOf));
  const tierOf: Record<string, string> = {};
  // What the entry loads (but the entry module itself) gets a chunk of its own, above every tier: a
  // tier also captures its modules' dependencies, and the entry must not wait for a whole tier
  // because boot.tsx shares a module with it (the API transport).
  for (const chunk of entryClosure) {
    for (const id of chunk.moduleIds) if (!ENTRY_MODULE.test(id)) tierOf[id] = ENTRY_SHARED;
  }
  for (const tier of tiers) {
    for (const chunk of staticClosure(chunks, rootsOf(tier))) {
      if (entryClosure.has(chunk) || rootChunks.has(chunk)) continue;
      for (const id of chunk.moduleIds) tierOf[id] ??= tier.name;
    }
  }
  return tierOf;
}

/** First build: records the tiers (and writes nothing else: see scripts/build-renderer.ts). */
export function recordChunkTiers(file = CHUNK_TIERS_FILE): Plugin {
  return {
    name: 'hardwarehub:record-chunk-tiers',
    generateBundle(_options, bundle) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(tiersOfModules(bundle as unknown as OutputBundle)));
    },
  };
}

/**
 * Second build: one `codeSplitting` group per tier, each capturing its recorded modules. Earlier
 * tiers get higher priorities: a group also captures the dependencies of what it captures, and a
 * module the first screens share with the signed-in frame must land in `site`, not `signed-in`.
 * Without a record (a plain `vite build`) the groups capture nothing.
 */
export function chunkTierGroups(basePriority: number, file = CHUNK_TIERS_FILE, tiers: readonly ChunkTier[] = CHUNK_TIERS) {
  const tierOf: Record<string, string> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const names = [ENTRY_SHARED, ...tiers.map((tier) => tier.name)];
  return names.map((name, index) => ({ name, test: (id: string) => tierOf[id] === name, priority: basePriority + names.length - index }));
}
