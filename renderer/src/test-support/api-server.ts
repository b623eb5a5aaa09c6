/**
 * The API as the component tests see it: an msw server answering `http://localhost:3000/api/...`
 * (jsdom's page address, which the app's relative API paths resolve against). A request no handler
 * answers fails the test that made it, so "sends nothing" is checked everywhere, not only where a
 * test says so.
 */
import { cleanup } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

export const API_ORIGIN = 'http://localhost:3000';

/** The absolute URL msw matches for an API path (`/api/...`); `:id`-style segments stay patterns. */
export const apiUrl = (path: string) => `${API_ORIGIN}${path}`;

export const apiServer = setupServer();

const unhandled: string[] = [];

/** Starts the server for the file's tests; each test ends with no handler overrides and no unanswered request. */
export function setUpApiServer(): void {
  beforeAll(() =>
    apiServer.listen({
      onUnhandledRequest: (request) => {
        const url = new URL(request.url);
        unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      },
    }),
  );
  // A request the previous test left in flight is not this test's.
  beforeEach(() => void unhandled.splice(0));
  afterEach(() => {
    // Unmounted first: a failed check must not leave this test's page behind for the next one.
    cleanup();
    apiServer.resetHandlers();
    const seen = unhandled.splice(0);
    expect(seen, 'requests no handler answered').toEqual([]);
  });
  afterAll(() => apiServer.close());
}

/** The JSON error body every API failure has (`{message, errors?}` plus flags). */
export const apiError = (status: number, body: { message: string } & Record<string, unknown>) => HttpResponse.json(body, { status });

/** Answers one method and path with JSON (the same answer every time). */
export function answer(method: 'get' | 'post' | 'patch' | 'delete', path: string, body: JsonBodyType, status = 200) {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

export interface RecordedRequest {
  url: URL;
  body: unknown;
}

/**
 * Answers `method path` with `respond` and keeps every request's URL and JSON body, so a test can
 * assert what was sent (and that nothing was).
 */
export function recordRequests(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, respond: (body: unknown, url: URL) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  apiServer.use(
    http[method](apiUrl(path), async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      const url = new URL(request.url);
      requests.push({ url, body });
      return respond(body, url);
    }),
  );
  return requests;
}

export { http, HttpResponse };
