import { API_PATHS } from '#shared/api/api-paths.ts';
import { startEarlyRequests } from '../lib/api/early-requests.ts';
import { sessionMayExist } from '../lib/api/session-hint.ts';
import { notFoundRoute } from '../features/placeholders/routes.ts';
import { shellRoutes } from '../features/shell/routes.ts';
import { matchedPattern, routeOf } from '../lib/routing/route-table.ts';

/** The signed-in frame's guard, loaded with the first protected route. */
export const loadRequireAuth = () => import('./routing/require-auth.tsx').then((m) => m.RequireAuth);

/**
 * What a first load of the URL will lazy-load (page, and for protected pages the guard and the
 * signed-in frame) and fetch (the session, the frame's and the page's data), started now. main.tsx
 * calls this before the app's own code is even downloaded, so the page's chunks and data arrive in
 * parallel with it instead of after it has run; the router's later import() of the same modules
 * finds them loaded, and RTK Query takes the responses (lib/api/early-requests.ts). Failures are
 * left to the router and the queries, which retry and show their errors. `withData: false` for a
 * page the server drew: its data came with it.
 */
export function startPageDownload(url: Pick<Location, 'pathname' | 'search'>, { withData = true } = {}): void {
  const pattern = matchedPattern(url.pathname);
  const route = pattern ? routeOf(pattern) : undefined;
  const loaders: (() => Promise<unknown>)[] = [route ? route.load : notFoundRoute];
  // No session to find without the signed-in hint (lib/api/session-hint.ts): not asked.
  const data: string[] = sessionMayExist() ? [API_PATHS.user] : [];
  // The pattern already says whether the page is protected: no second match of the route table.
  if (route?.access === 'protected') {
    loaders.push(loadRequireAuth, shellRoutes.appLayout);
    data.push(...shellRoutes.appLayoutData());
  }
  // A page the server drew came with its data.
  if (withData) {
    startEarlyRequests(data);
    if (route?.data) void Promise.resolve(route.data(new URLSearchParams(url.search))).then(startEarlyRequests, () => undefined);
  }
  for (const load of loaders) load().catch(() => undefined);
}
