// The files module's public surface: code outside modules/files/ imports this file only (eslint.config.js enforces it).
import type { AppDeps } from '../../app-context.ts';
import type { DomainEvents } from '../../db/domain-events.ts';
import { createTusServer, fileRoutes } from './file-routes.ts';
import { FileScanQueue, type ScanQueueOptions } from './file-scanning.ts';
import { FileService } from './file-service.ts';
import type { FileStorage } from './file-storage.ts';
import type { VirusScanner } from './virus-scanner.ts';

export { fileStorageFor, type FileStorage } from './file-storage.ts';
export { createVirusScanner, type ScanVerdict, type VirusScanner } from './virus-scanner.ts';

/** How often abandoned uploads are removed and pending scans looked for again. */
export const FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The files module, assembled: its storage (disk or bucket), the scan queue (with the configured
 * scanner, or a disabled one without CLAMAV_URL) and the routes. `start` queues the files left pending
 * (a restart, an outage) at once, then hourly with the removal of abandoned uploads.
 */
export function createFiles(deps: AppDeps, storage: FileStorage, scanner: VirusScanner, scanOptions: ScanQueueOptions = {}) {
  const scans = new FileScanQueue(deps, storage, scanner, scanOptions);
  const service = new FileService(deps, storage, scans);
  const tus = createTusServer(storage);
  let sweep: NodeJS.Timeout | undefined;
  return {
    routes: () => fileRoutes(service, storage, tus),
    start() {
      const failed = (error: unknown) => deps.log(`file sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      void scans.resumePending().catch(failed);
      sweep = setInterval(() => {
        void Promise.all([scans.resumePending(), Promise.resolve().then(() => tus.cleanUpExpiredUploads())]).catch(failed);
      }, FILE_SWEEP_INTERVAL_MS);
      sweep.unref();
    },
    close() {
      clearInterval(sweep);
      scans.close();
      storage.close();
    },
  };
}

/** The uploader's sockets hear of their file's scan once its result is committed. */
export function subscribeFileStatusPushes(events: DomainEvents, realtime: Pick<AppDeps['realtime'], 'toUserHere'>): () => void {
  return events.subscribe((event) => {
    if (event.type === 'file-scanned') realtime.toUserHere(event.uploaderId, 'file_status', { fileId: event.fileId, name: event.name, scanStatus: event.scanStatus });
  });
}
