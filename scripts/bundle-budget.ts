/**
 * The pure part of `npm run check:bundle`: which files a route downloads first, read
 * from Vite's build manifest, and whether they fit the budget. No file system here, so it is tested
 * with hand-made manifests (bundle-budget.test.ts).
 */

/** One entry of renderer/dist/.vite/manifest.json (only the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  /** The URL, for the table. */
  path: string;
  /** Manifest keys of the modules the route lazy-loads on a first visit (page, layout). */
  modules: string[];
}

export interface BudgetLimits {
  /** Entry plus the route's lazy chunks, each with its static imports, gzip bytes. */
  initialBytes: number;
  /** Any lazily loaded chunk on its own (the route's "own chunk"), gzip bytes. */
  routeChunkBytes: number;
}

export interface BudgetReport {
  routes: { path: string; files: { file: string; bytes: number }[]; total: number; ok: boolean }[];
  routeChunks: { key: string; file: string; bytes: number; ok: boolean }[];
  failures: string[];
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry in the manifest, found ${keys.length}`);
  return keys[0]!;
}

/**
 * The given chunks and everything they import statically, transitively (dynamic imports excluded),
 * each after what it imports: the order the browser ends up with their stylesheets in (a chunk's
 * CSS is linked after its imports' CSS), which a page's first-paint CSS must keep, or a rule of an
 * import outranks the page's own rule of the same weight until the app has the page.
 */
export function staticClosureChunks(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    ordered.push(key);
  };
  keys.forEach(visit);
  return ordered.map((key) => manifest[key]!);
}

/** staticClosureChunks as JavaScript output files. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  return [...new Set(staticClosureChunks(manifest, keys).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
}

/** Sizes every route's first-visit JavaScript and every lazily loaded chunk against the limits. */
export function evaluateBudget(manifest: Manifest, routes: RouteBudget[], limits: BudgetLimits, gzipBytes: (file: string) => number): BudgetReport {
  const failures: string[] = [];
  const entry = entryKey(manifest);
  const report: BudgetReport = { routes: [], routeChunks: [], failures };

  for (const route of routes) {
    const files = staticClosure(manifest, [entry, ...route.modules])
      .map((file) => ({ file, bytes: gzipBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    const ok = total <= limits.initialBytes;
    if (!ok) failures.push(`${route.path}: initial JavaScript ${kb(total)} gzip is over ${kb(limits.initialBytes)}`);
    report.routes.push({ path: route.path, files, total, ok });
  }

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const bytes = gzipBytes(chunk.file);
    const ok = bytes <= limits.routeChunkBytes;
    if (!ok) failures.push(`${key}: lazy chunk ${chunk.file} is ${kb(bytes)} gzip, over ${kb(limits.routeChunkBytes)}`);
    report.routeChunks.push({ key, file: chunk.file, bytes, ok });
  }
  report.routeChunks.sort((a, b) => b.bytes - a.bytes);
  return report;
}

/** Kilobytes as the budget states them (1 KB = 1024 bytes), one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport(report: BudgetReport, limits: BudgetLimits, largest = 8): string {
  const lines: string[] = [];
  for (const route of report.routes) {
    lines.push(`${route.path}: initial JavaScript ${kb(route.total)} gzip (budget ${kb(limits.initialBytes)}) ${route.ok ? 'ok' : 'OVER'}`);
    for (const f of route.files) lines.push(`  ${kb(f.bytes).padStart(10)}  ${f.file}`);
  }
  lines.push(`lazy chunks (budget ${kb(limits.routeChunkBytes)} gzip each), largest first:`);
  for (const c of report.routeChunks.slice(0, largest)) lines.push(`  ${kb(c.bytes).padStart(10)}  ${c.file}  (${c.key})${c.ok ? '' : '  OVER'}`);
  if (report.routeChunks.length > largest) lines.push(`  ... and ${report.routeChunks.length - largest} smaller`);
  return lines.join('\n');
}
