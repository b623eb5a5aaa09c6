import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../lib/store/store.ts';
import { apiServer, apiUrl, http, HttpResponse, setUpApiServer } from '../../test-support/api-server.ts';
import { serveSummaries, serveThread } from '../../test-support/chat-api.ts';
import { connection, message, ownUser, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { catchUpThread, mergeIntoThread, messagesApi, socketEpoch } from './messages-api.ts';
import { ThreadPanel } from './thread-panel.tsx';

setUpApiServer();

const me = ownUser({ id: 1 });
const ben = publicUser({ id: 2, fullName: 'Ben Maker' });
const note = (id: number, content = `Note ${id}`) => message({ id, senderId: ben.id, content, read: true, sender: ben });
const bubbles = () => screen.getAllByTestId('message-content').map((bubble) => bubble.textContent);

/** A store holding thread 10 as loaded from `held`. */
async function storeWithThread(held: ReturnType<typeof note>[]) {
  const store = makeStore();
  await store.dispatch(messagesApi.endpoints.getThread.initiate(10)).unwrap();
  expect(messagesApi.endpoints.getThread.select(10)(store.getState()).data?.messages).toEqual(held);
  return store;
}

const heldIds = (store: ReturnType<typeof makeStore>, connectionId = 10) =>
  messagesApi.endpoints.getThread.select(connectionId)(store.getState()).data?.messages.map((m) => m.id);

describe('merging messages into a cached thread', () => {
  it('a live message joins the open thread in id order, and the same message twice shows once', async () => {
    serveThread(10, [note(1), note(3)]);
    serveSummaries();
    const { store } = renderWithApp(<ThreadPanel connection={connection({ id: 10, requester: me, recipient: ben })} me={me} />, { user: me });
    await screen.findByText('Note 3');
    mergeIntoThread(store.dispatch, 10, [note(4), note(2)]);
    mergeIntoThread(store.dispatch, 10, [note(4)]);
    // The cache's patches reach the screen with the store's next batched notification.
    await waitFor(() => expect(bubbles()).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4']));
  });

  it('a message for a thread nobody has loaded is not kept (its page brings it when opened)', () => {
    const store = makeStore();
    mergeIntoThread(store.dispatch, 11, [note(7)]);
    expect(heldIds(store, 11)).toBeUndefined();
  });
});

describe('catching a thread up', () => {
  it('asks for what came after the newest message held, page by page, and merges each message once', async () => {
    const all = Array.from({ length: 205 }, (_, index) => note(index + 1));
    const onServer = all.slice(0, 2);
    const thread = serveThread(10, onServer);
    const store = await storeWithThread(all.slice(0, 2));
    // While away, 203 more were sent: more than one catch-up page.
    onServer.push(...all.slice(2));

    const run = catchUpThread(store.dispatch, store.getState, 10);
    await waitFor(() => expect(thread.requests.length).toBeGreaterThan(1));
    // One of them is also heard live while the catch-up runs.
    mergeIntoThread(store.dispatch, 10, [note(150)]);
    await run;

    expect(heldIds(store)).toEqual(all.map((m) => m.id));
    const catchUps = thread.requests.filter((url) => url.searchParams.has('after'));
    expect(catchUps.map((url) => [url.searchParams.get('after'), url.searchParams.get('limit')])).toEqual([
      ['2', '200'],
      ['202', '200'],
    ]);
  });

  it('a thread page that loaded while the socket reconnected catches up right after', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const after: string[] = [];
    apiServer.use(
      http.get(apiUrl('/api/messages/connection/10'), async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.has('after')) {
          after.push(url.searchParams.get('after')!);
          return HttpResponse.json({ messages: [note(9, 'Sent while reconnecting')], nextCursor: null, newerCursor: null });
        }
        await released;
        return HttpResponse.json({ messages: [note(8)], nextCursor: null, newerCursor: null });
      }),
    );
    const store = makeStore();
    const loading = store.dispatch(messagesApi.endpoints.getThread.initiate(10));
    socketEpoch.value += 1;
    release();
    await loading;
    await waitFor(() => expect(heldIds(store)).toEqual([8, 9]));
    expect(after).toEqual(['8']);
  });
});
