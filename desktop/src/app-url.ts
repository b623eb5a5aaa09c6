import { API_ORIGIN_SWITCH } from '#shared/api/desktop-bridge.ts';

/** The desktop app is a shell around the HardwareHub web app served by the backend. */
export const DEFAULT_APP_URL = 'http://localhost:3000';

/**
 * The URL the window loads: $HARDWAREHUB_URL or the local server. Only http(s) without credentials;
 * anything else throws, because this origin is the one the IPC handlers trust.
 */
export function resolveAppUrl(env: Readonly<Record<string, string | undefined>>): URL {
  const raw = env.HARDWAREHUB_URL?.trim() || DEFAULT_APP_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`HARDWAREHUB_URL is not a valid URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`HARDWAREHUB_URL must be http(s), got ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new Error('HARDWAREHUB_URL must not contain credentials');
  }
  return url;
}

/** True when `candidate` parses as a URL on exactly `origin` (scheme, host and port). */
export function isSameOrigin(candidate: string, origin: string): boolean {
  try {
    return new URL(candidate).origin === origin;
  } catch {
    return false;
  }
}

/** The argument main passes through webPreferences.additionalArguments. */
export function apiOriginArgument(origin: string): string {
  return `${API_ORIGIN_SWITCH}${origin}`;
}

/** Reads the origin back in the preload (sandboxed preloads get process.argv but not the env). */
export function apiOriginFromArgv(argv: readonly string[]): string {
  const arg = argv.find((a) => a.startsWith(API_ORIGIN_SWITCH));
  if (!arg) return '';
  try {
    const origin = new URL(arg.slice(API_ORIGIN_SWITCH.length)).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}
