import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '#shared/api/desktop-bridge.ts';
import { registerIpcHandlers, type InvokeEventLike, type IpcMainLike } from './ipc-handlers.ts';
import type { SessionTokenStore } from './session-token-store.ts';

const APP_ORIGIN = 'http://localhost:3000';
type Listener = Parameters<IpcMainLike['handle']>[1];

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => void handlers.delete(channel),
  };
  /** Calls a handler the way ipcRenderer.invoke(channel, ...args) would from a frame at `url`. */
  async function invoke(channel: string, args: unknown[], url: string | null = `${APP_ORIGIN}/dashboard`) {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    const event: InvokeEventLike = { senderFrame: url === null ? null : { url } };
    return handler(event, ...args);
  }
  return { ipcMain, handlers, invoke };
}

function setup() {
  const ipc = fakeIpcMain();
  let token: string | null = null;
  const tokenStore: SessionTokenStore = {
    get: vi.fn(async () => token),
    set: vi.fn(async (value: string) => {
      token = value;
    }),
    clear: vi.fn(async () => {
      token = null;
    }),
  };
  const showNotification = vi.fn();
  const unregister = registerIpcHandlers({ ipcMain: ipc.ipcMain, tokenStore, appOrigin: APP_ORIGIN, showNotification });
  return { ...ipc, tokenStore, showNotification, unregister };
}

describe('IPC handlers', () => {
  it('stores, reads and clears the session token', async () => {
    const { invoke } = setup();
    expect(await invoke(IPC_CHANNELS.getSessionToken, [])).toBeNull();
    await invoke(IPC_CHANNELS.setSessionToken, ['sess_abc123']);
    expect(await invoke(IPC_CHANNELS.getSessionToken, [])).toBe('sess_abc123');
    await invoke(IPC_CHANNELS.clearSessionToken, []);
    expect(await invoke(IPC_CHANNELS.getSessionToken, [])).toBeNull();
  });

  it('validates every argument list', async () => {
    const { invoke, tokenStore, showNotification } = setup();
    for (const args of [[], [42], [''], ['has space'], ['x'.repeat(5000)], ['ok', 'extra']]) {
      await expect(invoke(IPC_CHANNELS.setSessionToken, args), JSON.stringify(args)).rejects.toThrow(/invalid arguments/);
    }
    await expect(invoke(IPC_CHANNELS.getSessionToken, ['unexpected'])).rejects.toThrow(/invalid arguments/);
    await expect(invoke(IPC_CHANNELS.clearSessionToken, [{}])).rejects.toThrow(/invalid arguments/);
    await expect(invoke(IPC_CHANNELS.notify, ['   ', 'body'])).rejects.toThrow(/invalid arguments/);
    await expect(invoke(IPC_CHANNELS.notify, ['title'])).rejects.toThrow(/invalid arguments/);
    await expect(invoke(IPC_CHANNELS.notify, ['title', { html: '<b>' }])).rejects.toThrow(/invalid arguments/);
    expect(tokenStore.set).not.toHaveBeenCalled();
    expect(tokenStore.get).not.toHaveBeenCalled();
    expect(tokenStore.clear).not.toHaveBeenCalled();
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('never echoes the rejected value in the error', async () => {
    const { invoke } = setup();
    const secret = 'sess with space';
    await expect(invoke(IPC_CHANNELS.setSessionToken, [secret])).rejects.not.toThrow(secret);
  });

  it('refuses frames from other origins and destroyed frames', async () => {
    const { invoke, tokenStore } = setup();
    await expect(invoke(IPC_CHANNELS.getSessionToken, [], 'https://evil.example/')).rejects.toThrow(/sender not allowed/);
    await expect(invoke(IPC_CHANNELS.getSessionToken, [], 'http://localhost:3001/')).rejects.toThrow(/sender not allowed/);
    await expect(invoke(IPC_CHANNELS.getSessionToken, [], null)).rejects.toThrow(/sender not allowed/);
    expect(tokenStore.get).not.toHaveBeenCalled();
  });

  it('shows notifications with trimmed titles', async () => {
    const { invoke, showNotification } = setup();
    await invoke(IPC_CHANNELS.notify, ['  New message ', 'Acme Manufacturing replied']);
    expect(showNotification).toHaveBeenCalledWith({ title: 'New message', body: 'Acme Manufacturing replied' });
  });

  it('registers one handler per invoke channel and removes them again', () => {
    const { handlers, unregister } = setup();
    expect([...handlers.keys()].sort()).toEqual(
      [IPC_CHANNELS.getSessionToken, IPC_CHANNELS.setSessionToken, IPC_CHANNELS.clearSessionToken, IPC_CHANNELS.notify].sort(),
    );
    unregister();
    expect(handlers.size).toBe(0);
  });
});
