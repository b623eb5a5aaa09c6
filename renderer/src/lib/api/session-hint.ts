import { SESSION_HINT_COOKIE } from '#shared/constants/app-constants.ts';
import { resolveTransport, type ApiTransport } from './api-transport.ts';

/**
 * Whether `GET /api/user` can find a session. In a browser the session cookie is httpOnly, so the
 * server keeps a readable hint cookie beside it (backend session-middleware.ts): without the hint
 * there is nothing to find, and asking would only log a 401 in the visitor's console. The desktop
 * app's session is a bearer token its main process adds, invisible to the page: it always asks. So
 * does a render outside a browser (the server's, which sends the visitor's own cookie).
 */
export function sessionMayExist(transport: ApiTransport = resolveTransport(), cookies: string | undefined = globalThis.document?.cookie): boolean {
  if (transport.desktop || cookies === undefined) return true;
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`) && pair.trim().length > SESSION_HINT_COOKIE.length + 1);
}
