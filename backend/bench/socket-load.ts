/**
 * The socket load of the benchmarks (realtime-bench, the bench suite): `generators` forked processes
 * (socket-load-worker.ts) hold the authenticated clients between them and send `rate` messages a
 * second between random connected pairs (a ring: connection e joins members e and e + 1), first for a
 * warm-up, then for the measured window; the server processes' RSS and CPU are sampled meanwhile.
 * Counts every message by its client id: sent, acknowledged, refused, delivered, lost, duplicated,
 * misrouted; delivery latency is send to receipt in the recipient's client.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { percentile, sampleProcess, watchPeakRss } from './bench-support.ts';

/**
 * Members in a ring: member k (1-based) is connected (accepted) to member k + 1, the last to the
 * first. `userIds[k - 1]` is member k; ring connection k has id `firstConnectionId + k - 1`.
 */
export interface Ring {
  userIds: number[];
  firstConnectionId: number;
}

/** Adds a ring of `members` new members after the members and connections already in the database. */
export async function seedRing(knex: Knex, members: number): Promise<Ring> {
  const maxId = async (table: string) => Number((await knex(table).max({ n: 'id' }).first())?.n ?? 0);
  const firstUserId = (await maxId('users')) + 1;
  const firstConnectionId = (await maxId('connections')) + 1;
  const now = new Date();
  const userIds = Array.from({ length: members }, (_, i) => firstUserId + i);
  const users = userIds.map((id, i) => ({
    id, username: `ring_${id}`, email: `ring${id}@bench.hardwarehub.dev`, passwordHash: 'minted-sessions-only', role: i % 2 ? 'manufacturer' : 'entrepreneur',
    fullName: `Ring Member ${id}`, emailVerified: true, dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true, createdAt: now, updatedAt: now,
  }));
  const connections = userIds.map((id, i) => ({
    id: firstConnectionId + i, requesterId: id, recipientId: userIds[(i + 1) % members]!, status: 'accepted', message: 'Bench', createdAt: now, updatedAt: now,
  }));
  for (let i = 0; i < members; i += 250) await knex('users').insert(users.slice(i, i + 250));
  for (let i = 0; i < members; i += 250) await knex('connections').insert(connections.slice(i, i + 250));
  return { userIds, firstConnectionId };
}

export type WorkerCommand =
  | { type: 'open'; ring: Ring; clients: Array<{ member: number; token: string; url: string }> }
  | { type: 'run'; rate: number; seconds: number; measured: boolean }
  | { type: 'counts' }
  | { type: 'report' }
  | { type: 'close' };

export interface WorkerReport {
  /** [clientMessageId, recipientId, measured] */
  sent: Array<[string, number, boolean]>;
  /** [clientMessageId, receiving member, latency ms, measured] */
  received: Array<[string, number, number, boolean]>;
  acked: number;
  refused: number;
  unanswered: number;
  disconnects: number;
  ackLatencies: number[];
  errorSamples: string[];
}

export interface SocketLoadResult {
  clients: number;
  generators: number;
  rate: number;
  seconds: number;
  sent: number;
  acknowledged: number;
  refused: number;
  unanswered: number;
  delivered: number;
  lost: number;
  duplicated: number;
  misrouted: number;
  disconnects: number;
  p50: number;
  p99: number;
  max: number;
  ackP99: number;
  /** Peak VmRSS of each server process over the measured window, MiB. */
  peakRssMiB: number[];
  /** CPU of each server process over the measured window, % of one core. */
  cpuPercent: number[];
  connectSeconds: number;
  errorSamples: string[];
}

const WORKER = fileURLToPath(new URL('./socket-load-worker.ts', import.meta.url));

class Generator {
  readonly child: ChildProcess;
  constructor() {
    this.child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  }

  async ask<T>(command: WorkerCommand, answer: string): Promise<T> {
    const reply = new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string; message?: string }) => {
        if (message.type === 'failed') reject(new Error(message.message));
        else if (message.type === answer) resolve(message as T);
        else return;
        this.child.off('message', onMessage);
      };
      this.child.on('message', onMessage);
    });
    this.child.send(command);
    return reply;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.child.send({ type: 'close' } satisfies WorkerCommand);
    await Promise.race([once(this.child, 'exit'), new Promise((resolve) => setTimeout(resolve, 3000))]);
    this.child.kill('SIGKILL');
  }
}

