/**
 * The browser suite's servers: one real server per Playwright worker, each on its own port with its
 * own copy of a database seeded once with the demo data (SQLite, embedded mail outbox). Workers
 * never share users, listings or mail, so tests run in parallel without touching each other, and a
 * worker restarted after a failure starts again from the seeded copy.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../backend/src/test-support/server-process.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * Everything a run writes about its servers lives here (removed at the start of a run). The Electron
 * smoke test, which `npm test` may run beside the browser suite, has a root of its own.
 */
export const E2E_DATA_ROOT = path.resolve(ROOT, process.env.E2E_DATA_ROOT ?? path.join('artifacts', 'e2e-data'));
const TEMPLATE_DIR = path.join(E2E_DATA_ROOT, 'seeded');
export const E2E_SESSION_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456';
/** The desktop-renderer project's stand-in for app://hardwarehub (allowed by itself). */
export const STAND_IN_ORIGIN = 'https://app.hardwarehub.test';

/** The server's environment: the caller's, less anything that would point it at shared state. */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: E2E_SESSION_SECRET,
    LOGIN_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_IP: '100000',
    SITE_FORM_LIMIT_PER_IP: '1000',
    SEED_DEMO_DATA: 'true',
    ALLOWED_ORIGINS: STAND_IN_ORIGIN,
    // One render thread per server: several servers share this machine's cores.
    SERVER_RENDER_THREADS: '1',
    // The browser tests look at what the server draws. On a machine running every suite at once a render can
    // outlast the production limit (1.5 s) and the page falls back to the app shell: right for a visitor (the
    // API tests cover it), but then a test would see the fallback instead of the page it checks.
    SERVER_RENDER_TIMEOUT_MS: '15000',
    ...extra,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PORT', 'APP_URL', 'UPLOADS_DIR', 'S3_BUCKET']) if (!(name in extra)) delete env[name];
  return env;
}

/** Seeds the demo world once per run (migrations, demo members, listings, pictures) for every worker to copy. */
export function seedTemplate(): void {
  rmSync(E2E_DATA_ROOT, { recursive: true, force: true });
  const seeded = spawnSync(process.execPath, ['backend/src/db/seed-cli.ts'], { cwd: ROOT, env: serverEnv(TEMPLATE_DIR), encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`Seeding the browser suite's database failed:\n${seeded.stdout}${seeded.stderr}`);
}

export interface E2EServer {
  url: string;
  /** DATA_DIR of this server: its SQLite file and mail outbox (for `npm run admin:create` and mail links). */
  dataDir: string;
  outboxDir: string;
  stop(): Promise<void>;
}

/** Starts a server on a copy of the seeded database and resolves once it answers. */
export async function startE2EServer(name: string): Promise<E2EServer> {
  const dataDir = path.join(E2E_DATA_ROOT, name);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ['backend/src/main.ts'], {
    cwd: ROOT,
    env: serverEnv(dataDir, { PORT: String(port), APP_URL: url }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The e2e server ${name} exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    const ready = await fetch(`${url}/api/clear-session`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The e2e server ${name} did not answer within 60 s:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      // A graceful stop takes well under a second with nothing in flight; never hang the run on it.
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
      log.end();
    },
  };
}

/** `npm run admin:create` against a server's database, the password piped in as an operator would. */
export function createAdmin(dataDir: string, options: { email: string; name: string; password: string }): { status: number | null; output: string } {
  const made = spawnSync(process.execPath, ['backend/src/modules/admin/create-admin-cli.ts', '--email', options.email, '--name', options.name], {
    cwd: ROOT,
    input: `${options.password}\n`,
    env: serverEnv(dataDir),
    encoding: 'utf8',
  });
  return { status: made.status, output: `${made.stdout}${made.stderr}` };
}
