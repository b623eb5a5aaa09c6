import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { lazy, Suspense } from 'react';

const RealtimeHost = lazy(() => import('./realtime-host.tsx').then((m) => ({ default: m.RealtimeHost })));

/**
 * The session's socket host, in its own chunk: socket.io and the event schemas were a fifth of the
 * signed-in frame's code, evaluated before any signed-in page could draw. The socket now opens a
 * moment after the first screen (what arrived meanwhile comes with the pages' own requests).
 */
export function LazyRealtimeHost({ user }: { user: OwnUser }) {
  return (
    <Suspense fallback={null}>
      <RealtimeHost user={user} />
    </Suspense>
  );
}
