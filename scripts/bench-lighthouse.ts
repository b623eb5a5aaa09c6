/**
 * `npm run bench:lighthouse`: Lighthouse (its default mobile preset: a mid-range phone, simulated
 * slow 4G and 4x CPU slowdown) on the public pages of the production build, served by a production
 * server started here on demo data. Each page is measured `--runs` times (default 3) in a fresh
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium); the table has the median score of each
 * category and the median FCP, Speed Index, LCP, TBT and CLS. A measurement, not a test: it never fails on a score.
 *
 *   npm run bench:lighthouse -- --paths /,/pricing --runs 5 [--save dir]   (--save keeps every run's report as JSON)
 *   npm run bench:lighthouse -- --user maya.chen [--paths /dashboard]      (signed in as that demo member; default
 *                                                                            paths /dashboard, /messages, /partners)
 *   npm run bench:lighthouse -- --cpu-slowdown 10                          (a slower phone, or this machine on a slow
 *                                                                            day: the preset's 4 scaled by 2,600 / the
 *                                                                            slower day's benchmark index)
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../backend/src/db/seed/demo-data.ts';
import { freePort } from '../backend/src/test-support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    paths: { type: 'string' },
    save: { type: 'string' },
    // A demo member (the part before @demo.hardwarehub.dev): the pages are measured signed in as them.
    user: { type: 'string' },
    // The simulated CPU slowdown (the preset's is 4).
    'cpu-slowdown': { type: 'string' },
  },
});
const CPU_SLOWDOWN = args['cpu-slowdown'] === undefined ? undefined : Number(args['cpu-slowdown']);
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown must be a number of at least 1');
const RUNS = Number(args.runs);
const root = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The first entry of a content collection (renderer/content/<collection>/<slug>.md). */
const firstSlug = (collection: string) => readdirSync(path.join(root, 'renderer/content', collection)).filter((f) => f.endsWith('.md')).sort()[0]!.slice(0, -3);

function runOrThrow(command: string, argv: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} exited with ${code}`))));
  });
}

/** The performance metrics the table shows, by their Lighthouse audit ids. */
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['SI', 'speed-index'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
] as const;

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metricsMs: number[];
  cls: number;
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

async function measure(url: string, saveAs?: string, cookie?: string): Promise<{ scores: Record<string, number>; metricsMs: number[]; cls: number; failed: string[]; benchmarkIndex: number }> {
  // A fresh browser per run: nothing cached from the page's previous run.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}), ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]));
    // The audits that cost a category points (besides the performance metrics), for the reader to fix.
    const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}: ${ref.id}`),
    );
    if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
    return {
      scores,
      metricsMs: METRICS.map(([, id]) => lhr.audits[id]?.numericValue ?? NaN),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      failed,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `node backend/src/main.ts` on a free port; resolves once it answers. A production start fills the
 * empty database with the demo world first (its listings' pictures included): up to minutes on a busy machine.
 */
async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'backend/src/main.ts')], { cwd: root, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (await fetch(`${url}/api/user`).then((r) => r.status === 401, () => false)) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a demo member in through the API; the cookies their browser would then send, as one Cookie header. */
async function signIn(origin: string, user: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${user}@demo.hardwarehub.dev`, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in as ${user}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

async function main() {
  // The build the server will serve (RENDERER_DIST, as the server reads it): built first when missing.
  const dist = path.resolve(root, process.env.RENDERER_DIST ?? 'renderer/dist');
  if (!existsSync(path.join(dist, 'index.html'))) await runOrThrow('npm', ['run', '--silent', 'build:renderer']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-bench-lighthouse-'));
  // Production as deployed (compressed, cached assets), on demo data; mails kept as files, and the
  // cookie not Secure on plain http.
  const server = await startServer({
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    MAIL_OUTBOX: 'true',
    COOKIE_SECURE: 'false',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-lighthouse-secret-bench-lighthouse-0123',
  });
  // APP_URL defaults to http://localhost:<port>: pages are measured at the address they name as canonical.
  const origin = server.url.replace('127.0.0.1', 'localhost');
  try {
    const products = (await (await fetch(`${origin}/api/products?limit=1`)).json()) as { items?: { id: number }[] };
    const productId = products.items?.[0]?.id;
    const allPaths = [
      '/',
      '/pricing',
      '/marketplace',
      ...(productId ? [`/marketplace/${productId}`] : []),
      '/blog',
      `/blog/${firstSlug('blog')}`,
      '/resources',
      `/resources/${firstSlug('resources')}`,
      '/events',
      `/events/${firstSlug('events')}`,
      '/about',
      '/enterprise',
      '/support',
      '/contact',
      '/privacy',
      '/terms',
      '/cookies',
      '/auth',
    ];
    const cookie = args.user ? await signIn(origin, args.user) : undefined;
    const signedInPaths = ['/dashboard', '/messages', '/partners'];
    const wanted = args.paths?.split(',').map((p) => p.replace(':product', String(productId)).replace(':post', firstSlug('blog')));
    const paths = wanted ?? (cookie ? signedInPaths : allPaths);
    // One unmeasured load per page warms the server (first query plans, file reads, the render's JIT).
    for (const p of paths) await fetch(`${origin}${p}`, { headers: cookie ? { cookie } : {} }).then((r) => r.text());

    if (args.save) mkdirSync(args.save, { recursive: true });
    const rows: Row[] = [];
    const failures = new Map<string, Set<string>>();
    const benchmarkIndexes: number[] = [];
    for (const p of paths) {
      const runs: Awaited<ReturnType<typeof measure>>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const saveAs = args.save && path.join(args.save, `${p.replaceAll('/', '_') || '_'}-${i + 1}.json`);
        runs.push(await measure(`${origin}${p}`, saveAs, cookie));
        process.stderr.write('.');
      }
      rows.push({
        path: p,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]!))])) as Row['scores'],
        metricsMs: METRICS.map((_, m) => median(runs.map((run) => run.metricsMs[m]!))),
        cls: median(runs.map((run) => run.cls)),
      });
      benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
      const failed = new Set(runs.flatMap((run) => run.failed));
      if (failed.size > 0) failures.set(p, failed);
    }
    process.stderr.write('\n');

    console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset${CPU_SLOWDOWN ? ` with a ${CPU_SLOWDOWN}x CPU slowdown` : ''}, production build on demo data${args.user ? `, signed in as ${args.user}` : ''}, median of ${RUNS} runs:\n`);
    const metricHeads = METRICS.map(([label]) => label.padStart(9)).join('');
    console.log(`${'page'.padEnd(44)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${metricHeads}${'CLS'.padStart(8)}`);
    for (const r of rows) {
      const cells = CATEGORIES.map((id) => String(r.scores[id]).padStart(6)).join('');
      const metrics = r.metricsMs.map((ms, m) => (METRICS[m]![0] === 'TBT' ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`).padStart(9)).join('');
      console.log(`${r.path.padEnd(44)}${cells}${metrics}${r.cls.toFixed(3).padStart(8)}`);
    }
    // The preset's 4x CPU slowdown stands for a mid-range phone only on a machine as fast as the one
    // Lighthouse calibrated it on (a benchmark index of about 1500 or more): a slower or busy machine
    // scores lower for the same page. Compare pages measured in the same run.
    console.log(`\nThis machine's CPU benchmark index (Lighthouse's own): median ${Math.round(median(benchmarkIndexes))}, range ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}.`);
    if (failures.size > 0) {
      console.log('\nAudits that cost points (in any run):');
      for (const [p, failed] of failures) console.log(`  ${p}: ${[...failed].join(', ')}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
