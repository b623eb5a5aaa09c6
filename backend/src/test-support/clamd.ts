import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseClamavUrl } from '../http/clamav-url.ts';

/** The standard antivirus test file: harmless, and every scanner is meant to report it. */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');
/** The name our test signature database gives EICAR (.ci/run writes the same one). */
export const EICAR_SIGNATURE_NAME = 'HardwareHub.Test.EICAR';
/** What clamd reports for it: it marks every signature outside the official database. */
export const EICAR_REPORTED_NAME = `${EICAR_SIGNATURE_NAME}.UNOFFICIAL`;

/** The test signature database: one MD5 signature (`md5:size:name`) for EICAR. */
export function testSignatureDatabase(): string {
  return `${createHash('md5').update(EICAR).digest('hex')}:${EICAR.length}:${EICAR_SIGNATURE_NAME}\n`;
}

export interface TestClamd {
  /** For CLAMAV_URL. */
  url: string;
  /** true when this process started it with the test signature database, so EICAR is reported as EICAR_REPORTED_NAME. */
  ownDatabase: boolean;
}

const CLAMD = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';
const READY_TIMEOUT_MS = 30_000;

/**
 * A clamd the tests can use: CLAMAV_URL when it answers (CI starts one), else one this process starts
 * once with the test signature database (when clamd is installed) and stops when it exits, else null.
 */
export function testClamd(): Promise<TestClamd | null> {
  found ??= findClamd();
  return found;
}

let found: Promise<TestClamd | null> | undefined;

async function findClamd(): Promise<TestClamd | null> {
  const configured = process.env.CLAMAV_URL;
  if (configured && (await answersPing(configured))) return { url: configured, ownDatabase: process.env.CI === 'true' };
  if (!isExecutable(CLAMD)) return null;
  try {
    return { url: await startPrivateClamd(), ownDatabase: true };
  } catch (error) {
    console.error(`Could not start a clamd for the tests: ${(error as Error).message}`);
    return null;
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Sends PING on a raw connection (independent of the client library under test). */
export function answersPing(url: string, timeoutMs = 2_000): Promise<boolean> {
  let address: ReturnType<typeof parseClamavUrl>;
  try {
    address = parseClamavUrl(url);
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = 'socketPath' in address ? connect(address.socketPath) : connect(address.port, address.host);
    let reply = '';
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\0')) done(reply === 'PONG\0');
    });
    socket.on('error', () => done(false));
    socket.on('close', () => done(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Options for a small, quick clamd; the size limits let a 200 MB upload through, as in production. */
function clamdConfig(options: { port: number; databaseDir: string; logFile: string }): string {
  return [
    'Foreground yes',
    `TCPSocket ${options.port}`,
    'TCPAddr 127.0.0.1',
    `DatabaseDirectory ${options.databaseDir}`,
    `LogFile ${options.logFile}`,
    'StreamMaxLength 256M',
    'MaxFileSize 256M',
    'MaxScanSize 256M',
    '',
  ].join('\n');
}

let child: ChildProcess | undefined;
let dir: string | undefined;

function stopSync(): void {
  child?.kill('SIGKILL');
  child = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
}

async function startPrivateClamd(): Promise<string> {
  dir = mkdtempSync(path.join(tmpdir(), 'hh-clamd-'));
  const databaseDir = path.join(dir, 'db');
  const logFile = path.join(dir, 'clamd.log');
  const configFile = path.join(dir, 'clamd.conf');
  const port = await freePort();
  // The database directory holds only the test signatures: clamd loads every database file it finds there.
  mkdirSync(databaseDir);
  writeFileSync(path.join(databaseDir, 'hardwarehub-test.hdb'), testSignatureDatabase());
  writeFileSync(configFile, clamdConfig({ port, databaseDir, logFile }));

  installExitHooks();
  const started = spawn(CLAMD, [`--config-file=${configFile}`], { stdio: 'ignore' });
  child = started;
  // Test workers must not wait for it: the exit hooks stop it.
  started.unref();
  let exited: string | undefined;
  started.once('exit', (code, signal) => {
    exited = `clamd exited (${signal ?? `code ${code}`})`;
    if (child === started) child = undefined;
  });
  started.once('error', (error) => {
    exited = error.message;
  });

  const url = `tcp://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    if (await answersPing(url, 500)) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = tail(logFile);
  stopSync();
  throw new Error(`${exited ?? `clamd did not answer within ${READY_TIMEOUT_MS / 1000} s`}\n${log}`);
}

const tail = (file: string, lines = 15) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

let exitHooksInstalled = false;
function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.once('exit', stopSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      stopSync();
      // Then die of the same signal, as the process would have without this handler.
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.once(signal, onSignal);
  }
}
