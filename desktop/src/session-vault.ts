import type { SafeStorage } from 'electron';
import type { SessionStorageKind } from '#shared/schemas/desktop-schemas.ts';

/**
 * The desktop session's bearer token. It lives in the main process only (the renderer never sees it:
 * api-auth.ts adds it to the API's requests) and, where the OS offers a real keychain, on disk as
 * safeStorage ciphertext (macOS Keychain, Windows DPAPI, Linux libsecret/kwallet) in electron-store.
 *
 * Where it does not (safeStorage unavailable, or Linux's "basic_text" / "unknown" backends, which
 * encrypt with a hard-coded key: plaintext in all but name), nothing is written: the session stays in
 * memory for this run and storage() says 'memory', so the app can tell the member they will sign in
 * again next time.
 */

/** The async safeStorage API (the sync one is deprecated in Electron 45). */
export type TokenCipher = Pick<SafeStorage, 'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'>;

/** The subset of electron-store used here. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export interface SessionVault {
  /** Reads the stored session (once, at start). */
  load(): Promise<void>;
  /** The token now, or null when signed out. */
  token(): string | null;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
  storage(): Promise<SessionStorageKind>;
}

export const SESSION_TOKEN_KEY = 'sessionToken';

export interface SessionVaultOptions {
  cipher: TokenCipher;
  store: KeyValueStore;
  /** process.platform; getSelectedStorageBackend() exists on Linux only. */
  platform: NodeJS.Platform;
  log?: (message: string) => void;
}

export function createSessionVault({ cipher, store, platform, log = () => undefined }: SessionVaultOptions): SessionVault {
  let current: string | null = null;
  let keychain: Promise<boolean> | undefined;

  /** Whether the OS encrypts for real; asked once per run. */
  function hasKeychain(): Promise<boolean> {
    keychain ??= (async () => {
      if (!(await cipher.isAsyncEncryptionAvailable())) return false;
      if (platform === 'linux') {
        const backend = cipher.getSelectedStorageBackend();
        if (backend === 'basic_text' || backend === 'unknown') {
          log(`no OS keyring (backend "${backend}"): the session is kept in memory only`);
          return false;
        }
      }
      return true;
    })().catch(() => false);
    return keychain;
  }

  async function writeToDisk(token: string): Promise<void> {
    const encrypted = await cipher.encryptStringAsync(token);
    store.set(SESSION_TOKEN_KEY, encrypted.toString('base64'));
  }

  return {
    async load() {
      const stored = store.get(SESSION_TOKEN_KEY);
      if (typeof stored !== 'string' || stored === '') return;
      if (!(await hasKeychain())) {
        // Written when there was a keychain, unreadable now: useless, so gone.
        store.delete(SESSION_TOKEN_KEY);
        return;
      }
      try {
        const { result, shouldReEncrypt } = await cipher.decryptStringAsync(Buffer.from(stored, 'base64'));
        if (result === '') return;
        current = result;
        if (shouldReEncrypt) await writeToDisk(result); // the key rotated: keep the ciphertext current
      } catch {
        // Written under another OS user or keychain, or corrupted.
        store.delete(SESSION_TOKEN_KEY);
      }
    },

    token: () => current,

    async set(token) {
      if (token === '') throw new TypeError('Session token must not be empty');
      current = token;
      if (await hasKeychain()) await writeToDisk(token);
      else store.delete(SESSION_TOKEN_KEY);
    },

    async clear() {
      current = null;
      store.delete(SESSION_TOKEN_KEY);
    },

    async storage() {
      return (await hasKeychain()) ? 'keychain' : 'memory';
    },
  };
}
