import { createContext, lazy, Suspense, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createDeferredNotifications, type NotificationApi } from './deferred-notifications.ts';

// Without its chunk (offline, a deploy replaced it) toasts are lost but the page keeps working.
const ToastHost = lazy(() => import('./toast-host.tsx').catch(() => ({ default: () => null })));

const NotificationContext = createContext<NotificationApi | null>(null);

/** What counts as the visitor starting to act: a toast answers an action, and an action starts with one of these. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * antd's notification API with the theme's context (the app's toasts). Used instead of antd's
 * App, which also bundles the modal and message APIs into every first screen; a page that needs a
 * confirmation dialog takes Modal.useModal() itself. The notification code arrives at the visitor's
 * first interaction (a toast follows an action, which starts with a tap, a key or a focus), or at the
 * first toast if that comes sooner (queued meanwhile): a visitor who only reads never loads it, and
 * nobody's first screen waits for it.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [deferred] = useState(createDeferredNotifications);
  const [hostWanted, setHostWanted] = useState(false);

  useEffect(() => {
    const stop = deferred.onFirstUse(() => setHostWanted(true));
    const want = () => setHostWanted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      stop();
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want, { capture: true });
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
