import { lazy, Suspense } from 'react';
import { currentBridge } from '../../lib/api/api-transport.ts';

const DesktopHost = lazy(() => import('./desktop-host.tsx').then((m) => ({ default: m.DesktopHost })));

/** The desktop app's additions, in their own chunk, loaded only inside the app (never in a browser). */
export function LazyDesktopHost({ navigate }: { navigate: (path: string) => void }) {
  if (!currentBridge()?.apiOrigin) return null;
  return (
    <Suspense fallback={null}>
      <DesktopHost navigate={navigate} />
    </Suspense>
  );
}
