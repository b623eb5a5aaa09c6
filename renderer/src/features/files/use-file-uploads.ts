import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_LIMITS, FILE_MESSAGES, type FileView } from '#shared/schemas/file-schemas.ts';
import { startTusUpload, type TusUploadHandle } from '../../lib/api/tus-upload.ts';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import { filesApi } from './files-api.ts';

/**
 * Where uploads go: a conversation, a project (optionally as the next revision of one of its files), the
 * member's own supplier profile (portfolio files, or certificates only the team reads), a request for
 * quote the member buys on (files for its lines), or the member's quote on a request.
 */
export type UploadDestination =
  | { context: 'conversation'; connectionId: number }
  | { context: 'project'; projectId: number }
  | { context: 'profile' | 'certificate' }
  | { context: 'rfq' | 'quote'; rfqId: number };

/** One key per destination: the hook's uploads belong to it. */
function destinationKeyOf(destination: UploadDestination): string {
  switch (destination.context) {
    case 'conversation':
      return `c${destination.connectionId}`;
    case 'project':
      return `p${destination.projectId}`;
    case 'rfq':
    case 'quote':
      return `${destination.context}${destination.rfqId}`;
    default:
      return destination.context;
  }
}

/** The tus metadata naming the destination (the server's fileUploadMetadataSchema). */
function destinationMetadata(destination: UploadDestination): Record<string, string> {
  switch (destination.context) {
    case 'conversation':
      return { context: destination.context, connectionId: String(destination.connectionId) };
    case 'project':
      return { context: destination.context, projectId: String(destination.projectId) };
    case 'rfq':
    case 'quote':
      return { context: destination.context, rfqId: String(destination.rfqId) };
    default:
      return { context: destination.context };
  }
}

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: 'uploading' | 'done' | 'failed';
  /** Why it failed, in the server's words where it refused the file. */
  error?: string;
  /** Whether Retry can help (a lost connection), or the file itself was refused. */
  retryable?: boolean;
  /** The recorded file, once the upload is complete. */
  file?: FileView;
  revisionOf?: number;
}

/** A refusal known before any byte is sent: the size rule the server applies too. */
export function refusalBeforeUpload(file: Pick<File, 'size'>): string | null {
  if (file.size > FILE_LIMITS.maxBytes) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
}

let nextKey = 0;

export const READ_BACK_FAILED = 'The file arrived but could not be read back. Retry to attach it.';

/**
 * The uploads of one place (a conversation's message being written, a project's Files tab): each file
 * its own resumable upload with progress, cancel (which discards what arrived, or the finished file
 * when it was not sent yet) and retry (which resumes where the server stopped). Uploads still running
 * when the place closes are cancelled.
 */
export function useFileUploads(destination: UploadDestination, options: { onUploaded?: (file: FileView) => void } = {}) {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, TusUploadHandle>());
  /** Uploads that arrived and whose view is still to be read back, by key. */
  const readBacks = useRef(new Map<string, () => void>());
  const onUploaded = useRef(options.onUploaded);
  useEffect(() => {
    onUploaded.current = options.onUploaded;
  });
  const destinationKey = destinationKeyOf(destination);

  /**
   * An arrived file's view. The read holds a subscription while it runs: an invalidation meanwhile (the
   * file's scan finishing) then fetches the entry again, where it would drop an unwatched entry and
   * leave the read answering with nothing.
   */
  const readFileView = useCallback(
    async (fileId: number): Promise<FileView> => {
      const request = dispatch(filesApi.endpoints.getFile.initiate(fileId, { forceRefetch: true }));
      try {
        return await request.unwrap();
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch],
  );

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[], extra: { revisionOf?: number } = {}) => {
      for (const file of files) {
        const key = `upload-${++nextKey}`;
        const refusal = refusalBeforeUpload(file);
        setItems((list) => [...list, { key, name: file.name, size: file.size, sent: 0, state: refusal ? 'failed' : 'uploading', error: refusal ?? undefined, retryable: false, revisionOf: extra.revisionOf }]);
        if (refusal) continue;
        const metadata: Record<string, string> = { filename: file.name, ...destinationMetadata(destination) };
        if (extra.revisionOf !== undefined) metadata.revisionOf = String(extra.revisionOf);
        const handle = startTusUpload(file, metadata, {
          onProgress: (sent) => update(key, { sent }),
          onSuccess: (fileId) => {
            handles.current.delete(key);
            // The file is stored; until its view is read back it cannot be attached, so a failed read
            // is a failure with Retry (which reads again), never a finished upload without its file.
            const readBack = () =>
              void readFileView(fileId).then(
                (view) => {
                  readBacks.current.delete(key);
                  update(key, { state: 'done', sent: file.size, file: view });
                  onUploaded.current?.(view);
                },
                () => update(key, { state: 'failed', error: READ_BACK_FAILED, retryable: true }),
              );
            readBacks.current.set(key, readBack);
            readBack();
          },
          onError: (message, retryable) => {
            // A refused file was already dropped by the server: nothing is left to resume or cancel.
            if (!retryable) handles.current.delete(key);
            update(key, { state: 'failed', error: message, retryable });
          },
        });
        handles.current.set(key, handle);
        handle.start();
      }
    },
    // The destination is fixed for the hook's life (a new conversation mounts a new composer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [destinationKey, update, readFileView],
  );

  /** Stops an upload and forgets it; a finished file not yet sent is deleted. */
  const cancel = useCallback(
    (key: string) => {
      const handle = handles.current.get(key);
      handles.current.delete(key);
      readBacks.current.delete(key);
      const item = items.find((entry) => entry.key === key);
      if (item?.state === 'done' && item.file) void dispatch(filesApi.endpoints.deleteFile.initiate({ id: item.file.id, projectId: item.file.projectId })).unwrap().catch(() => undefined);
      setItems((list) => list.filter((entry) => entry.key !== key));
      void handle?.abort(true).catch(() => undefined);
    },
    [dispatch, items],
  );

  const retry = useCallback(
    (key: string) => {
      const readBack = readBacks.current.get(key);
      if (readBack) {
        update(key, { state: 'uploading', error: undefined });
        readBack();
        return;
      }
      const handle = handles.current.get(key);
      if (!handle) return;
      update(key, { state: 'uploading', error: undefined });
      handle.start();
    },
    [update],
  );

  /** Forgets finished uploads (they were sent with a message). */
  const clearDone = useCallback((keys: readonly string[]) => {
    setItems((list) => list.filter((item) => !keys.includes(item.key)));
  }, []);

  useEffect(
    () => () => {
      for (const handle of handles.current.values()) void handle.abort(true).catch(() => undefined);
      handles.current.clear();
    },
    [],
  );

  return {
    items,
    add,
    cancel,
    retry,
    clearDone,
    uploading: items.some((item) => item.state === 'uploading'),
    ready: items.filter((item): item is UploadItem & { file: FileView } => item.state === 'done' && item.file !== undefined),
  };
}
