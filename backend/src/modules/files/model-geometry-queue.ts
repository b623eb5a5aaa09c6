import type { AppDeps } from '../../app-context.ts';
import { StoredFile, type GeometryStatus } from '../../db/models/file-model.ts';
import { isModelKind, MODEL_KINDS, type ModelGeometry } from '#shared/schemas/file-schemas.ts';
import type { FileStorage } from './file-storage.ts';
import { ModelGeometryReader, ModelReadError } from './model-geometry.ts';

/** Scan verdicts after which a model may be read: never an infected (or not yet scanned) file. */
const READABLE_SCANS = ['clean', 'not_scanned'] as const;

/**
 * Reads the geometry of recorded models in the background, one at a time, once their scan lets
 * anyone have them (FileScanQueue hands them over). The result is stored with the file: the
 * geometry, or 'failed' for a file that cannot be read (not tried again), or 'too_large'. A file
 * whose bytes could not be fetched stays unread, so `resumePending` (at start, then with the hourly
 * sweep) tries it again, as it finds the models a restart left unread.
 */
export class FileGeometryQueue {
  private readonly deps: Pick<AppDeps, 'knex' | 'log' | 'events'>;
  private readonly storage: FileStorage;
  private readonly reader: ModelGeometryReader;
  private readonly queued = new Set<number>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(deps: Pick<AppDeps, 'knex' | 'log' | 'events'>, storage: FileStorage, reader = new ModelGeometryReader()) {
    this.deps = deps;
    this.storage = storage;
    this.reader = reader;
  }

  enqueue(fileId: number): void {
    if (this.closed) return;
    this.queued.add(fileId);
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.queued.size) this.enqueue(this.queued.values().next().value as number);
    });
  }

  async resumePending(): Promise<void> {
    const unread = await StoredFile.query(this.deps.knex)
      .whereNull('geometryStatus')
      .whereIn('kind', [...MODEL_KINDS])
      .whereIn('scanStatus', [...READABLE_SCANS])
      .orderBy('id')
      .select('id');
    for (const file of unread) this.enqueue(file.id);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queued.clear();
    await this.reader.close();
  }

  private async drain(): Promise<void> {
    while (!this.closed && this.queued.size) {
      const fileId = this.queued.values().next().value as number;
      this.queued.delete(fileId);
      try {
        await this.readOne(fileId);
      } catch (error) {
        this.deps.log(`reading the geometry of file ${fileId} failed (tried again at the next sweep): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private async readOne(fileId: number): Promise<void> {
    const { knex, events, log } = this.deps;
    const file = await StoredFile.query(knex).findById(fileId);
    if (!file || !isModelKind(file.kind) || file.geometryStatus !== null || !(READABLE_SCANS as readonly string[]).includes(file.scanStatus)) return;
    const size = Number(file.size);
    let outcome: { geometry: ModelGeometry | null; geometryStatus: GeometryStatus } = { geometry: null, geometryStatus: 'too_large' };
    if (this.reader.accepts(file.kind, size)) {
      const stream = await this.storage.read(file.storageKey);
      try {
        outcome = { geometry: await this.reader.read(file.kind, stream, size), geometryStatus: 'read' };
      } catch (error) {
        if (!(error instanceof ModelReadError)) throw error;
        log(`the geometry of file ${fileId} (${file.kind}) could not be read: ${error.message}`);
        outcome = { geometry: null, geometryStatus: 'failed' };
      } finally {
        stream.destroy();
      }
    }
    await events.inTransaction(knex, async (trx, announce) => {
      const updated = await StoredFile.query(trx).where({ id: fileId }).whereNull('geometryStatus').whereIn('scanStatus', [...READABLE_SCANS]).patch(outcome);
      if (updated) announce({ type: 'file-geometry-read', fileId, uploaderId: file.uploaderId, name: file.name, scanStatus: file.scanStatus });
    });
  }
}
