import { notification } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { NotificationApi } from './deferred-notifications.ts';

/**
 * antd's notification holder, loaded on its own chunk (ui/notification-provider.tsx): renders the
 * toasts inside the theme's ConfigProvider and hands its API to the provider once mounted.
 */
export default function ToastHost({ onReady }: { onReady: (api: NotificationApi) => void }): ReactNode {
  const [api, holder] = notification.useNotification({ placement: 'topRight', showProgress: true, pauseOnHover: true });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
