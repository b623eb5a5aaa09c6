/**
 * `npm run bench:files [-- --mb 200] [--chunk-mb 8]`
 *
 * A 200 MB shared file through the real server, run in this process: the app on a temp SQLite database
 * with its files on a temp disk (no virus scanner), two members with an accepted connection. It writes a
 * file of `--mb` MB (a PDF header, then random bytes) to disk; a client in a forked process uploads it
 * into their conversation through tus with tus-js-client in `--chunk-mb` MB chunks (as the app's own
 * client does), the file is sent with a message, and the recipient's download through
 * GET /api/files/:id/download is written to disk and its SHA-256 checked. Reported: upload and download
 * MB/s, each as a share of a plain stream copy of the same file on this disk (the machine's ceiling for
 * moving those bytes from one file to another), and the server's memory growth during each transfer:
 * RSS, heap and ArrayBuffers sampled every 50 ms, the largest growth over a baseline taken after a
 * garbage collection (the client is in its own process, so this is the server's alone). Exits non-zero
 * if the bytes differ or RSS or heap grew by more than 50 MB, the sign of a file held in memory. Not
 * part of `npm test`; needs `--expose-gc` (the npm script passes it).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { Upload } from 'tus-js-client';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { printColumns } from './bench-support.ts';
import { signUp } from '../src/test-support/accounts.ts';
import { converse } from '../src/test-support/conversations.ts';
import { startTestServer } from '../src/test-support/test-server.ts';
import { cookieHeader } from '../src/test-support/test-sockets.ts';

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '200' },
    'chunk-mb': { type: 'string', default: '8' },
    /** Internal: this file as the forked client process. */
    client: { type: 'boolean', default: false },
  },
});
const MiB = 1024 * 1024;
const SIZE = Number(args.mb) * MiB;
const CHUNK = Number(args['chunk-mb']) * MiB;
const MEMORY_LIMIT_MIB = 50;
const SAMPLE_MS = 50;

const gc = (globalThis as { gc?: () => void }).gc;

/** A file of `size` bytes that the upload's type check takes for a PDF; returns its SHA-256. */
async function writeSample(file: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  async function* chunks() {
    yield header;
    for (let written = header.length; written < size; written += MiB) yield randomBytes(Math.min(MiB, size - written));
  }
  const hashing = new Transform({ transform: (chunk: Buffer, _encoding, done) => (hash.update(chunk), done(null, chunk)) });
  await pipeline(Readable.from(chunks()), hashing, createWriteStream(file));
  return hash.digest('hex');
}

/** Samples RSS and heap every 50 ms until stopped; their largest growth over a baseline taken after a collection (MiB). */
function watchMemory(): { stop(): { rssMiB: number; heapMiB: number; buffersMiB: number } } {
  gc?.();
  const base = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  let buffers = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - base.rss);
    heap = Math.max(heap, now.heapUsed - base.heapUsed);
    buffers = Math.max(buffers, now.arrayBuffers - base.arrayBuffers);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { rssMiB: rss / MiB, heapMiB: heap / MiB, buffersMiB: buffers / MiB };
    },
  };
}

/** What the parent asks the client process to do, and its answer. */
type ClientTask =
  | { op: 'upload'; url: string; cookie: string; file: string; size: number; chunk: number; connectionId: number }
  | { op: 'download'; url: string; cookie: string; fileId: number; file: string };
type ClientAnswer = { ok: true; fileId?: number } | { ok: false; error: string };

function uploadWithTus(task: Extract<ClientTask, { op: 'upload' }>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let fileId = 0;
    const tus = new Upload(createReadStream(task.file), {
      endpoint: `${task.url}${API_PATHS.fileUploads}`,
      chunkSize: task.chunk,
      uploadSize: task.size,
      metadata: { filename: path.basename(task.file), context: 'conversation', connectionId: String(task.connectionId) },
      headers: { cookie: task.cookie },
      retryDelays: null,
      storeFingerprintForResuming: false,
      onAfterResponse: (_request, response) => {
        fileId = Number(response.getHeader('X-File-Id') ?? fileId);
      },
      onError: reject,
      onSuccess: () => (fileId ? resolve(fileId) : reject(new Error('the last PATCH named no file (X-File-Id)'))),
    });
    tus.start();
  });
}