export async function runSocketLoad(options: {
  /** Ring member k connects to servers[k % servers.length]. */
  servers: Array<{ url: string; pid: number }>;
  ring: Ring;
  /** A bearer session token for each ring member, in ring order. */
  tokens: string[];
  rate: number;
  seconds: number;
  warmupSeconds: number;
  generators: number;
  log?: (line: string) => void;
}): Promise<SocketLoadResult> {
  const { servers, tokens, rate, seconds, warmupSeconds } = options;
  const members = tokens.length;
  const generators = Array.from({ length: Math.max(1, Math.min(options.generators, members)) }, () => new Generator());
  try {
    const started = performance.now();
    await Promise.all(generators.map((generator, g) => {
      const clients = tokens.map((token, i) => ({ member: i + 1, token, url: servers[(i + 1) % servers.length]!.url })).filter((_, i) => i % generators.length === g);
      return generator.ask({ type: 'open', ring: options.ring, clients }, 'opened');
    }));
    const connectSeconds = (performance.now() - started) / 1000;
    options.log?.(`${members} sockets authenticated by ${generators.length} generator processes in ${connectSeconds.toFixed(1)} s`);

    const share = rate / generators.length;
    if (warmupSeconds > 0) await Promise.all(generators.map((g) => g.ask({ type: 'run', rate: share, seconds: warmupSeconds, measured: false }, 'ran')));
    const before = servers.map((s) => sampleProcess(s.pid));
    const memory = watchPeakRss(servers.map((s) => s.pid));
    const window = performance.now();
    await Promise.all(generators.map((g) => g.ask({ type: 'run', rate: share, seconds, measured: true }, 'ran')));
    const measuredSeconds = (performance.now() - window) / 1000;
    const after = servers.map((s) => sampleProcess(s.pid));

    // Let the last ones arrive and be answered.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const counts = await Promise.all(generators.map((g) => g.ask<{ sent: number; received: number; answered: number }>({ type: 'counts' }, 'counts')));
      const total = counts.reduce((sum, c) => ({ sent: sum.sent + c.sent, received: sum.received + c.received, answered: sum.answered + c.answered }), { sent: 0, received: 0, answered: 0 });
      if ((total.received >= total.sent && total.answered >= total.sent) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const peak = memory.stop();
    const reports = await Promise.all(generators.map((g) => g.ask<{ report: WorkerReport }>({ type: 'report' }, 'report').then((r) => r.report)));

    const recipientOf = new Map<string, number>();
    for (const report of reports) for (const [id, to] of report.sent) recipientOf.set(id, to);
    const seen = new Set<string>();
    let duplicated = 0;
    let misrouted = 0;
    const latencies: number[] = [];
    for (const report of reports) {
      for (const [id, by, latency, measured] of report.received) {
        const to = recipientOf.get(id);
        if (to === undefined) continue;
        if (to !== by) {
          misrouted++;
          continue;
        }
        if (seen.has(id)) {
          duplicated++;
          continue;
        }
        seen.add(id);
        if (measured) latencies.push(latency);
      }
    }
    latencies.sort((a, b) => a - b);
    const ackLatencies = reports.flatMap((r) => r.ackLatencies).sort((a, b) => a - b);
    const sum = (pick: (r: WorkerReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
    return {
      clients: members,
      generators: generators.length,
      rate: sum((r) => r.sent.filter(([, , measured]) => measured).length) / measuredSeconds,
      seconds: measuredSeconds,
      sent: recipientOf.size,
      acknowledged: sum((r) => r.acked),
      refused: sum((r) => r.refused),
      unanswered: sum((r) => r.unanswered),
      delivered: seen.size,
      lost: recipientOf.size - seen.size,
      duplicated,
      misrouted,
      disconnects: sum((r) => r.disconnects),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      ackP99: percentile(ackLatencies, 99),
      peakRssMiB: peak,
      cpuPercent: servers.map((_, i) => ((after[i]!.cpuTicks - before[i]!.cpuTicks) / TICKS_PER_SECOND / measuredSeconds) * 100),
      connectSeconds,
      errorSamples: [...new Set(reports.flatMap((r) => r.errorSamples))].slice(0, 5),
    };
  } finally {
    await Promise.all(generators.map((g) => g.close()));
  }
}
const TICKS_PER_SECOND = 100;
