import { notification } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { NotificationApi } from './deferred-notifications.ts';

/**
 * Toasts stand at the top centre, just below the 64 px header: the header's menus and a page's own
 * actions (beside its title, at the top right) stay visible and clickable while one shows.
 */
const TOAST_TOP_PX = 64 + 12;

/**
 * antd's notification holder, loaded on its own chunk (ui/notification-provider.tsx): renders the
 * toasts inside the theme's ConfigProvider and hands its API to the provider once mounted.
 */
export default function ToastHost({ onReady }: { onReady: (api: NotificationApi) => void }): ReactNode {
  const [api, holder] = notification.useNotification({ placement: 'top', top: TOAST_TOP_PX, showProgress: true, pauseOnHover: true });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
