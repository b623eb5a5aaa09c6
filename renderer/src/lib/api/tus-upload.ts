import { DetailedError, Upload } from 'tus-js-client';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { apiUrl, resolveTransport, type ApiTransport } from './api-transport.ts';

export interface TusUploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  /** The recorded file's id (the server's X-File-Id on the request that completed the upload). */
  onSuccess: (fileId: number) => void;
  /** Why it stopped, in words for the member: the server's message for a refusal, else a network one. */
  onError: (message: string, retryable: boolean) => void;
}

export interface TusUploadHandle {
  /** Starts, or resumes from what the server already has (after a failure or a pause). */
  start: () => void;
  /** Stops; with `discard`, the server drops what arrived. */
  abort: (discard: boolean) => Promise<void>;
}

/** Chunks small enough that a dropped connection loses little, large enough to keep the line busy. */
export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;
/** Automatic retries after a dropped connection before the upload reports a failure (the member can retry). */
export const TUS_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

/**
 * A resumable upload (tus) of one file to the API's file uploads, through the same transport as
 * every other call: same origin with the cookie in a browser, the desktop app's server without
 * cookies there (its shell adds the session). Resumes after a dropped connection by asking the
 * server how much it has; a refusal (4xx) is not retried.
 */
export function startTusUpload(file: File | Blob, metadata: Record<string, string>, callbacks: TusUploadCallbacks, transport: ApiTransport = resolveTransport()): TusUploadHandle {
  let finishedId: number | null = null;
  const upload = new Upload(file, {
    endpoint: apiUrl(API_PATHS.fileUploads, transport),
    metadata,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: TUS_RETRY_DELAYS_MS,
    // The upload URL lives as long as this page's upload: a new page starts afresh.
    storeFingerprintForResuming: false,
    onBeforeRequest: (request) => {
      const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
      if (xhr && 'withCredentials' in xhr) xhr.withCredentials = transport.credentials === 'include';
    },
    onAfterResponse: (_request, response) => {
      const id = Number(response.getHeader('X-File-Id'));
      if (Number.isInteger(id) && id > 0) finishedId = id;
    },
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      // Refusals stand; a lost connection, a 409 offset mismatch after one, 423 (locked) and 5xx are worth another try.
      return status === 0 || status === 409 || status === 423 || status >= 500;
    },
    onProgress: callbacks.onProgress,
    onSuccess: () => {
      if (finishedId === null) callbacks.onError(NETWORK_ERROR_MESSAGE, true);
      else callbacks.onSuccess(finishedId);
    },
    onError: (error) => {
      const { message, retryable } = describeUploadError(error);
      callbacks.onError(message, retryable);
    },
  });
  return { start: () => upload.start(), abort: (discard) => upload.abort(discard) };
}

/** The API's {message} for a refused upload; a connection failure otherwise. */
export function describeUploadError(error: Error): { message: string; retryable: boolean } {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return { message: NETWORK_ERROR_MESSAGE, retryable: true };
  let message: string | undefined;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON: a proxy's page says nothing useful to the member.
  }
  const retryable = status >= 500 || status === 409 || status === 423;
  return { message: message ?? (retryable ? NETWORK_ERROR_MESSAGE : `The upload was refused (${status}).`), retryable };
}
