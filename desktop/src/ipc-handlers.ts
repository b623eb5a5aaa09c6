import { z } from 'zod';
import { IPC_CHANNELS } from '#shared/api/desktop-bridge.ts';
import type { SessionTokenStore } from './session-token-store.ts';

/**
 * The main-process side of the bridge. Every handler checks that the call comes from a frame on the
 * app's own origin (a page navigated elsewhere must not read the token) and validates its arguments
 * with zod before touching anything.
 */

/** What the handlers read from an invoke event (Electron's IpcMainInvokeEvent satisfies it). */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string } | null;
}

/** The subset of Electron's ipcMain used here (main.ts passes the real one; tsc checks the fit). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface IpcHandlerDeps {
  ipcMain: IpcMainLike;
  tokenStore: SessionTokenStore;
  /** Origin of the loaded web app; calls from any other origin are refused. */
  appOrigin: string;
  /** Shows a native notification (Electron's Notification in the app). */
  showNotification(notification: { title: string; body: string }): void;
}

/** Bearer tokens travel in an HTTP header: printable ASCII without spaces, bounded length. */
const sessionTokenSchema = z.string().min(1).max(4096).regex(/^[\x21-\x7e]+$/);

const notificationTitleSchema = z.string().trim().min(1).max(256);
const notificationBodySchema = z.string().max(4096);

export class IpcRequestError extends Error {
  constructor(channel: string, reason: string) {
    super(`${channel}: ${reason}`);
    this.name = 'IpcRequestError';
  }
}

export function isTrustedSender(event: InvokeEventLike, appOrigin: string): boolean {
  const url = event.senderFrame?.url;
  if (!url) return false;
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}

/** Registers every invoke handler; returns a function that removes them again. */
export function registerIpcHandlers(deps: IpcHandlerDeps): () => void {
  const { ipcMain, tokenStore, appOrigin, showNotification } = deps;

  const channels: string[] = [];

  function handle<Args extends unknown[]>(channel: string, argsSchema: z.ZodType<Args>, run: (args: Args) => unknown): void {
    channels.push(channel);
    ipcMain.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event, appOrigin)) throw new IpcRequestError(channel, 'sender not allowed');
      const parsed = argsSchema.safeParse(args);
      // The message names the problem, never the value (it may be a token).
      if (!parsed.success) throw new IpcRequestError(channel, `invalid arguments (${parsed.error.issues[0]?.message ?? 'invalid'})`);
      return run(parsed.data);
    });
  }

  handle(IPC_CHANNELS.getSessionToken, z.tuple([]), () => tokenStore.get());
  handle(IPC_CHANNELS.setSessionToken, z.tuple([sessionTokenSchema]), ([token]) => tokenStore.set(token));
  handle(IPC_CHANNELS.clearSessionToken, z.tuple([]), () => tokenStore.clear());
  handle(IPC_CHANNELS.notify, z.tuple([notificationTitleSchema, notificationBodySchema]), ([title, body]) => {
    showNotification({ title, body });
  });

  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
