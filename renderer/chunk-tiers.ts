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
 * - `site`: what the public pages' frame (header, footer) and the home page load: every public page.
 *   Not the auth page's forms (formik, antd's Form and Input): no other public page needs them.
 * - `public`: what the other public pages load, split by the set of pages that use each module:
 *   /pricing or a listing loads what it uses, not a whole tier's chunk for one module of it. On a
 *   phone, running a chunk's unused code costs more than the requests it saves (the signed-in pages,
 *   drawn by the server, load more files for it). Small sets are not merged: the bundler merges one
 *   into a neighbour, and with a 4 KB threshold /pricing loaded a third more script.
 * - `signed-in`: what the signed-in frame (guard and app layout) loads and no public page does:
 *   every signed-in page.
 *
 * Which modules those are is known only after tree-shaking (a feature's index.ts re-exports more
 * than its importers use), so the build runs twice (scripts/build-renderer.ts): the first build
 * records, per module, the tier whose shared chunks hold it; the second puts each tier's modules
 * in one chunk (the public tier's in one per set of pages). A module of several tiers goes to the
 * first (so a public page never loads the signed-in frame's chunk).
 */

export interface ChunkTier {
  name: string;
  /** Module ids (paths) of the tier's roots: the lazily imported modules that define it. */
  roots: RegExp;
  /** One chunk per set of pages that use the tier's modules, instead of one chunk. */
  split?: boolean;
}

/**
 * The public pages' modules (the lazy imports of the routes with `access: 'public'`; chunk-tiers.test.ts
 * checks the list against the route declarations).
 */
export const PUBLIC_PAGES =
  /[\\/]renderer[\\/]src[\\/]features[\\/](home[\\/]home-page|auth[\\/](auth|forgot-password|reset-password|email-verified)-page|checkout[\\/](pricing|paypal-test)-page|marketplace[\\/](marketplace|product)-page|site[\\/](content|form)-pages|legal[\\/](privacy|terms|cookies)-page)\.tsx?$/;

export const CHUNK_TIERS: readonly ChunkTier[] = [
  { name: 'app', roots: /[\\/]renderer[\\/]src[\\/]app[\\/]boot\.tsx$/ },
  { name: 'site', roots: /[\\/]renderer[\\/]src[\\/]features[\\/](home[\\/]home-page|shell[\\/]site-layout|shell[\\/]auth-layout)\.tsx$/ },
  { name: 'public', roots: PUBLIC_PAGES, split: true },
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
  const groups: { name: string; split?: ChunkTier['split'] }[] = [{ name: ENTRY_SHARED }, ...tiers];
  return groups.map(({ name, split }, index) => ({
    name,
    test: (id: string) => tierOf[id] === name,
    priority: basePriority + groups.length - index,
    ...(split && { entriesAware: true, entriesAwareMergeThreshold: 0 }),
  }));
}
