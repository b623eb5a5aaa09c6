import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useCallback } from 'react';
import { baseApi } from '../../lib/api/base-api.ts';
import { forgetSessionToken } from '../../lib/api/api-transport.ts';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import { useHydrated } from '../../ui/hydration.tsx';
import { authApi, useGetCurrentUserQuery } from './auth-api.ts';

/** Session states, plus 'error' when the server could not answer at all. */
export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous' | 'error';

export interface Session {
  status: SessionStatus;
  user: OwnUser | null;
  refetch: () => void;
}

/**
 * The session a prerendered page is drawn with: 'unknown' (no user chrome yet) or signed out; null
 * for a page the server drew for the signed-in visitor, whose session is in the store it sent.
 */
export type PrerenderedSession = 'unknown' | 'signed-out' | null;

let prerenderedSession: PrerenderedSession = 'unknown';

/**
 * Set by app/prerender.tsx before drawing a page at build time, by app/server-render.tsx (null) and
 * by app/boot.tsx (from the page's HTML) before hydrating it: while React hydrates, useSession
 * reports this session, so the first render matches the HTML whatever the real session is by then;
 * the real one follows at once.
 */
export function setPrerenderedSession(session: PrerenderedSession): void {
  prerenderedSession = session;
}

export function useSession(): Session {
  const { data, isLoading, isError, refetch } = useGetCurrentUserQuery();
  // A server render and a hydrating render draw the page's session; the live one follows.
  const prerendered = useHydrated() ? null : prerenderedSession;
  if (prerendered) return { status: prerendered === 'unknown' ? 'unknown' : 'anonymous', user: null, refetch };
  let status: SessionStatus = 'anonymous';
  if (isLoading) status = 'unknown';
  else if (data) status = 'authenticated';
  else if (isError) status = 'error';
  return { status, user: data ?? null, refetch };
}

/** Starts GET /api/user before anything renders; useSession then finds the request under way. */
export const prefetchSession = () => authApi.util.prefetch('getCurrentUser', undefined, {});

/**
 * Replaces the signed-in user after login, registration, logout or deactivation. The whole RTK
 * Query cache is dropped first so nothing fetched for the previous user survives.
 */
export function useSetSessionUser(): (user: OwnUser | null) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (user) => {
      if (!user) void forgetSessionToken().catch(() => undefined);
      dispatch(baseApi.util.resetApiState());
      void dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
    },
    [dispatch],
  );
}
