import type { SafeStorage } from 'electron';

/**
 * Keeps the desktop session's bearer token on disk, encrypted with Electron's safeStorage (macOS
 * Keychain, Windows DPAPI, Linux libsecret/kwallet). Only the ciphertext (base64) reaches the key-value
 * store (electron-store in the app).
 *
 * Plaintext policy: when the OS offers no real encryption, set() throws EncryptionUnavailableError and
 * nothing is written. That covers safeStorage reporting encryption as unavailable and, on Linux, the
 * "basic_text" backend (no keyring; Chromium then encrypts with a hard-coded key, which is plaintext in
 * all but name). The user then has to sign in again after each restart; the web session itself still
 * works for the running window.
 */

/** The async safeStorage API (the sync one is deprecated in Electron 45 and removed in 46). */
export type TokenCipher = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>;

/** The subset of electron-store used here. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: string): void;
  delete(key: string): void;
}

export interface SessionTokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

export class EncryptionUnavailableError extends Error {
  constructor(reason: string) {
    super(`Refusing to store the session token without OS encryption: ${reason}`);
    this.name = 'EncryptionUnavailableError';
  }
}

export const SESSION_TOKEN_KEY = 'sessionToken';

export interface SessionTokenStoreOptions {
  safeStorage: TokenCipher;
  store: KeyValueStore;
  /** process.platform; getSelectedStorageBackend() exists on Linux only. */
  platform: NodeJS.Platform;
  key?: string;
}

export function createSessionTokenStore(options: SessionTokenStoreOptions): SessionTokenStore {
  const { safeStorage, store, platform, key = SESSION_TOKEN_KEY } = options;

  /** Why encryption can't be trusted, or null when it can. */
  async function encryptionProblem(): Promise<string | null> {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return 'safeStorage reports encryption unavailable';
    if (platform === 'linux') {
      const backend = safeStorage.getSelectedStorageBackend();
      if (backend === 'basic_text' || backend === 'unknown') return `no OS keyring (backend "${backend}")`;
    }
    return null;
  }

  async function encryptAndStore(token: string): Promise<void> {
    const encrypted = await safeStorage.encryptStringAsync(token);
    store.set(key, encrypted.toString('base64'));
  }

  return {
    async get() {
      const stored = store.get(key);
      if (typeof stored !== 'string' || stored === '') return null;
      if ((await encryptionProblem()) !== null) return null;
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(stored, 'base64'));
        if (result === '') return null;
        if (shouldReEncrypt) await encryptAndStore(result); // key rotated: keep the ciphertext current
        return result;
      } catch {
        // Written under another OS user/keychain, or corrupted: unusable, so forget it.
        store.delete(key);
        return null;
      }
    },

    async set(token) {
      if (token === '') throw new TypeError('Session token must not be empty');
      const problem = await encryptionProblem();
      if (problem !== null) throw new EncryptionUnavailableError(problem);
      await encryptAndStore(token);
    },

    async clear() {
      store.delete(key);
    },
  };
}
