import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-context.ts';
import { StoredFile } from '../../db/models/file-model.ts';
import type { FileStorage } from './file-storage.ts';
import type { VirusScanner } from './virus-scanner.ts';

export interface ScanQueueOptions {
  /** The first retry's wait after a failed scan (clamd down, storage unreachable); doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Told of each file anyone may now have (scanned clean, or recorded without a scanner): its geometry is read then. */
export type ScannedHandler = (fileId: number) => void;

/**
 * Scans recorded files in the background, one at a time, streamed from storage. A file stays
 * 'pending' until its verdict is stored, so after a restart `resumePending` finds it again; a scan
 * that fails (clamd down) is tried again after a growing wait, so an outage only delays scans. An
 * infected file's bytes move to a quarantine key before its row says so, so no download can find
 * them under the old key.
 */
export class FileScanQueue {
  private readonly deps: Pick<AppDeps, 'knex' | 'log' | 'events'>;
  private readonly storage: FileStorage;
  private readonly scanner: VirusScanner;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;
  private readonly onReadable: ScannedHandler;
  private readonly queued = new Set<number>();
  /** Failed scans so far of each file not yet scanned, and the timers of those waiting for their retry. */
  private readonly attempts = new Map<number, number>();
  private readonly waiting = new Map<number, NodeJS.Timeout>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(deps: Pick<AppDeps, 'knex' | 'log' | 'events'>, storage: FileStorage, scanner: VirusScanner, options: ScanQueueOptions = {}, onReadable: ScannedHandler = () => {}) {
    this.deps = deps;
    this.onReadable = onReadable;
    this.storage = storage;
    this.scanner = scanner;
    this.retryMs = options.retryMs ?? 5_000;
    this.maxRetryMs = options.maxRetryMs ?? 10 * 60_000;
  }

  get enabled(): boolean {
    return this.scanner.enabled;
  }

  /** A recorded file: scanned, or without a scanner passed on at once as 'not_scanned'. */
  enqueue(fileId: number): void {
    if (this.closed) return;
    if (!this.scanner.enabled) return this.onReadable(fileId);
    if (this.waiting.has(fileId)) return;
    this.queued.add(fileId);
    this.kick();
  }

  private kick(): void {
    if (this.running || this.closed) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      // Queued after the loop's last look and before this ran.
      if (this.queued.size) this.kick();
    });
  }

  /** The files left pending (a restart, an outage): queued again. */
  async resumePending(): Promise<void> {
    if (!this.scanner.enabled) return;
    const pending = await StoredFile.query(this.deps.knex).where({ scanStatus: 'pending' }).orderBy('id').select('id');
    for (const file of pending) this.enqueue(file.id);
  }

  close(): void {
    this.closed = true;
    this.queued.clear();
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  private async drain(): Promise<void> {
    while (!this.closed && this.queued.size) {
      const fileId = this.queued.values().next().value as number;
      this.queued.delete(fileId);
      try {
        await this.scanOne(fileId);
      } catch (error) {
        this.retryLater(fileId, error);
      }
    }
  }

  private retryLater(fileId: number, error: unknown): void {
    if (this.closed) return;
    const attempt = (this.attempts.get(fileId) ?? 0) + 1;
    this.attempts.set(fileId, attempt);
    const wait = Math.min(this.retryMs * 2 ** (attempt - 1), this.maxRetryMs);
    this.deps.log(`file scan of ${fileId} failed (attempt ${attempt}, again in ${wait} ms): ${error instanceof Error ? error.message : String(error)}`);
    const timer = setTimeout(() => {
      this.waiting.delete(fileId);
      this.enqueue(fileId);
    }, wait);
    timer.unref();
    this.waiting.set(fileId, timer);
  }

  private async scanOne(fileId: number): Promise<void> {
    const { knex, events } = this.deps;
    const file = await StoredFile.query(knex).findById(fileId);
    if (!file || file.scanStatus !== 'pending') return;
    const result = await this.scanner.scan(await this.storage.read(file.storageKey));
    this.attempts.delete(fileId);
    // An infected file's bytes move to a quarantine key first; then one update records either verdict.
    let verdict: { scanStatus: 'clean' } | { scanStatus: 'infected'; storageKey: string; scanSignature: string } = { scanStatus: 'clean' };
    if (result.verdict === 'infected') {
      const quarantineKey = `quarantine/${randomUUID()}`;
      await this.storage.move(file.storageKey, quarantineKey);
      verdict = { scanStatus: 'infected', storageKey: quarantineKey, scanSignature: result.signature.slice(0, 255) };
    }
    const scannedAt = new Date().toISOString();
    const updated = await events.inTransaction(knex, async (trx, announce) => {
      const patched = await StoredFile.query(trx).where({ id: fileId, scanStatus: 'pending' }).patch({ ...verdict, scannedAt });
      if (patched) announce({ type: 'file-scanned', fileId, uploaderId: file.uploaderId, name: file.name, scanStatus: verdict.scanStatus });
      return patched;
    });
    if (updated && verdict.scanStatus === 'clean') this.onReadable(fileId);
  }
}
