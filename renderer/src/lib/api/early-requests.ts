import { apiUrl, resolveTransport, type ApiTransport } from './api-transport.ts';

/*
 * The first screen's GET requests, started by main.tsx while the app's code is still downloading,
 * and handed to RTK Query when it asks for the same URL (base-api.ts's fetchFn). Without this, the
 * session check waited for every module of the app to run, and the page's data for the session
 * (about two seconds on a slow phone).
 *
 * Each early response is used at most once, only within EARLY_TTL_MS, and all of them are dropped
 * as soon as the app sends anything but a GET (a login, a logout): a response fetched before that
 * may describe another session.
 */
const EARLY_TTL_MS = 10_000;

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

const early = new Map<string, EarlyRequest>();

/** Absolute URL, as `new Request(url).url` spells it, so both sides key the same request alike. */
function requestKey(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Starts a GET of each API path (with the transport's credentials) unless one is pending. */
export function startEarlyRequests(paths: readonly string[], transport: ApiTransport = resolveTransport()): void {
  for (const path of paths) {
    const key = requestKey(apiUrl(path, transport));
    if (early.has(key)) continue;
    const response = fetch(key, { credentials: transport.credentials });
    // A failure is not reported here: the consumer falls back to its own request.
    response.catch(() => undefined);
    early.set(key, { response, startedAt: performance.now() });
  }
}

/**
 * The early response for this request, if one is pending and still fresh; it is removed either
 * way. Any other method than GET drops every pending early response.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') {
    early.clear();
    return undefined;
  }
  const entry = early.get(request.url);
  if (!entry) return undefined;
  early.delete(request.url);
  return performance.now() - entry.startedAt <= EARLY_TTL_MS ? entry.response : undefined;
}

/** fetch, answered from an early response when there is one (a failed early request is retried). */
export function fetchWithEarlyResponses(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  const pending = takeEarlyResponse(request);
  return pending ? pending.catch(() => fetch(request)) : fetch(request);
}
