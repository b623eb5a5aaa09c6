import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { MarkReadResult, MessageSummaryList, MessageWithSender, SendMessageInput, ThreadPage } from '#shared/schemas/message-schemas.ts';
import { MESSAGE_PAGE_MAX } from '#shared/schemas/message-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import type { ChatMessage, ThreadCache } from './message-logic.ts';
import { lastStoredId, mergeMessages } from './message-logic.ts';

/** The connections panel's per-connection data: newest message and unread count. */
export interface MessageSummaries {
  last: Record<number, MessageWithSender>;
  unread: Record<number, number>;
}

export const SUMMARY_TAG = { type: 'Message', id: 'SUMMARY' } as const;

/**
 * Messages calls. Threads are not refetched by tags: the socket handlers keep them
 * current with socket events and `?after=` catch-ups (features/messages/messages-realtime.ts).
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One cache entry per thread: the latest page, then older pages and live messages merged in. */
    getThread: build.query<ThreadCache, number>({
      query: (connectionId) => apiPath(API_PATHS.connectionMessages, { id: connectionId }),
      transformResponse: (page: ThreadPage): ThreadCache => ({ messages: page.messages, nextCursor: page.nextCursor }),
      async onQueryStarted(connectionId, { dispatch, queryFulfilled, getState }) {
        const epoch = socketEpoch.value;
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The socket (re)connected while this page was loading: what arrived in between may be missing.
        if (socketEpoch.value !== epoch) void catchUpThread(dispatch, getState, connectionId);
      },
    }),
    /** Ad-hoc pages (older messages, reconnect catch-up); merged into getThread, never kept. */
    getThreadPage: build.query<ThreadPage, { connectionId: number; before?: number; after?: number }>({
      query: ({ connectionId, before, after }) => ({
        url: apiPath(API_PATHS.connectionMessages, { id: connectionId }),
        params: { before, after, limit: after !== undefined ? MESSAGE_PAGE_MAX : undefined },
      }),
      keepUnusedDataFor: 0,
    }),
    /** Newest message and unread count of every thread (GET /api/messages/summaries), however old the thread. */
    getMessageSummaries: build.query<MessageSummaries, void>({
      query: () => API_PATHS.messageSummaries,
      transformResponse: (list: MessageSummaryList): MessageSummaries => ({
        last: Object.fromEntries(list.map((summary) => [summary.connectionId, summary.lastMessage])),
        unread: Object.fromEntries(list.filter((summary) => summary.unread > 0).map((summary) => [summary.connectionId, summary.unread])),
      }),
      providesTags: [SUMMARY_TAG],
    }),
    /** The HTTP fallback of a send. */
    postMessage: build.mutation<MessageWithSender, SendMessageInput>({
      query: (body) => ({ url: API_PATHS.messages, method: 'POST', body }),
    }),
    markThreadRead: build.mutation<MarkReadResult, number>({
      query: (connectionId) => ({ url: apiPath(API_PATHS.connectionMessagesRead, { id: connectionId }), method: 'POST' }),
    }),
  }),
});

export const { useGetThreadQuery, useGetMessageSummariesQuery, useMarkThreadReadMutation } = messagesApi;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's own type for onQueryStarted's dispatch
export type Dispatch = ThunkDispatch<any, any, UnknownAction>;
export type GetState = () => unknown;

/** Bumped on every socket connect; a thread page that started before a connect catches up after it. */
export const socketEpoch = { value: 0 };

/** The ids of every thread held in the cache (loaded successfully). */
export function cachedThreadIds(getState: GetState): number[] {
  const api = (getState() as { api: { queries: Record<string, { endpointName?: string; originalArgs?: unknown; status?: string } | undefined> } }).api;
  return Object.values(api.queries)
    .filter((entry) => entry?.endpointName === 'getThread' && entry.status === 'fulfilled')
    .map((entry) => Number(entry!.originalArgs));
}

function heldThread(getState: GetState, connectionId: number): ThreadCache | undefined {
  return messagesApi.endpoints.getThread.select(connectionId)(getState() as never).data;
}

/** Merges messages into a cached thread (no-op when that thread is not loaded). */
export function mergeIntoThread(dispatch: Dispatch, connectionId: number, incoming: readonly ChatMessage[]) {
  dispatch(
    messagesApi.util.updateQueryData('getThread', connectionId, (draft) => {
      draft.messages = mergeMessages(draft.messages, incoming);
    }),
  );
}

const catchUps = new Map<number, Promise<void>>();

/**
 * Fetches what a cached thread missed: `?after=<newest stored id held>` until caught up, merged by id,
 * so a message heard live and fetched again still shows once. Runs one at a time per thread; a
 * request during a run queues exactly one more run after it.
 */
export function catchUpThread(dispatch: Dispatch, getState: GetState, connectionId: number): Promise<void> {
  const previous = catchUps.get(connectionId) ?? Promise.resolve();
  const run = previous.then(async () => {
    for (let guard = 0; guard < 50; guard++) {
      const held = heldThread(getState, connectionId);
      if (!held) return;
      const after = lastStoredId(held.messages);
      const request = dispatch(
        after === null
          ? messagesApi.endpoints.getThreadPage.initiate({ connectionId }, { subscribe: false, forceRefetch: true })
          : messagesApi.endpoints.getThreadPage.initiate({ connectionId, after }, { subscribe: false, forceRefetch: true }),
      );
      const page = await request.unwrap();
      mergeIntoThread(dispatch, connectionId, page.messages);
      if (page.newerCursor === null) return;
    }
  });
  const settled = run.catch(() => undefined);
  catchUps.set(connectionId, settled);
  void settled.then(() => {
    if (catchUps.get(connectionId) === settled) catchUps.delete(connectionId);
  });
  return run;
}
