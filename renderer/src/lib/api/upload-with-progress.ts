import { messageFromFailedResponse } from '#shared/api/api-error.ts';
import type { ApiError } from './api-error.ts';
import { NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { apiUrl, resolveTransport, type ApiTransport } from './api-transport.ts';

export interface UploadHandle<T> {
  done: Promise<T>;
  abort: () => void;
}

/**
 * A multipart POST with upload progress (fetch cannot report it), through the same transport as
 * every other call: same origin with the cookie in a browser, the desktop app's server without
 * cookies (the shell adds the session). Resolves with the JSON body; rejects with the ApiError shape the RTK Query calls use.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void, transport: ApiTransport = resolveTransport()): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const fail = (status: number, message: string, fromServer = false): ApiError => ({ kind: 'api-error', status, message, fromServer });
  const done = (async () => {
    return new Promise<T>((resolve, reject) => {
      xhr.open('POST', apiUrl(path, transport));
      xhr.withCredentials = transport.credentials === 'include';
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onerror = () => reject(fail(0, NETWORK_ERROR_MESSAGE));
      xhr.onabort = () => reject(fail(0, 'Upload cancelled.'));
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          // Not JSON (a proxy's page): a short plain text is the message, HTML is not.
          const text = xhr.responseText.trim();
          body = text && !text.startsWith('<') && text.length <= 300 ? text : undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(100);
          resolve(body as T);
          return;
        }
        const message = messageFromFailedResponse({ status: xhr.status, statusText: xhr.statusText, url: path, data: body });
        reject(fail(xhr.status, message, typeof (body as { message?: unknown })?.message === 'string'));
      };
      xhr.send(form);
    });
  })();
  return { done, abort: () => xhr.abort() };
}
