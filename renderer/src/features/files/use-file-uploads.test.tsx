import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import { makeStore } from '../../lib/store/store.ts';
import { apiServer, apiUrl, http, HttpResponse, setUpApiServer } from '../../test-support/api-server.ts';
import { fileView } from '../../test-support/fixtures.ts';
import { READ_BACK_FAILED, useFileUploads } from './use-file-uploads.ts';

setUpApiServer();

const UPLOAD = '/api/files/uploads/0123456789abcdef0123456789abcdef';
const arrived = fileView({ id: 31, name: 'bracket.step', kind: 'step', context: 'rfq', connectionId: null, projectId: null, scanStatus: 'pending' });

/** A tus server that takes the file in one PATCH and names the recorded file 31. */
function serveUpload() {
  apiServer.use(
    http.post(apiUrl('/api/files/uploads'), () => new Response(null, { status: 201, headers: { Location: UPLOAD, 'Tus-Resumable': '1.0.0' } })),
    http.patch(apiUrl(UPLOAD), async ({ request }) => {
      const size = (await request.arrayBuffer()).byteLength;
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(size), 'Tus-Resumable': '1.0.0', 'X-File-Id': String(arrived.id) } });
    }),
  );
}

function renderUploads() {
  const store = makeStore();
  const uploaded: FileView[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useFileUploads({ context: 'rfq', rfqId: 4 }, { onUploaded: (file) => uploaded.push(file) }), { wrapper });
  const send = () => act(() => hook.result.current.add([new File(['ISO-10303-21;'], 'bracket.step')]));
  return { store, uploaded, hook, send };
}

describe('useFileUploads', () => {
  it("hands over the arrived file's view even when its scan's event lands while the view is being read", async () => {
    serveUpload();
    const { store, uploaded, hook, send } = renderUploads();
    // The scan finishes (and its event invalidates the file) while the read is on its way.
    apiServer.use(
      http.get(apiUrl(`/api/files/${arrived.id}`), () => {
        store.dispatch(baseApi.util.invalidateTags([{ type: 'File', id: arrived.id }]));
        return HttpResponse.json(arrived);
      }),
    );
    send();
    await waitFor(() => expect(hook.result.current.items).toMatchObject([{ state: 'done', file: arrived }]));
    expect(uploaded).toEqual([arrived]);
  });

  it('offers Retry when the view cannot be read, and a retry reads it again without sending the file twice', async () => {
    serveUpload();
    const { uploaded, hook, send } = renderUploads();
    let reads = 0;
    apiServer.use(
      http.get(apiUrl(`/api/files/${arrived.id}`), () => {
        reads += 1;
        return reads === 1 ? HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 }) : HttpResponse.json(arrived);
      }),
    );
    send();
    await waitFor(() => expect(hook.result.current.items).toMatchObject([{ state: 'failed', error: READ_BACK_FAILED, retryable: true }]));
    expect(uploaded).toEqual([]);

    act(() => hook.result.current.retry(hook.result.current.items[0]!.key));
    await waitFor(() => expect(hook.result.current.items).toMatchObject([{ state: 'done', file: arrived }]));
    expect(uploaded).toEqual([arrived]);
    expect(reads).toBe(2);
  });
});
