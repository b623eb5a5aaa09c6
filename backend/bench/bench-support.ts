/** Pieces the benchmarks share. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import type { ServerProcess } from '../src/test-support/server-process.ts';
import type { Socket } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/api/realtime-events.ts';
import { DatabaseSessionStore } from '../src/modules/auth/index.ts';
import { createSessionKey } from '../src/http/tokens.ts';

/** A small deterministic PRNG (mulberry32), so every run seeds the same world. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Prints a table: the first column left-aligned, the others right-aligned. */
export function printColumns(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** The p-th percentile of an ascending list (NaN when empty). */
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/** Resident memory (VmRSS, and its peak so far VmHWM; MiB) and CPU ticks (utime + stime) of a process, from /proc. */
export function sampleProcess(pid: number): { rssMiB: number; peakRssMiB: number; cpuTicks: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const peakKiB = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rssMiB: rssKiB / 1024, peakRssMiB: peakKiB / 1024, cpuTicks: Number(fields[11]) + Number(fields[12]) };
}

/** Samples the resident memory of processes until stopped; `stop` gives each one's peak (MiB). */
export function watchPeakRss(pids: number[], intervalMs = 200): { stop(): number[] } {
  const peaks = pids.map((pid) => sampleProcess(pid).rssMiB);
  const sample = () => pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i]!, sampleProcess(pid).rssMiB)));
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/**
 * Waits for a line main.ts prints (an index loaded at start) and returns its match; a line matching
 * `failed` (the load's error) or the deadline ends the wait with an error naming `what`.
 */
export async function waitForLogLine(server: ServerProcess, pattern: RegExp, failed: RegExp, what: string, timeoutMs: number): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(server.output());
    if (match) return match;
    if (Date.now() > deadline || failed.test(server.output())) throw new Error(`${what} did not load: ${server.output().slice(-500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Calls `send` `rate` times a second, evenly, while `going()` says so (checked every 2 ms). */
export async function pace(rate: number, going: () => boolean, send: () => void): Promise<void> {
  const begin = performance.now();
  let sent = 0;
  while (going()) {
    const due = Math.floor(((performance.now() - begin) * rate) / 1000);
    for (; sent < due; sent++) send();
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Signed-in bearer sessions for members, written through the server's own session store (what a
 * sign-in writes): thousands of clients would otherwise cost thousands of argon2id verifications
 * before the measurement starts. Returns the tokens in the order of `userIds`.
 */
export async function mintSessions(knex: Knex, userIds: number[]): Promise<string[]> {
  const maxAge = 24 * 60 * 60 * 1000;
  const tokens = userIds.map(() => createSessionKey());
  await knex.transaction(async (trx) => {
    const store = new DatabaseSessionStore(trx);
    for (let i = 0; i < userIds.length; i++) await store.set(tokens[i]!, { userId: userIds[i]!, _expire: Date.now() + maxAge, _maxAge: maxAge }, maxAge);
    await store.close();
  });
  return tokens;
}

/**
 * A bare Koa server (no session, no database, no router) in a child process like the real one: the
 * ceiling of this machine for a JSON answer over HTTP. It answers each path in `bodies` with that body
 * (any method; a request body is read first, as the real server does), and relays socket messages
 * with Socket.IO the way the real server delivers them, minus authentication and storage.
 */
export async function startBareKoa(bodies: Record<string, string>): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const script = `
    import { createServer } from 'node:http';
    import Koa from 'koa';
    import { Server } from 'socket.io';
    const bodies = JSON.parse(process.env.BENCH_BODIES);
    const app = new Koa();
    app.use(async (ctx) => {
      if (ctx.method !== 'GET') await new Promise((resolve) => ctx.req.resume().on('end', resolve));
      ctx.type = 'json';
      ctx.status = ctx.method === 'POST' ? 201 : 200;
      ctx.body = bodies[ctx.path] ?? '{}';
    });
    const server = createServer(app.callback());
    const io = new Server(server, { path: '${SOCKET_PATH}', transports: ['websocket'] });
    io.on('connection', (socket) => {
      const userId = Number(socket.handshake.auth.userId);
      socket.join('user:' + userId);
      socket.on('authenticate', () => socket.emit('authenticated', { userId }));
      socket.on('message', (frame, ack) => {
        const message = { id: 0, senderId: userId, recipientId: frame.recipientId, connectionId: frame.connectionId, content: frame.content, clientMessageId: frame.clientMessageId };
        io.to('user:' + frame.recipientId).emit('new_message', { message });
        ack?.({ ok: true, message });
      });
    });
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, BENCH_BODIES: JSON.stringify(bodies) } });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return {
    url: `http://127.0.0.1:${message.port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

/** Resolves once a just-opened socket has connected and the server confirmed it as `userId` (the spec's `authenticate` frame). */
export function whenAuthenticated(socket: Socket<ServerToClientEvents, ClientToServerEvents>, userId: number, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket of member ${userId} not authenticated within ${timeoutMs / 1000} s`)), timeoutMs);
    socket.once('connect_error', (error) => reject(error));
    socket.once('authenticated', (payload) => {
      clearTimeout(timer);
      if (payload.userId === userId) resolve();
      else reject(new Error(`socket of member ${userId} authenticated as ${payload.userId}`));
    });
    socket.once('connect', () => socket.emit('authenticate', { userId }));
  });
}
