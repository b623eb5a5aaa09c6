import { notification } from 'antd';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

type NotificationApi = ReturnType<typeof notification.useNotification>[0];

const NotificationContext = createContext<NotificationApi | null>(null);

/**
 * antd's notification API with the theme's context (the toasts of 000 §8). Used instead of antd's
 * App, which also bundles the modal and message APIs into every first screen; a page that needs a
 * confirmation dialog takes Modal.useModal() itself.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({ placement: 'topRight', showProgress: true, pauseOnHover: true });
  return (
    <NotificationContext value={api}>
      {holder}
      {children}
    </NotificationContext>
  );
}

export function useNotificationApi(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error('useNotificationApi needs a NotificationProvider above it');
  return api;
}
