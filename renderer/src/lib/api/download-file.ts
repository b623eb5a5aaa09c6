import { apiRequest } from './api-transport.ts';

/** The file name a Content-Disposition header gives, if any. */
export function attachmentName(disposition: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? null;
}

/**
 * Downloads an API file through the transport (so the desktop app's bearer session works as the
 * browser's cookie does) and saves it under the server's file name. A refusal rejects with the
 * server's `{message}`.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiRequest(path);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The download failed (${response.status}).`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
