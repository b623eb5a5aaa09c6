import { createContext, lazy, Suspense, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createDeferredNotifications, type NotificationApi } from './deferred-notifications.ts';

// Without its chunk (offline, a deploy replaced it) toasts are lost but the page keeps working.
const ToastHost = lazy(() => import('./toast-host.tsx').catch(() => ({ default: () => null })));

const NotificationContext = createContext<NotificationApi | null>(null);

/** After this long (and then when the browser is idle) the toast code is fetched anyway, so a later first toast shows at once. */
const PRELOAD_AFTER_MS = 2000;

/**
 * antd's notification API with the theme's context (the app's toasts). Used instead of antd's
 * App, which also bundles the modal and message APIs into every first screen; a page that needs a
 * confirmation dialog takes Modal.useModal() itself. The notification code itself arrives after the
 * first screen: when the browser is idle, or at the first toast if that comes sooner (queued meanwhile).
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [deferred] = useState(createDeferredNotifications);
  const [hostWanted, setHostWanted] = useState(false);

  useEffect(() => {
    const stop = deferred.onFirstUse(() => setHostWanted(true));
    const want = () => setHostWanted(true);
    let idle: number | undefined;
    // Not during the first screen's own downloads and rendering: that is what the visitor waits for.
    const timer = window.setTimeout(() => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(want, { timeout: PRELOAD_AFTER_MS });
      else want();
    }, PRELOAD_AFTER_MS);
    return () => {
      stop();
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [deferred]);

  return (
    <NotificationContext value={deferred.api}>
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost onReady={deferred.attach} />
        </Suspense>
      )}
      {children}
    </NotificationContext>
  );
}

export function useNotificationApi(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error('useNotificationApi needs a NotificationProvider above it');
  return api;
}
