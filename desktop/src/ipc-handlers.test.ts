import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '#shared/api/desktop-bridge.ts';
import { isTrustedSender, registerIpcHandlers, type InvokeEventLike, type IpcMainLike, type ShellActions } from './ipc-handlers.ts';
import { createServerSettings, SERVER_URL_KEY, type ServerChangeDialog } from './server-settings.ts';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

function setup(overrides: Partial<ShellActions> = {}) {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void handlers.set(channel, listener), removeHandler: (channel) => void handlers.delete(channel) };
  const actions = {
    sessionStorage: vi.fn(async () => 'memory' as const),
    clearSession: vi.fn(async () => undefined),
    notify: vi.fn(),
    setNotificationsEnabled: vi.fn(),
    setUnreadCount: vi.fn(),
    getServerSettings: vi.fn(() => ({ serverUrl: 'https://hub.example.com', defaultServerUrl: 'https://hub.example.com', source: 'default' as const })),
    setServerUrl: vi.fn(async () => ({ ok: true as const, changed: true, serverUrl: 'https://x.example.com' })),
    openInBrowser: vi.fn(),
    cancelDownload: vi.fn(() => true),
    showDownload: vi.fn(() => false),
  } satisfies ShellActions;
  const remove = registerIpcHandlers(ipcMain, { ...actions, ...overrides });
  const app = { senderFrame: { url: 'app://hardwarehub/messages/3', parent: null } };
  const invoke = (channel: string, event: InvokeEventLike, ...args: unknown[]) => Promise.resolve(handlers.get(channel)!(event, ...args));
  return { handlers, actions, remove, app, invoke };
}

const notification = { kind: 'message', title: 'New Message', body: 'Wei Zhang: hi', senderName: 'Wei Zhang', path: '/messages/3' };

describe('IPC handlers', () => {
  it('serve the embedded app', async () => {
    const { actions, app, invoke } = setup();
    expect(await invoke(IPC_CHANNELS.sessionStorage, app)).toBe('memory');
    await invoke(IPC_CHANNELS.notify, app, notification);
    expect(actions.notify).toHaveBeenCalledWith(notification);
    await invoke(IPC_CHANNELS.unreadCount, app, 4);
    expect(actions.setUnreadCount).toHaveBeenCalledWith(4);
    await invoke(IPC_CHANNELS.notificationsEnabled, app, false);
    expect(actions.setNotificationsEnabled).toHaveBeenCalledWith(false);
    await invoke(IPC_CHANNELS.openInBrowser, app, '/subscribe?plan=pro&desktop=1');
    expect(actions.openInBrowser).toHaveBeenCalledWith('/subscribe?plan=pro&desktop=1');
    expect(await invoke(IPC_CHANNELS.setServerUrl, app, 'https://x.example.com')).toEqual({ ok: true, changed: true, serverUrl: 'https://x.example.com' });
    expect(await invoke(IPC_CHANNELS.cancelDownload, app, 3)).toBeUndefined();
    expect(actions.cancelDownload).toHaveBeenCalledWith(3);
    expect(await invoke(IPC_CHANNELS.showDownload, app, 3)).toBeUndefined();
    expect(actions.showDownload).toHaveBeenCalledWith(3);
  });

  it('cannot change the server unless the member confirms it in the native dialog, whatever the page sends', async () => {
    const data: Record<string, unknown> = { [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' };
    const store = { get: (k: string) => data[k], set: (k: string, v: unknown) => void (data[k] = v), delete: (k: string) => void delete data[k] };
    // The member clicks Cancel (or closes the dialog).
    const showMessageBox = vi.fn(async (options: ServerChangeDialog) => ({ response: options.cancelId }));
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {}, showMessageBox });
    const { app, invoke } = setup({ setServerUrl: (serverUrl) => settings.set(serverUrl) });

    expect(await invoke(IPC_CHANNELS.setServerUrl, app, 'https://hub.acme-rob0tics.com')).toEqual({ ok: true, changed: false, serverUrl: 'https://hub.acme-robotics.com' });
    expect(showMessageBox).toHaveBeenCalledTimes(1);
    // Nothing the page can add skips the question.
    await expect(invoke(IPC_CHANNELS.setServerUrl, app, 'https://hub.acme-rob0tics.com', { confirmed: true })).rejects.toThrow('invalid arguments');
    await expect(invoke(IPC_CHANNELS.setServerUrl, app, 'https://hub.acme-rob0tics.com', true)).rejects.toThrow('invalid arguments');
    expect(await invoke(IPC_CHANNELS.setServerUrl, app, { serverUrl: 'https://hub.acme-rob0tics.com', confirmed: true })).toMatchObject({ ok: false });
    expect(showMessageBox).toHaveBeenCalledTimes(1);
    expect(data).toEqual({ [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' });
  });

  it.each([
    ['a web page', { senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['the server itself', { senderFrame: { url: 'https://hub.example.com/', parent: null } }],
    ['a subframe of the app', { senderFrame: { url: 'app://hardwarehub/x', parent: {} } }],
    ['another app:// host', { senderFrame: { url: 'app://other/', parent: null } }],
    ['a destroyed frame', { senderFrame: null }],
  ])('refuse %s', async (_label, event) => {
    const { actions, invoke } = setup();
    await expect(invoke(IPC_CHANNELS.sessionStorage, event)).rejects.toThrow('sender not allowed');
    await expect(invoke(IPC_CHANNELS.notify, event, notification)).rejects.toThrow('sender not allowed');
    expect(actions.notify).not.toHaveBeenCalled();
    expect(isTrustedSender(event)).toBe(false);
  });

  it.each([
    [IPC_CHANNELS.notify, [{ ...notification, path: 'https://evil.example' }]],
    [IPC_CHANNELS.notify, [{ ...notification, extra: 1 }]],
    [IPC_CHANNELS.notify, [{ ...notification, title: '' }]],
    [IPC_CHANNELS.unreadCount, [-1]],
    [IPC_CHANNELS.unreadCount, [1.5]],
    [IPC_CHANNELS.unreadCount, ['3']],
    [IPC_CHANNELS.notificationsEnabled, ['yes']],
    [IPC_CHANNELS.openInBrowser, ['//evil.example/x']],
    [IPC_CHANNELS.openInBrowser, ['https://evil.example']],
    [IPC_CHANNELS.sessionStorage, ['unexpected']],
    [IPC_CHANNELS.cancelDownload, ['1']],
    [IPC_CHANNELS.cancelDownload, [0]],
    [IPC_CHANNELS.showDownload, [1.5]],
    [IPC_CHANNELS.showDownload, []],
  ])('validate %s payloads with the shared schemas', async (channel, args) => {
    const { actions, app, invoke } = setup();
    await expect(invoke(channel, app, ...args)).rejects.toThrow('invalid arguments');
    for (const fn of Object.values(actions)) expect(fn).not.toHaveBeenCalled();
  });

  it('can be removed again', () => {
    const { handlers, remove } = setup();
    // Every channel but the two the main process sends on (navigate, download progress).
    expect(handlers.size).toBe(Object.keys(IPC_CHANNELS).length - 2);
    remove();
    expect(handlers.size).toBe(0);
  });
});
