import type { Socket } from 'node:net';
import { PassThrough, pipeline, Transform, Writable, type Readable } from 'node:stream';
import NodeClam from 'clamscan';
import { parseClamavUrl, type ClamdAddress } from '../../http/clamav-url.ts';

export type ScanVerdict = { verdict: 'clean' } | { verdict: 'infected'; signature: string };

export interface VirusScanner {
  /** false without CLAMAV_URL: files are then recorded as 'not scanned'. */
  readonly enabled: boolean;
  /**
   * Streams the bytes to clamd; rejects when clamd cannot be reached or answers an error (the caller retries later).
   * The scanner owns the stream from then on: it is read to the end, or destroyed once a verdict or an error is in.
   */
  scan(bytes: Readable): Promise<ScanVerdict>;
  /** Answers clamd's PING (for health checks and start-up). */
  ping(): Promise<boolean>;
}

/** Generous: up to 200 MB may cross the network to clamd and then be scanned with the full signature database. */
export const DEFAULT_SCAN_TIMEOUT_MS = 10 * 60_000;
/** A health check wants a quick answer: a clamd that takes longer than this to say PONG counts as down. */
const PING_TIMEOUT_MS = 5_000;

const describeAddress = (address: ClamdAddress) =>
  'socketPath' in address ? `unix://${address.socketPath}` : `tcp://${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}`;

export function createVirusScanner(options: { url?: string; timeoutMs?: number }): VirusScanner {
  if (!options.url) return disabledScanner;
  const address = parseClamavUrl(options.url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS;
  if (!(timeoutMs > 0)) throw new Error(`timeoutMs must be positive, got ${timeoutMs}`);
  const where = `clamd at ${describeAddress(address)}`;
  // The library's own timeout is the socket's idle timeout: ours (for the whole scan) must fire first.
  const scanning = lazyClient(address, timeoutMs + 1_000);
  const pinging = lazyClient(address, PING_TIMEOUT_MS);

  return {
    enabled: true,

    async scan(bytes) {
      const clam = await scanning();
      return scanThroughClamd(clam, bytes, timeoutMs, where);
    },

    async ping() {
      let timer: NodeJS.Timeout | undefined;
      try {
        const clam = await pinging();
        const answered = clam.ping().then((socket) => {
          socket.destroy();
          return true;
        });
        const late = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
        });
        return await Promise.race([answered, late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const disabledScanner: VirusScanner = {
  enabled: false,
  scan(bytes) {
    bytes.destroy();
    return Promise.reject(new Error('Virus scanning is off (CLAMAV_URL is not set): record the file as not scanned'));
  },
  ping: () => Promise.resolve(false),
};

/** One configured client, set up on first use (setting up connects to nothing: each scan opens its own connection). */
function lazyClient(address: ClamdAddress, timeoutMs: number): () => Promise<NodeClam> {
  let client: Promise<NodeClam> | undefined;
  return () => {
    client ??= new NodeClam()
      .init({
        // Only the daemon over the network: never a local clamscan/clamdscan binary, and no probe at set-up.
        clamscan: { active: false },
        clamdscan: {
          ...('socketPath' in address ? { socket: address.socketPath } : { host: address.host, port: address.port }),
          path: '',
          localFallback: false,
          bypassTest: true,
          timeout: timeoutMs,
        },
        preference: 'clamdscan',
      })
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      });
    return client;
  };
}

/** The parts of the library's pass-through stream that hold the connection to clamd (it offers no way to close them). */
type PassthroughInternals = { _forkStream?: PassThrough; _clamavSocket?: Socket };

interface ScanResult {
  isInfected: boolean | null;
  viruses: string[];
  resultString?: string;
  timeout?: boolean;
}

/**
 * Sends the bytes through the library's pass-through stream: it writes them to clamd as INSTREAM chunks and waits
 * for clamd to take each one (its `scanStream` does not, and would hold a large upload in memory). What comes out
 * the other side is thrown away: the caller has the file already.
 */
function scanThroughClamd(clam: NodeClam, bytes: Readable, timeoutMs: number, where: string): Promise<ScanVerdict> {
  return new Promise<ScanVerdict>((resolve, reject) => {
    const av = clam.passthrough();
    let received = 0;
    let settled = false;

    const settle = (outcome: { verdict: ScanVerdict } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Whatever the library still does after this (a late error from a socket being closed) is of no interest.
      av.on('error', () => undefined);
      const internals = av as Transform & PassthroughInternals;
      internals._forkStream?.destroy();
      internals._clamavSocket?.destroy();
      // Stops reading the input too (pipeline destroys every stream in it).
      av.destroy();
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome.verdict);
    };
    const fail = (message: string, cause?: unknown) => settle({ error: new Error(`${where}: ${message}`, cause === undefined ? undefined : { cause }) });

    const timer = setTimeout(() => fail(`no verdict within ${timeoutMs} ms`), timeoutMs);

    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
      flush(done) {
        // The library connects on the first chunk and would wait for ever on an empty stream; zero bytes hold nothing to find.
        if (received === 0) settle({ verdict: { verdict: 'clean' } });
        done();
      },
    });
    const discard = new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });

    av.on('scan-complete', (result: ScanResult | Error) => {
      if (result instanceof Error) return fail(describeError(result), result);
      if (result.isInfected === true) return settle({ verdict: { verdict: 'infected', signature: result.viruses[0] ?? 'unknown signature' } });
      if (result.isInfected === false) return settle({ verdict: { verdict: 'clean' } });
      fail(result.timeout ? 'clamd timed out reading the stream' : `no verdict in clamd's answer "${result.resultString ?? ''}"`);
    });
    av.on('timeout', () => fail('the connection went idle'));

    // An upload that breaks off is not clamd's failure: say which side failed. (When clamd fails first, pipeline
    // destroys the input with clamd's error, so the input's error counts only if it came first.)
    let clamdFailed = false;
    let inputFailed = false;
    av.once('error', () => {
      clamdFailed = true;
    });
    bytes.once('error', () => {
      inputFailed = !clamdFailed;
    });
    pipeline(bytes, counter, av, discard, (error) => {
      if (!error || settled) return;
      fail(inputFailed ? `the file's stream failed before the scan ended (${error.message})` : describeError(error), error);
    });
  });
}

function describeError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED' || code === 'ENOENT' || code === 'EHOSTUNREACH' || code === 'ETIMEDOUT' || code === 'ENOTFOUND') {
    return `unreachable (${error.message})`;
  }
  // clamd's answers end in NUL and padding.
  return error.message.replace(/[\s\0]+$/, '');
}
