import { API_ORIGIN_SWITCH } from '#shared/api/desktop-bridge.ts';
import { SERVER_CHANGE_CONFIRMATION, serverUrlSchema, type ServerSettings, type ServerUrlResult } from '#shared/schemas/desktop-schemas.ts';
import type { KeyValueStore } from './session-vault.ts';

/**
 * Which HardwareHub server the app talks to. In order: $HARDWAREHUB_URL (development, the smoke
 * test), the address the member entered in Settings (electron-store), the build's default (set at
 * packaging time, desktop/build.ts). Every address passes the shared schema: https, or plain http
 * only for localhost, an origin and nothing more.
 *
 * A change is stored only after the member confirms it in a native dialog of the main process, naming
 * the old and the new address: the request comes from the page, and a script in the page must not be
 * able to move the member (and their next sign-in) to a look-alike server.
 */
export const SERVER_URL_KEY = 'serverUrl';

/** The options this module gives the native dialog (a subset of Electron's MessageBoxOptions). */
export interface ServerChangeDialog {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: boolean;
}

/** Electron's dialog.showMessageBox, bound to the app's window by main.ts. */
export type ShowMessageBox = (options: ServerChangeDialog) => Promise<{ response: number }>;

export interface ServerSettingsStore {
  get(): ServerSettings;
  /** The origin requests go to. */
  origin(): string;
  /** Validates the address, asks the member to confirm a change, and stores it only when confirmed. */
  set(raw: unknown): Promise<ServerUrlResult>;
}

export function createServerSettings(options: {
  store: KeyValueStore;
  defaultServerUrl: string;
  env: Readonly<Record<string, string | undefined>>;
  showMessageBox: ShowMessageBox;
  log?: (message: string) => void;
}): ServerSettingsStore {
  const { store, env, showMessageBox, log = () => undefined } = options;
  const parse = (raw: unknown) => serverUrlSchema.safeParse(raw);

  const builtIn = parse(options.defaultServerUrl);
  // A bad build default is a packaging mistake: fall back to a local server rather than to nothing.
  const defaultServerUrl = builtIn.success ? builtIn.data : 'http://localhost:3000';
  if (!builtIn.success) log(`the build's default server "${options.defaultServerUrl}" is not valid; using ${defaultServerUrl}`);

  const fromEnv = env.HARDWAREHUB_URL?.trim() ? parse(env.HARDWAREHUB_URL) : undefined;
  if (fromEnv && !fromEnv.success) log(`HARDWAREHUB_URL ignored: ${fromEnv.error.issues[0]?.message}`);

  function get(): ServerSettings {
    if (fromEnv?.success) return { serverUrl: fromEnv.data, defaultServerUrl, source: 'environment' };
    const stored = parse(store.get(SERVER_URL_KEY));
    if (stored.success) return { serverUrl: stored.data, defaultServerUrl, source: 'settings' };
    return { serverUrl: defaultServerUrl, defaultServerUrl, source: 'default' };
  }

  /** One question at a time: a page asking again while the dialog is open changes nothing. */
  let asking = false;

  async function confirmed(from: string, to: string): Promise<boolean> {
    const buttons = [SERVER_CHANGE_CONFIRMATION.cancel, SERVER_CHANGE_CONFIRMATION.confirm];
    const cancelId = buttons.indexOf(SERVER_CHANGE_CONFIRMATION.cancel);
    const { response } = await showMessageBox({
      type: 'warning',
      title: SERVER_CHANGE_CONFIRMATION.title,
      message: SERVER_CHANGE_CONFIRMATION.message,
      detail: SERVER_CHANGE_CONFIRMATION.detail(from, to),
      buttons,
      // Enter or Escape keeps the server in use.
      defaultId: cancelId,
      cancelId,
      noLink: true,
    });
    return buttons[response] === SERVER_CHANGE_CONFIRMATION.confirm;
  }

  return {
    get,
    origin: () => get().serverUrl,
    async set(raw) {
      const parsed = parse(raw);
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid server address' };
      const current = get().serverUrl;
      if (parsed.data === current || asking) return { ok: true, changed: false, serverUrl: current };
      asking = true;
      try {
        if (!(await confirmed(current, parsed.data))) return { ok: true, changed: false, serverUrl: get().serverUrl };
      } finally {
        asking = false;
      }
      // The default itself is not stored, so a later build's default applies again.
      if (parsed.data === defaultServerUrl) store.delete(SERVER_URL_KEY);
      else store.set(SERVER_URL_KEY, parsed.data);
      log(`server changed from ${current} to ${parsed.data}`);
      return { ok: true, changed: true, serverUrl: parsed.data };
    },
  };
}

/** The argument main passes through webPreferences.additionalArguments. */
export function apiOriginArgument(origin: string): string {
  return `${API_ORIGIN_SWITCH}${origin}`;
}

/** Reads the origin back in the preload (sandboxed preloads get process.argv but not the env). */
export function apiOriginFromArgv(argv: readonly string[]): string {
  const arg = argv.find((a) => a.startsWith(API_ORIGIN_SWITCH));
  if (!arg) return '';
  const parsed = serverUrlSchema.safeParse(arg.slice(API_ORIGIN_SWITCH.length));
  return parsed.success ? parsed.data : '';
}
