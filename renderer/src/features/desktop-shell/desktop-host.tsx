import { DisconnectOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Result, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DESKTOP_SETTINGS_PATH } from '#shared/api/desktop-bridge.ts';
import { useSession } from '../auth/index.ts';
import { useUnreadTotal } from '../messages/index.ts';
import { onNotificationReceived, useUnreadNotificationCount } from '../notifications/index.ts';
import { currentBridge } from '../../lib/api/api-transport.ts';
import { useNotificationApi } from '../../ui/notification-provider.tsx';
import { DesktopDownloads } from './desktop-downloads.tsx';
import { DESKTOP_TEXT, toDesktopNotification } from './desktop-logic.ts';
import { ServerSettingsForm } from './server-settings-form.tsx';
import './desktop.css';

/** Unread notifications and messages on the dock/taskbar badge, while signed in. */
function UnreadBadge() {
  const total = useUnreadTotal() + useUnreadNotificationCount();
  useEffect(() => {
    void currentBridge()?.setUnreadCount?.(total)?.catch(() => undefined);
  }, [total]);
  return null;
}

/** Shown instead of the app when the server does not answer (not a blank window), with Retry and the server address. */
function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const [changing, setChanging] = useState(false);
  const server = currentBridge()?.apiOrigin ?? '';
  // Back online: try again by itself.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="hh-desktop-offline" role="alertdialog" aria-modal="true" aria-labelledby="hh-desktop-offline-title">
      <div className="hh-desktop-offline__panel">
        <Result
          icon={<DisconnectOutlined />}
          title={<span id="hh-desktop-offline-title">{DESKTOP_TEXT.offlineTitle}</span>}
          subTitle={DESKTOP_TEXT.offlineBody(server)}
          extra={
            <Flex gap={8} justify="center" wrap>
              <Button type="primary" onClick={onRetry}>
                {DESKTOP_TEXT.retry}
              </Button>
              <Button onClick={() => setChanging((open) => !open)} aria-expanded={changing}>
                {DESKTOP_TEXT.changeServer}
              </Button>
            </Flex>
          }
        />
        {changing && <ServerSettingsForm autoFocus />}
      </div>
    </div>
  );
}

/**
 * Everything the desktop app adds to the renderer, mounted only when the shell's bridge is there
 * (app/app.tsx loads this lazily, so the browser build never downloads it):
 * - navigation the shell asks for (hardwarehub:// links, the menu, notification clicks);
 * - native notifications: the member's notifications as the socket brings them (the bell's stream, the
 *   one source, so a message is not announced twice), with the member's preference;
 * - the unread badge;
 * - downloads (saved by the shell to the Downloads folder): progress, Cancel, Show in folder;
 * - the notice when the session cannot be kept in a keychain;
 * - the offline screen, and the Settings panel (server address).
 */
export function DesktopHost({ navigate }: { navigate: (path: string) => void }) {
  const bridge = currentBridge();
  const { status, user, refetch } = useSession();
  const notification = useNotificationApi();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const warnedFor = useRef<number | null>(null);

  useEffect(
    () =>
      bridge?.onNavigate?.((path) => {
        if (path === DESKTOP_SETTINGS_PATH) setSettingsOpen(true);
        else navigate(path);
      }),
    [bridge, navigate],
  );

  const enabled = user?.desktopNotifications ?? false;
  useEffect(() => {
    void bridge?.setNotificationsEnabled?.(enabled)?.catch(() => undefined);
  }, [bridge, enabled]);

  useEffect(
    () =>
      onNotificationReceived((notification) => {
        void bridge?.notify?.(toDesktopNotification(notification))?.catch(() => undefined);
      }),
    [bridge],
  );

  // Signed out: no badge.
  useEffect(() => {
    if (!user) void bridge?.setUnreadCount?.(0)?.catch(() => undefined);
  }, [bridge, user]);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null || warnedFor.current === userId) return;
    warnedFor.current = userId;
    void bridge
      ?.getSessionStorage?.()
      .then((storage) => {
        if (storage === 'memory') notification.info({ key: 'desktop-session-memory', title: DESKTOP_TEXT.memoryOnlyTitle, description: DESKTOP_TEXT.memoryOnlyBody, duration: 0, role: 'status' });
      })
      .catch(() => undefined);
  }, [bridge, userId, notification]);

  return (
    <>
      {user && <UnreadBadge />}
      <DesktopDownloads />
      {status === 'error' && <OfflineScreen onRetry={refetch} />}
      <Modal open={settingsOpen} title={DESKTOP_TEXT.settingsTitle} footer={null} onCancel={() => setSettingsOpen(false)} destroyOnHidden>
        <ServerSettingsForm autoFocus />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Desktop notifications are set per member in Profile, on the Preferences tab.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
