import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api/api-transport.ts';

export type FileBytes =
  | { status: 'loading' }
  | { status: 'ready'; bytes: ArrayBuffer; type: string }
  | { status: 'error'; message: string };

export const DOWNLOAD_FAILED = 'The file could not be loaded. Check your connection and try again.';

/**
 * The file's bytes from its download path, fetched with the session (cookie, or the desktop app's
 * bearer through the transport) so the attachment disposition does not matter. `retry` fetches again.
 */
export function useFileBytes(fileId: number, enabled: boolean): FileBytes & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FileBytes>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await apiRequest(apiPath(API_PATHS.fileDownload, { id: fileId }), { signal: controller.signal });
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { message?: string } | null;
          throw new Error(body?.message ?? DOWNLOAD_FAILED);
        }
        const bytes = await response.arrayBuffer();
        if (!controller.signal.aborted) setState({ status: 'ready', bytes, type: response.headers.get('content-type') ?? '' });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error && error.message && !(error instanceof TypeError) ? error.message : DOWNLOAD_FAILED });
      }
    })();
    return () => controller.abort();
  }, [fileId, enabled, attempt]);

  return { ...state, retry };
}
