import { MessageOutlined, TeamOutlined } from '@ant-design/icons';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { AppStore } from '../../lib/store/store.ts';
import { useNotificationApi } from '../../ui/notification-provider.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { onNotification } from '../notifications/index.ts';
import { onRealtimeAlert } from '../../lib/realtime/realtime-connection.ts';
import { resetRealtime } from './realtime-slice.ts';
import { startRealtimeSession } from './realtime-session.ts';

/**
 * Mounted once in the signed-in frame: opens the session's socket (closed when the user signs out or
 * changes) and turns its alerts and notifications into toasts.
 */
export function RealtimeHost({ user }: { user: OwnUser }) {
  const store = useStore() as AppStore;
  const toast = useToast();
  const notification = useNotificationApi();
  const navigate = useNavigate();

  // Only a different user (or sign-out) restarts the socket, not a profile edit.
  const userId = user.id;
  useEffect(() => {
    const stop = startRealtimeSession(store, userId);
    return () => {
      stop();
      store.dispatch(resetRealtime());
    };
  }, [store, userId]);

  useEffect(
    () =>
      onRealtimeAlert((alert) => {
        if (alert.kind === 'lost') toast.warning('Connection Lost', 'Attempting to reconnect...', { key: 'realtime-connection' });
        else if (alert.kind === 'failed') toast.error('Connection Failed', 'Connection failed after multiple attempts. Please refresh the page.', { key: 'realtime-connection', duration: 0 });
        else if (alert.kind === 'auth') toast.error('Authentication Error', alert.message, { key: 'realtime-auth' });
        else toast.error('Connection Failed', alert.message, { key: 'realtime-connection' });
      }),
    [toast],
  );

  useEffect(
    () =>
      onNotification((event) => {
        if (event.kind === 'message' && event.inView) return;
        if (event.kind === 'file_quarantined') {
          notification.error({ key: `file-${event.fileId}`, title: event.title, description: event.body, role: 'alert', duration: 0 });
          return;
        }
        const key = event.kind === 'message' ? `message-${event.message.connectionId}` : `connection-${event.connection.id}`;
        notification.info({
          key,
          title: event.title,
          description: event.body,
          icon: event.kind === 'message' ? <MessageOutlined className="hh-notify-icon" /> : <TeamOutlined className="hh-notify-icon" />,
          role: 'status',
          className: 'hh-notify hh-clickable',
          onClick: () => {
            notification.destroy(key);
            void navigate(event.path);
          },
        });
      }),
    [notification, navigate],
  );

  return null;
}
