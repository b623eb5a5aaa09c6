import { Button, Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { DOWNLOAD_MESSAGES, downloadProgressSchema, type DownloadProgress } from '#shared/schemas/desktop-schemas.ts';
import { currentBridge } from '../../lib/api/api-transport.ts';
import { useNotificationApi } from '../../ui/notification-provider.tsx';
import { downloadAmount } from './desktop-logic.ts';

const keyOf = (id: number) => `desktop-download-${id}`;

/**
 * The desktop app's downloads (the shell saves them to the Downloads folder): one toast per download
 * with its progress and Cancel while it runs, then Show in folder, or the failure. A cancelled one
 * simply goes. A toast the member closes stays closed until its download ends.
 */
export function DesktopDownloads() {
  const notification = useNotificationApi();
  const closed = useRef(new Set<number>());

  useEffect(() => {
    const downloads = currentBridge()?.downloads;
    if (!downloads?.onProgress) return;
    const onProgress = (progress: DownloadProgress) => {
      const key = keyOf(progress.id);
      if (progress.state === 'progressing') {
        if (closed.current.has(progress.id)) return;
        const percent = progress.totalBytes > 0 ? Math.min(100, Math.floor((progress.receivedBytes / progress.totalBytes) * 100)) : 0;
        notification.info({
          key,
          title: DOWNLOAD_MESSAGES.downloading(progress.filename),
          description: (
            <>
              <Progress percent={percent} status="active" size="small" showInfo={progress.totalBytes > 0} aria-label={DOWNLOAD_MESSAGES.downloading(progress.filename)} />
              {downloadAmount(progress.receivedBytes, progress.totalBytes)}
            </>
          ),
          actions: (
            <Button size="small" onClick={() => void downloads.cancel?.(progress.id).catch(() => undefined)}>
              {DOWNLOAD_MESSAGES.cancel}
            </Button>
          ),
          duration: 0,
          role: 'status',
          onClose: () => closed.current.add(progress.id),
        });
        return;
      }
      closed.current.delete(progress.id);
      if (progress.state === 'cancelled') return notification.destroy(key);
      if (progress.state === 'interrupted') {
        return notification.error({ key, title: DOWNLOAD_MESSAGES.failed, description: DOWNLOAD_MESSAGES.failedBody(progress.filename), duration: 0 });
      }
      notification.success({
        key,
        title: DOWNLOAD_MESSAGES.completed,
        description: DOWNLOAD_MESSAGES.completedBody(progress.filename),
        actions: (
          <Button
            size="small"
            type="primary"
            onClick={() => {
              void downloads.show?.(progress.id).catch(() => undefined);
              notification.destroy(key);
            }}
          >
            {DOWNLOAD_MESSAGES.showInFolder}
          </Button>
        ),
        role: 'status',
      });
    };
    // What crosses from the shell is checked like any other input.
    return downloads.onProgress((raw) => {
      const parsed = downloadProgressSchema.safeParse(raw);
      if (parsed.success) onProgress(parsed.data);
    });
  }, [notification]);

  return null;
}
