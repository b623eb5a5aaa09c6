/**
 * `npm test` (and `npm run test:quick`): every suite, run side by side where this machine has room,
 * each stage's output kept in artifacts/test-results/<stage>.log (a failing stage's tail is printed).
 * Ends with a table of each stage's count and time, the slowest tests, and every test that needed a
 * retry (a flaky test is a defect: it is named, never hidden).
 *
 * Stages and what each waits for:
 *   typecheck, lint, unit, component, api (SQLite), api (MySQL), renderer build
 *   bundle budget, desktop build               <- renderer build
 *   desktop packaging, desktop smoke           <- desktop build
 *   browser (Playwright)                       <- renderer build
 * `--quick`: typecheck, lint, unit, component and API on SQLite: the inner loop while developing.
 *
 * With CI=true nothing may be skipped: an unreachable MySQL or a missing Chromium fails the run.
 * Outside CI those two suites are skipped with a warning so `npm test` works on a bare laptop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { electronBinary } from '../e2e/electron-binary.ts';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const quick = process.argv.includes('--quick');
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'artifacts', 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Outcome = 'passed' | 'failed' | 'skipped';
interface StageResult {
  name: string;
  outcome: Outcome;
  /** Test counts, for the stages that run tests. */
  counts?: { passed: number; failed: number; skipped: number; flaky: number };
  note?: string;
  seconds: number;
  /** Processor time (user + system) of the stage and every process it waited for, where `time` can tell. */
  cpuSeconds?: number;
}

interface Stage {
  name: string;
  needs?: string[];
  /**
   * On the critical path (the renderer build and the browser suite, the longest stage): started as soon as
   * it is ready, at normal priority. Every other stage runs niced, as many at a time as `backgroundSlots` allows, in the time the
   * critical ones leave.
   */
  critical?: boolean;
  run(log: string): Promise<StageResult>;
}

interface TestTiming {
  layer: string;
  name: string;
  seconds: number;
}
const timings: TestTiming[] = [];
const flakyTests: string[] = [];

const slug = (name: string) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/** `nice` where the system has it: background stages yield the CPU to the critical ones. */
const niceCommand = process.platform === 'win32' ? null : spawnSync('sh', ['-c', 'command -v nice'], { encoding: 'utf8' }).stdout.trim() || null;

/**
 * GNU time, where installed: the processor time of a stage's processes that were waited for (Chromium's renderers
 * outlive their parent and are not counted, so the browser stage's figure is a floor).
 */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Runs a command with its output in `log`; resolves with its exit status and, where measurable, its processor time. */
