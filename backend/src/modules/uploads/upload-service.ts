import type { AppDeps } from '../../app-context.ts';
import { imageKeysInListings } from '../products/index.ts';
import { removeImage } from './image-storage.ts';

/** An uploaded image no listing uses is kept this long after its latest upload (a listing form left open overnight still saves). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** An image a listing used is looked at again this long after, so one the listing has dropped (or a deleted listing's) goes too. */
export const UPLOAD_RECHECK_MS = 24 * 60 * 60 * 1000;
/** How often each process sweeps. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Rows looked at per listing scan, and per sweep at most (the next sweep goes on from there). */
const BATCH = 100;
const MAX_PER_SWEEP = 1000;

export interface SweepReport {
  removed: number;
  kept: number;
  /** Images whose files could not be deleted now (the bucket unreachable...): their rows stay for the next sweep. */
  failed: number;
}

/** Which of these storage keys a listing still uses (products module); the uploads module never reads products itself. */
export type ImageReferences = (keys: readonly string[]) => Promise<Set<string>>;

/**
 * The uploads' bookkeeping: each stored image has a row (`uploads`, keyed by its content hash) saying
 * who uploaded it last and when. The sweep removes an image (both files, then its row) once no listing
 * uses it and UPLOAD_GRACE_MS has passed since its latest upload. Safe with several processes and
 * with an upload of the same bytes at that moment: the row is written before the files, and the
 * sweep deletes under a lock on the row, re-checking that it is still past its grace period.
 */
export class UploadService {
  private readonly deps: AppDeps;
  private readonly references: ImageReferences;

  constructor(deps: AppDeps, references: ImageReferences = (keys) => imageKeysInListings(deps.knex, keys)) {
    this.deps = deps;
    this.references = references;
  }

  /** Before the files are stored: (re)starts each image's grace period. */
  async record(userId: number, keys: readonly string[]): Promise<void> {
    const uploadedAt = this.deps.clock.now();
    for (const storageKey of new Set(keys)) {
      await this.deps.knex('uploads').insert({ storageKey, userId, uploadedAt }).onConflict('storageKey').merge({ userId, uploadedAt, checkedAt: null });
    }
  }

  async sweep(): Promise<SweepReport> {
    const { knex } = this.deps;
    const now = this.deps.clock.now();
    const graceEnded = new Date(now.getTime() - UPLOAD_GRACE_MS);
    const recheckDue = new Date(now.getTime() - UPLOAD_RECHECK_MS);
    const report: SweepReport = { removed: 0, kept: 0, failed: 0 };
    let lastId = 0;
    while (report.removed + report.kept + report.failed < MAX_PER_SWEEP) {
      const due: Array<{ id: number; storageKey: string }> = await knex('uploads')
        .where('id', '>', lastId)
        .where('uploadedAt', '<=', graceEnded)
        .where((q) => q.whereNull('checkedAt').orWhere('checkedAt', '<=', recheckDue))
        .orderBy('id')
        .limit(BATCH)
        .select('id', 'storageKey');
      if (!due.length) break;
      lastId = Number(due.at(-1)!.id);
      const used = await this.references(due.map((row) => row.storageKey));
      const kept = due.filter((row) => used.has(row.storageKey));
      if (kept.length) await knex('uploads').whereIn('id', kept.map((row) => row.id)).update({ checkedAt: now });
      report.kept += kept.length;
      for (const row of due) {
        if (used.has(row.storageKey)) continue;
        try {
          if (await this.remove(row.storageKey, graceEnded)) report.removed++;
        } catch (error) {
          report.failed++;
          this.deps.log(`Removing the unused upload ${row.storageKey} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (due.length < BATCH) break;
    }
    return report;
  }

  /** Files first, then the row, under the row's lock: a failed delete leaves the row for the next sweep. */
  private async remove(storageKey: string, graceEnded: Date): Promise<boolean> {
    return this.deps.knex.transaction(async (trx) => {
      // Uploaded again since it was picked: its grace period has started over.
      const row = await trx('uploads').where({ storageKey }).where('uploadedAt', '<=', graceEnded).forUpdate().first('id');
      if (!row) return false;
      await removeImage(this.deps.imageStorage, storageKey);
      await trx('uploads').where('id', row.id).delete();
      return true;
    });
  }
}
