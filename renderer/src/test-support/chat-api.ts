/**
 * The messaging endpoints a thread needs, answered like the server does from a list the test holds
 * (and may add to: a message "sent while away" is pushed, then fetched by a catch-up).
 */
import { API_PATHS, apiPath } from '#shared/api/api-paths.ts';
import type { MessageSummaryList, MessageWithSender, ThreadPage } from '#shared/schemas/message-schemas.ts';
import { apiServer, apiUrl, http, HttpResponse, recordRequests } from './api-server.ts';

/** GET /api/messages/connection/:id pages over `messages` (oldest first): latest, `?before=` and `?after=` with `limit`. */
export function serveThread(connectionId: number, messages: MessageWithSender[], pageSize = 50) {
  const requests: URL[] = [];
  apiServer.use(
    http.get(apiUrl(apiPath(API_PATHS.connectionMessages, { id: connectionId })), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const before = url.searchParams.get('before');
      const after = url.searchParams.get('after');
      const limit = Number(url.searchParams.get('limit') ?? pageSize);
      let page: ThreadPage;
      if (after !== null) {
        const newer = messages.filter((m) => m.id > Number(after));
        const shown = newer.slice(0, limit);
        page = { messages: shown, nextCursor: null, newerCursor: newer.length > limit ? shown.at(-1)!.id : null };
      } else {
        const older = before === null ? messages : messages.filter((m) => m.id < Number(before));
        const shown = older.slice(-limit);
        page = { messages: shown, nextCursor: older.length > limit ? shown[0]!.id : null, newerCursor: null };
      }
      return HttpResponse.json(page);
    }),
  );
  return { requests };
}

/** GET /api/messages/summaries. */
export function serveSummaries(list: MessageSummaryList = []) {
  return recordRequests('get', API_PATHS.messageSummaries, () => HttpResponse.json(list));
}

/** POST /api/messages/connection/:id/read (the HTTP way of marking a thread read). */
export function serveMarkRead(connectionId: number) {
  return recordRequests('post', apiPath(API_PATHS.connectionMessagesRead, { id: connectionId }), () =>
    HttpResponse.json({ connectionId, marked: 1, lastReadId: null }),
  );
}