function execute(command: string, args: string[], log: string, options: { env?: Record<string, string>; critical?: boolean } = {}): Promise<{ code: number; cpuSeconds?: number }> {
  return new Promise((resolve) => {
    const out = createWriteStream(log, { flags: 'a' });
    const cpuFile = `${log}.cpu`;
    let [file, argv] = [command, args];
    if (gnuTime) [file, argv] = [gnuTime, ['-f', '%U %S', '-o', cpuFile, file, ...argv]];
    // A mild nice: the background stages include tests with timings of their own (timeouts, drains, outages).
    if (!options.critical && niceCommand) [file, argv] = [niceCommand, ['-n', '5', file, ...argv]];
    const child = spawn(file, argv, { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('close', (code) =>
      out.end(() => {
        const times = existsSync(cpuFile) ? readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : [];
        const cpuSeconds = times.length === 2 && times.every(Number.isFinite) ? times[0]! + times[1]! : undefined;
        resolve({ code: code ?? 1, cpuSeconds });
      }),
    );
  });
}

function check(name: string, command: string, args: string[], options: { needs?: string[]; critical?: boolean } = {}): Stage {
  return {
    name,
    needs: options.needs,
    critical: options.critical,
    async run(log) {
      const started = Date.now();
      const { code, cpuSeconds } = await execute(command, args, log, { critical: options.critical });
      return { name, outcome: code === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000, cpuSeconds };
    },
  };
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  testResults?: Array<{ name: string; assertionResults: Array<{ fullName: string; duration?: number | null }> }>;
}

function vitestStage(name: string, project: string, options: { env?: Record<string, string>; needs?: string[]; workers?: number } = {}): Stage {
  return {
    name,
    needs: options.needs,
    async run(log) {
      const started = Date.now();
      const file = path.join(reports, `${slug(name)}.json`);
      // `<layer>*`: the layer's shared-module project and its isolated `-mocks` project (vitest.config.ts).
      const args = ['vitest', 'run', '--project', `${project}*`, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
      if (options.workers) args.push(`--maxWorkers=${options.workers}`);
      const { code, cpuSeconds } = await execute('npx', args, log, { env: options.env });
      const report: VitestReport = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      for (const suite of report.testResults ?? []) {
        for (const test of suite.assertionResults) {
          timings.push({ layer: name, name: `${path.relative(root, suite.name)} > ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 });
        }
      }
      const counts = { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? (code === 0 ? 0 : 1), skipped: report.numPendingTests ?? 0, flaky: 0 };
      // A suite that ran nothing is a failure, not a pass.
      const outcome = code === 0 && counts.passed > 0 ? 'passed' : 'failed';
      return { name, outcome, counts, seconds: (Date.now() - started) / 1000, cpuSeconds };
    },
  };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: Array<{ title: string; tests: Array<{ status: string; results: Array<{ duration: number; status: string }> }> }>;
  suites?: PlaywrightSuite[];
}

function browserStage(chrome: string): Stage {
  const name = 'browser (Playwright)';
  return {
    name,
    needs: ['renderer build'],
    critical: true,
    async run(log) {
      const started = Date.now();
      const file = path.join(reports, 'e2e.json');
      const { code, cpuSeconds } = await execute('npx', ['playwright', 'test', '--config', 'playwright.config.ts', '--reporter=list,json'], log, {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROME_PATH: chrome },
        critical: true,
      });
      const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      const walk = (suite: PlaywrightSuite, titles: string[]) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests) {
            const fullName = `${suite.file} > ${[...titles, spec.title].join(' > ')}`;
            const last = test.results.at(-1);
            if (last) timings.push({ layer: name, name: fullName, seconds: last.duration / 1000 });
            if (test.status === 'flaky') flakyTests.push(fullName);
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
      };
      for (const suite of (report.suites ?? []) as PlaywrightSuite[]) walk(suite, []);
      const stats = report.stats ?? {};
      const counts = { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? (code === 0 ? 0 : 1), skipped: stats.skipped ?? 0, flaky: stats.flaky ?? 0 };
      // A test that passed only on its retry counts as passed here, and is named below as a defect to fix.
      const outcome = code === 0 && counts.passed > 0 ? 'passed' : 'failed';
      return { name, outcome, counts, note: counts.flaky ? `${counts.flaky} flaky` : undefined, seconds: (Date.now() - started) / 1000, cpuSeconds };
    },
  };
}

function skippedStage(name: string, reason: string, needs?: string[], mandatory = ci): Stage {
  return {
    name,
    needs,
    critical: true,
    async run(log) {
      const out = createWriteStream(log);
      out.end(`${reason}\n`);
      return { name, outcome: mandatory ? 'failed' : 'skipped', note: reason, seconds: 0 };
    },
  };
}

async function mysqlReachable(url: string): Promise<boolean> {
  try {
    const u = new URL(url);
    const connection = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), connectTimeout: 3000 });
    await connection.query('SELECT 1');
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ the plan

/** The API suites spend much of their time waiting on the database and the network: each runs two files at once. */
const cores = availableParallelism();
/**
 * Background stages at a time: one per core, less one for each critical stage running (at least one). With one per
 * core beside the browser suite, on a slow day its servers starved and its longest journeys ran into their time
 * limit; once it is done, the stages still waiting get every core.
 */
const backgroundSlots = (criticalRunning: number) => Math.max(1, cores - criticalRunning);
const apiWorkers = Math.max(2, cores);
const mysqlUrl = process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306/test';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * In order of priority: the browser suite is the longest, so the build it needs goes first and both
 * are critical; the rest run niced beside them.
 */
const stages: Stage[] = quick
  ? [
      check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
      check('lint', 'npm', ['run', '--silent', 'lint']),
      vitestStage('unit', 'unit', { workers: cores }),
      vitestStage('component', 'component', { workers: cores }),
      vitestStage('api (SQLite)', 'api', { env: { TEST_DB: 'sqlite' }, workers: apiWorkers }),
    ]
  : [
      check('renderer build', 'npm', ['run', '--silent', 'build:renderer'], { critical: true }),
      existsSync(chrome) ? browserStage(chrome) : skippedStage('browser (Playwright)', `Chromium not found at ${chrome} (apt-get install chromium, or set CHROME_PATH)`, ['renderer build']),
      // Unit tests first, done before the browser suite starts: a few time real timeouts in milliseconds.
      vitestStage('unit', 'unit', { workers: cores }),
      check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
      check('lint', 'npm', ['run', '--silent', 'lint']),
      vitestStage('component', 'component', { workers: cores }),
      vitestStage('api (SQLite)', 'api', { env: { TEST_DB: 'sqlite' }, workers: apiWorkers }),
      (await mysqlReachable(mysqlUrl))
        ? vitestStage('api (MySQL)', 'api', { env: { TEST_DB: 'mysql', MYSQL_TEST_URL: mysqlUrl }, workers: apiWorkers })
        : skippedStage('api (MySQL)', `MySQL is not reachable at ${mysqlUrl} (set MYSQL_TEST_URL)`),
      // The first-screen JavaScript of / and /auth, read from the manifest this build wrote.
      check('bundle budget', 'node', ['scripts/check-bundle-budget.ts'], { needs: ['renderer build'] }),
      // The desktop app's bundle (shell + this renderer build) and its packaging configuration.
      check('desktop build', 'npm', ['run', '--silent', 'build:desktop'], { needs: ['renderer build'] }),
      vitestStage('desktop packaging', 'packaging', { needs: ['desktop build'] }),
      desktopSmokeStage(),
    ];

/**
 * The real desktop app, where Electron's binary was installed (npm ci cannot download it without
 * internet access); on Linux without a display it runs under xvfb-run. Otherwise skipped, saying why.
 */
function desktopSmokeStage(): Stage {
  const name = 'desktop smoke';
  const needs = ['desktop build'];
  if (!electronBinary()) return skippedStage(name, 'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD, or no download possible): see desktop/README.md', needs, false);
  const smoke = ['npm', 'run', '--silent', 'test:desktop-smoke'];
  if (process.platform !== 'linux' || process.env.DISPLAY) return check(name, smoke[0]!, smoke.slice(1), { needs });
  const xvfb = spawnSync('sh', ['-c', 'command -v xvfb-run'], { encoding: 'utf8' }).stdout.trim();
  if (!xvfb) return skippedStage(name, 'no display and no xvfb-run (apt-get install xvfb)', needs, false);
  return check(name, xvfb, ['-a', ...smoke], { needs });
}

// ------------------------------------------------------------------ the scheduler

/**
 * Starts stages in the order listed: a critical stage as soon as its dependencies have passed, the others
 * as soon as a core is free of background stages. A stage whose dependency failed is not run.
 */
async function runAll(plan: Stage[]): Promise<StageResult[]> {
  const results = new Map<string, StageResult>();
  const pending = [...plan];
  const running = new Map<string, Promise<void>>();
  let background = 0;
  let critical = 0;
  const runStart = Date.now();
  const clock = () => `${((Date.now() - runStart) / 1000).toFixed(0).padStart(4)} s`;

  while (pending.length || running.size) {
    for (const stage of [...pending]) {
      const needs = stage.needs ?? [];
      const failedNeeds = needs.filter((need) => results.get(need)?.outcome === 'failed');
      if (failedNeeds.length) {
        pending.splice(pending.indexOf(stage), 1);
        results.set(stage.name, { name: stage.name, outcome: 'failed', note: `not run: ${failedNeeds.join(', ')} failed`, seconds: 0 });
        continue;
      }
      if (!needs.every((need) => results.has(need))) continue;
      if (!stage.critical && background >= backgroundSlots(critical)) continue;
      if (stage.critical) critical += 1;
      else background += 1;
      pending.splice(pending.indexOf(stage), 1);
      const log = path.join(reports, `${slug(stage.name)}.log`);
      console.log(`${clock()}  start   ${stage.name}`);
      const finish = (result: StageResult) => {
        if (stage.critical) critical -= 1;
        else background -= 1;
        results.set(stage.name, result);
        running.delete(stage.name);
        console.log(`${clock()}  ${result.outcome.padEnd(7)} ${stage.name} (${result.seconds.toFixed(0)} s)${result.note ? `: ${result.note}` : ''}`);
        if (result.outcome === 'failed') {
          const lines = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n') : [];
          console.log(`\n----- ${stage.name}: last lines of ${path.relative(root, log)} -----\n${lines.slice(-150).join('\n')}\n-----\n`);
        }
      };
      running.set(
        stage.name,
        stage.run(log).then(finish, (error: unknown) => finish({ name: stage.name, outcome: 'failed', note: String(error), seconds: 0 })),
      );
    }
    if (running.size) await Promise.race(running.values());
  }
  return plan.map((stage) => results.get(stage.name)!);
}

const started = Date.now();
console.log(`${quick ? 'test:quick' : 'npm test'}: ${stages.map((s) => s.name).join(', ')}; logs in ${path.relative(root, reports)}/\n`);
const results = await runAll(stages);
const wall = (Date.now() - started) / 1000;

console.log('\n=== stages ===');
// `cpu`: processor seconds the stage's processes used (see `gnuTime`); on a machine this small the sum of this column, not
// any one stage, is what bounds the wall clock.
const cpuText = (seconds: number | undefined) => (seconds === undefined ? '' : `${seconds.toFixed(0).padStart(5)} s`);
console.log(`${'stage'.padEnd(22)} ${'result'.padEnd(7)} ${'tests'.padEnd(34)} ${'time'.padStart(6)} ${'cpu'.padStart(7)}`);
for (const r of results) {
  const counts = r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}` : '';
  console.log(`${r.name.padEnd(22)} ${r.outcome.padEnd(7)} ${counts.padEnd(34)} ${r.seconds.toFixed(0).padStart(4)} s ${cpuText(r.cpuSeconds).padStart(7)}${r.note ? `  (${r.note})` : ''}`);
}
const cpuTotal = results.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0);
console.log(`${'wall clock'.padEnd(22)} ${''.padEnd(7)} ${''.padEnd(34)} ${wall.toFixed(0).padStart(4)} s ${cpuText(cpuTotal).padStart(7)}`);

console.log('\n=== 15 slowest tests ===');
for (const t of [...timings].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) console.log(`${t.seconds.toFixed(1).padStart(6)} s  [${t.layer}] ${t.name}`);

if (flakyTests.length) {
  console.log('\n=== flaky: passed only on a retry (a defect to fix) ===');
  for (const name of flakyTests) console.log(`FLAKY  ${name}`);
}

const tested = results.filter((r) => r.counts);
const passed = tested.reduce((sum, r) => sum + r.counts!.passed, 0);
const failed = tested.reduce((sum, r) => sum + r.counts!.failed, 0) + results.filter((r) => !r.counts && r.outcome === 'failed').length;
const skipped = tested.reduce((sum, r) => sum + r.counts!.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.outcome !== 'failed') ? 0 : 1);