async function downloadToDisk(task: Extract<ClientTask, { op: 'download' }>): Promise<void> {
  const response = await fetch(`${task.url}${API_PATHS.fileDownload.replace(':id', String(task.fileId))}`, { headers: { cookie: task.cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`download answered ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), createWriteStream(task.file));
}

/** The client process: runs the transfers it is sent, one at a time, until disconnected. */
function runClient(): void {
  process.on('message', (task: ClientTask) => {
    const done = task.op === 'upload' ? uploadWithTus(task).then((fileId) => ({ ok: true as const, fileId })) : downloadToDisk(task).then(() => ({ ok: true as const }));
    void done.catch((error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) })).then((answer: ClientAnswer) => process.send!(answer));
  });
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  return { result, seconds: (performance.now() - started) / 1000 };
}

async function inClient(client: ChildProcess, task: ClientTask): Promise<number | undefined> {
  client.send(task);
  const [answer] = (await once(client, 'message')) as [ClientAnswer];
  if (!answer.ok) throw new Error(`${task.op} failed: ${answer.error}`);
  return answer.fileId;
}

async function runBench(): Promise<boolean> {
  if (!gc) throw new Error('Run with node --expose-gc (npm run bench:files does)');
  const dir = mkdtempSync(path.join(tmpdir(), 'hh-files-bench-'));
  // No CLAMAV_URL: nothing is scanned, files are downloadable at once.
  const server = await startTestServer();
  // The transfers run in a process of their own, so this process's memory is the server's alone.
  const client = fork(import.meta.filename, ['--client'], { stdio: 'inherit' });
  try {
    const [sender, recipient] = await Promise.all([signUp(server, 'entrepreneur', {}, { verified: true }), signUp(server, 'manufacturer', {}, { verified: true })]);
    const connectionId = await converse(sender, recipient);

    const source = path.join(dir, 'drawing-set.pdf');
    const sha256 = await writeSample(source, SIZE);
    console.log(`${(SIZE / MiB).toFixed(0)} MB sample written to ${dir}`);

    // The ceiling: the same bytes copied from one file to another on this disk, through a stream.
    const copy = await timed(() => pipeline(createReadStream(source), createWriteStream(path.join(dir, 'copy.pdf'))));
    rmSync(path.join(dir, 'copy.pdf'));

    const uploadMemory = watchMemory();
    const upload = await timed(() => inClient(client, { op: 'upload', url: server.url, cookie: cookieHeader(sender.client), file: source, size: SIZE, chunk: CHUNK, connectionId }));
    const uploadGrowth = uploadMemory.stop();
    const fileId = upload.result!;
    // Sent with a message, as the composer does: only then does the recipient see it.
    const sent = await sender.client.post('/api/messages', { connectionId, recipientId: recipient.user.id, content: 'The drawing set', attachmentIds: [fileId] });
    if (sent.status !== 201) throw new Error(`sending the file failed: ${sent.status} ${sent.text}`);

    const target = path.join(dir, 'downloaded.pdf');
    const downloadMemory = watchMemory();
    const download = await timed(() => inClient(client, { op: 'download', url: server.url, cookie: cookieHeader(recipient.client), fileId, file: target }));
    const downloadGrowth = downloadMemory.stop();

    const received = await new Promise<string>((resolve, reject) => {
      const hash = createHash('sha256');
      createReadStream(target).on('data', (chunk) => hash.update(chunk)).on('end', () => resolve(hash.digest('hex'))).on('error', reject);
    });
    const intact = received === sha256 && statSync(target).size === SIZE;

    const mbps = (seconds: number) => SIZE / MiB / seconds;
    const row = (name: string, seconds: number, memory?: { rssMiB: number; heapMiB: number; buffersMiB: number }) => [
      name,
      seconds.toFixed(2),
      mbps(seconds).toFixed(0),
      `${((mbps(seconds) / mbps(copy.seconds)) * 100).toFixed(0)}%`,
      memory ? memory.rssMiB.toFixed(1) : '',
      memory ? memory.heapMiB.toFixed(1) : '',
      memory ? memory.buffersMiB.toFixed(1) : '',
    ];
    console.log();
    printColumns(
      ['transfer', 's', 'MB/s', 'of disk copy', 'server RSS growth MiB', 'heap growth MiB', 'buffers growth MiB'],
      [row('disk copy (stream)', copy.seconds), row(`upload (tus, ${CHUNK / MiB} MB chunks)`, upload.seconds, uploadGrowth), row('download', download.seconds, downloadGrowth)],
    );
    console.log(`\nSHA-256 ${intact ? 'matches' : 'DIFFERS'} (${sha256.slice(0, 16)}...)`);

    const over = [uploadGrowth, downloadGrowth].some((growth) => growth.rssMiB > MEMORY_LIMIT_MIB || growth.heapMiB > MEMORY_LIMIT_MIB);
    if (over) console.log(`The server's memory grew more than ${MEMORY_LIMIT_MIB} MB during a transfer.`);
    return intact && !over;
  } finally {
    client.disconnect();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (args.client) runClient();
else process.exitCode = (await runBench()) ? 0 : 1;
