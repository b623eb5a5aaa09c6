import { z } from 'zod';
import { IPC_CHANNELS } from '#shared/api/desktop-bridge.ts';
import { browserPathSchema, desktopNotificationSchema, downloadIdSchema, unreadCountSchema, type DesktopNotification, type ServerSettings, type ServerUrlResult, type SessionStorageKind } from '#shared/schemas/desktop-schemas.ts';
import { isAppUrl } from './window-guards.ts';

/**
 * The main-process side of the bridge. Every handler first checks that the call comes from the top
 * frame of the embedded app (app://hardwarehub): a frame or page of any other origin gets nothing.
 * Then its arguments are validated with the shared zod schemas before anything happens.
 */

/** What the handlers read from an invoke event (Electron's IpcMainInvokeEvent satisfies it). */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** The subset of Electron's ipcMain used here (main.ts passes the real one; tsc checks the fit). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** What the bridge can ask the shell to do. */
export interface ShellActions {
  sessionStorage(): Promise<SessionStorageKind>;
  clearSession(): Promise<void>;
  notify(notification: DesktopNotification): void;
  setNotificationsEnabled(enabled: boolean): void;
  setUnreadCount(count: number): void;
  getServerSettings(): ServerSettings;
  /** Asks the member to confirm in a native dialog before anything is stored (server-settings.ts). */
  setServerUrl(serverUrl: unknown): Promise<ServerUrlResult>;
  openInBrowser(path: string): void;
  /** download-manager.ts: false when there is no such download (nothing to cancel or show). */
  cancelDownload(id: number): boolean;
  showDownload(id: number): boolean;
}

export class IpcRequestError extends Error {
  constructor(channel: string, reason: string) {
    super(`${channel}: ${reason}`);
    this.name = 'IpcRequestError';
  }
}

/** The top frame of the embedded app, nothing else. */
export function isTrustedSender(event: InvokeEventLike): boolean {
  const frame = event.senderFrame;
  return !!frame && !frame.parent && isAppUrl(frame.url);
}

/** Registers every invoke handler; returns a function that removes them again. */
export function registerIpcHandlers(ipcMain: IpcMainLike, actions: ShellActions): () => void {
  const channels: string[] = [];

  function handle<Args extends unknown[]>(channel: string, argsSchema: z.ZodType<Args>, run: (args: Args) => unknown): void {
    channels.push(channel);
    ipcMain.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event)) throw new IpcRequestError(channel, 'sender not allowed');
      const parsed = argsSchema.safeParse(args);
      // The message names the problem, never the value.
      if (!parsed.success) throw new IpcRequestError(channel, `invalid arguments (${parsed.error.issues[0]?.message ?? 'invalid'})`);
      return run(parsed.data);
    });
  }

  handle(IPC_CHANNELS.sessionStorage, z.tuple([]), () => actions.sessionStorage());
  handle(IPC_CHANNELS.clearSession, z.tuple([]), () => actions.clearSession());
  handle(IPC_CHANNELS.notify, z.tuple([desktopNotificationSchema]), ([notification]) => actions.notify(notification));
  handle(IPC_CHANNELS.notificationsEnabled, z.tuple([z.boolean()]), ([enabled]) => actions.setNotificationsEnabled(enabled));
  handle(IPC_CHANNELS.unreadCount, z.tuple([unreadCountSchema]), ([count]) => actions.setUnreadCount(count));
  handle(IPC_CHANNELS.getServerSettings, z.tuple([]), () => actions.getServerSettings());
  // The address is checked by the settings store, which answers with the form's message. One argument
  // only: nothing the page sends can stand in for the member's answer to the confirmation dialog.
  handle(IPC_CHANNELS.setServerUrl, z.tuple([z.unknown()]), ([serverUrl]) => actions.setServerUrl(serverUrl));
  handle(IPC_CHANNELS.openInBrowser, z.tuple([browserPathSchema]), ([path]) => actions.openInBrowser(path));
  // A download that has ended (or never was) is not an error: the page may have seen an older report.
  handle(IPC_CHANNELS.cancelDownload, z.tuple([downloadIdSchema]), ([id]) => void actions.cancelDownload(id));
  handle(IPC_CHANNELS.showDownload, z.tuple([downloadIdSchema]), ([id]) => void actions.showDownload(id));

  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
