import { API_ORIGIN_SWITCH } from '#shared/api/desktop-bridge.ts';
import { serverUrlSchema, type ServerSettings, type ServerUrlResult } from '#shared/schemas/desktop-schemas.ts';
import type { KeyValueStore } from './session-vault.ts';

/**
 * Which HardwareHub server the app talks to. In order: $HARDWAREHUB_URL (development, the smoke
 * test), the address the member entered in Settings (electron-store), the build's default (set at
 * packaging time, desktop/build.ts). Every address passes the shared schema: https, or plain http
 * only for localhost, an origin and nothing more.
 */
export const SERVER_URL_KEY = 'serverUrl';

export interface ServerSettingsStore {
  get(): ServerSettings;
  /** The origin requests go to. */
  origin(): string;
  set(raw: unknown): ServerUrlResult;
}

export function createServerSettings(options: {
  store: KeyValueStore;
  defaultServerUrl: string;
  env: Readonly<Record<string, string | undefined>>;
  log?: (message: string) => void;
}): ServerSettingsStore {
  const { store, env, log = () => undefined } = options;
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

  return {
    get,
    origin: () => get().serverUrl,
    set(raw) {
      const parsed = parse(raw);
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid server address' };
      // The default itself is not stored, so a later build's default applies again.
      if (parsed.data === defaultServerUrl) store.delete(SERVER_URL_KEY);
      else store.set(SERVER_URL_KEY, parsed.data);
      return { ok: true, serverUrl: parsed.data };
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
