import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';

/**
 * A MariaDB server of its own for a test or a chaos run: its own data directory under the temp dir and
 * its own loopback port, so stopping, killing or restarting it never touches the shared instance on
 * 3306. Root signs in without a password (mariadb-install-db's "normal" authentication), over TCP only.
 */
export interface OwnMariaDb {
  /** `mysql://root@127.0.0.1:<port>/hh`, for DATABASE_URL. */
  url: string;
  port: number;
  /** Clean shutdown (SIGTERM); resolves once the server has exited. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash; resolves once the server has exited. */
  kill(): Promise<void>;
  /** Starts it again on the same data directory and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes the data directory. */
  destroy(): Promise<void>;
}

const DATABASE = 'hh';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Small enough to start in a second or two next to other work on a small machine. */
const SERVER_OPTIONS = ['--innodb-buffer-pool-size=64M', '--innodb-log-file-size=16M', '--skip-log-bin', '--skip-name-resolve'];

/** Instances of this process still running, killed and removed if the process ends without destroy(). */
const live = new Set<{ child(): ChildProcess | undefined; dir: string }>();

function cleanUpSync(): void {
  for (const instance of live) {
    instance.child()?.kill('SIGKILL');
    rmSync(instance.dir, { recursive: true, force: true });
  }
  live.clear();
}

let exitHooksInstalled = false;
function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.once('exit', cleanUpSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      cleanUpSync();
      // Then die of the same signal, as the process would have without this handler.
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.once(signal, onSignal);
  }
}

/** The binary `names[0]` (or an older name for it) on PATH or in /usr/sbin, /usr/local/sbin. */
function findBinary(names: string[]): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/usr/local/mysql/bin'];
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  throw new Error(`${names[0]} was not found on PATH or in /usr/sbin: install the MariaDB server (e.g. apt-get install mariadb-server) to run this.`);
}

/**
 * A free loopback port below the kernel's ephemeral range: while the server is down for a restart, no
 * outgoing connection (not even the app's own reconnect attempts to this very port) can be given it.
 */
async function quietPort(): Promise<number> {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // not Linux: keep the usual default
  }
  const from = Math.min(20_000, low - 1000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (port === 3306) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free loopback port found for the MariaDB server');
}

const tail = (file: string, lines = 15) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Creates a data directory, starts MariaDB on it and creates the database `hh`. */
export async function startOwnMariaDb(): Promise<OwnMariaDb> {
  const mariadbd = findBinary(['mariadbd', 'mysqld']);
  const installDb = findBinary(['mariadb-install-db', 'mysql_install_db']);
  const dir = mkdtempSync(path.join(tmpdir(), 'hh-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const errorLog = path.join(dir, 'error.log');
  mkdirSync(dataDir);
  // As root, mariadbd refuses to run unless told which user to run as.
  const asUser = process.getuid?.() === 0 ? ['--user=root'] : [];
  let child: ChildProcess | undefined;
  const instance = { child: () => child, dir };
  live.add(instance);
  installExitHooks();

  const port = await quietPort();
  const url = `mysql://root@127.0.0.1:${port}/${DATABASE}`;

  const exited = (server: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
    });

  async function start(): Promise<void> {
    if (child && child.exitCode === null && child.signalCode === null) throw new Error('the MariaDB server is already running');
    const started = spawn(
      mariadbd,
      [
        '--no-defaults', `--datadir=${dataDir}`, `--port=${port}`, '--bind-address=127.0.0.1', `--socket=${path.join(dir, 'mysqld.sock')}`,
        `--pid-file=${path.join(dir, 'mariadbd.pid')}`, `--log-error=${errorLog}`, '--port-open-timeout=10', ...asUser, ...SERVER_OPTIONS,
      ],
      { stdio: 'ignore' },
    );
    child = started;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`the MariaDB server exited while starting:\n${tail(errorLog)}`);
      try {
        const connection = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 1000 });
        await connection.end();
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`the MariaDB server did not accept connections within ${READY_TIMEOUT_MS / 1000} s:\n${tail(errorLog)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async function stopWith(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const running = child;
    if (!running) return;
    const timer = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
    running.kill(signal);
    await exited(running);
    clearTimeout(timer);
  }

  try {
    await promisify(execFile)(
      installDb,
      ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asUser, ...SERVER_OPTIONS],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`mariadb-install-db failed: ${error.stderr || error.message}`);
    });
    await start();
    const admin = await createConnection({ host: '127.0.0.1', port, user: 'root' });
    await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
  } catch (error) {
    await stopWith('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    live.delete(instance);
    throw error;
  }

  return {
    url,
    port,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
    start,
    async destroy() {
      await stopWith('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
      live.delete(instance);
    },
  };
}
