// The files module's public surface: code outside modules/files/ imports this file only (eslint.config.js enforces it).
import type { AppDeps } from '../../app-context.ts';
import type { Knex } from 'knex';
import type { DomainEvents } from '../../db/domain-events.ts';
import { fileAudience } from './file-audience.ts';
import { createTusServer, fileRoutes } from './file-routes.ts';
import { FileScanQueue, type ScanQueueOptions } from './file-scanning.ts';
import { FileContextAccess, type ExternalFileAccess, type ExternalFileContext } from './file-context-access.ts';
import { FileService } from './file-service.ts';
import { FileGeometryQueue } from './model-geometry-queue.ts';
import type { FileStorage } from './file-storage.ts';
import type { VirusScanner } from './virus-scanner.ts';

export { fileStorageFor, type FileStorage } from './file-storage.ts';
export { createVirusScanner, type ScanVerdict, type VirusScanner } from './virus-scanner.ts';
export { attachFilesToMessage, messageAttachments, messageAttachmentsForEach } from './message-attachments.ts';
export { seedFile, type SeedFileInput } from './seed-file.ts';
export { fileViewsByIds, filesInContext } from './context-file-views.ts';
export type { ExternalFileAccess, ExternalFileContext, ExternalFileRef } from './file-context-access.ts';
export { ModelGeometryReader, ModelReadError } from './model-geometry.ts';

/** How often abandoned uploads are removed and pending scans (and unread models) looked for again. */
export const FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The files module, assembled: its storage (disk or bucket), the scan queue (with the configured
 * scanner, or a disabled one without CLAMAV_URL) and the routes. `start` queues the files left pending
 * (a restart, an outage) at once, then hourly with the removal of abandoned uploads. A model anyone
 * may have (scanned clean, or not scanned) then has its geometry read (model-geometry-queue.ts).
 */
export function createFiles(deps: AppDeps, storage: FileStorage, scanner: VirusScanner, scanOptions: ScanQueueOptions = {}) {
  const geometry = new FileGeometryQueue(deps, storage);
  const scans = new FileScanQueue(deps, storage, scanner, scanOptions, (fileId) => geometry.enqueue(fileId));
  const external = new FileContextAccess();
  const service = new FileService(deps, storage, scans, external);
  const tus = createTusServer(storage);
  let sweep: NodeJS.Timeout | undefined;
  return {
    routes: () => fileRoutes(service, storage, tus),
    /** A CSV or Excel file `userId` may download, read whole (the AI cost estimate's bill of materials). */
    readSpreadsheet: (userId: number, fileId: number) => service.readSpreadsheet({ id: userId }, fileId),
    /** Who may read and upload the files of a context another module owns (requests for quote and quotes). */
    registerContextAccess(contexts: ExternalFileContext[], resolver: ExternalFileAccess) {
      external.register(contexts, resolver);
    },
    start() {
      const failed = (error: unknown) => deps.log(`file sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      void Promise.all([scans.resumePending(), geometry.resumePending()]).catch(failed);
      sweep = setInterval(() => {
        void Promise.all([scans.resumePending(), geometry.resumePending(), Promise.resolve().then(() => tus.cleanUpExpiredUploads())]).catch(failed);
      }, FILE_SWEEP_INTERVAL_MS);
      sweep.unref();
    },
    close() {
      clearInterval(sweep);
      scans.close();
      // Ends the OpenCascade worker thread, if one is running.
      void geometry.close().catch(() => undefined);
      storage.close();
    },
  };
}

/**
 * The uploader's sockets hear of their file's scan once its result is committed, and again, for a
 * model, once its geometry is stored (the same file_status: the client reads the file again).
 */
export function subscribeFileStatusPushes(events: DomainEvents, realtime: Pick<AppDeps['realtime'], 'toUserHere'>, knex: Knex): () => void {
  return events.subscribe(async (event) => {
    if (event.type !== 'file-scanned' && event.type !== 'file-geometry-read') return;
    const payload = { fileId: event.fileId, name: event.name, scanStatus: event.scanStatus, uploaderId: event.uploaderId };
    for (const userId of await fileAudience(knex, event.fileId, event.uploaderId)) realtime.toUserHere(userId, 'file_status', payload);
  });
}
