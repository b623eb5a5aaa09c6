import { describe, expect, it } from 'vitest';
import {
  createSessionTokenStore,
  EncryptionUnavailableError,
  SESSION_TOKEN_KEY,
  type KeyValueStore,
  type TokenCipher,
} from './session-token-store.ts';

type Backend = ReturnType<TokenCipher['getSelectedStorageBackend']>;

/** Stands in for safeStorage: "encrypts" by reversing and prefixing, so plaintext never equals ciphertext. */
function fakeSafeStorage(options: { available?: boolean; backend?: Backend; reEncrypt?: boolean } = {}) {
  const { available = true, backend = 'gnome_libsecret', reEncrypt = false } = options;
  const calls = { encrypt: 0 };
  const cipher: TokenCipher = {
    isAsyncEncryptionAvailable: async () => available,
    getSelectedStorageBackend: () => backend,
    encryptStringAsync: async (plain) => {
      calls.encrypt += 1;
      return Buffer.from(`enc:${[...plain].reverse().join('')}`, 'utf8');
    },
    decryptStringAsync: async (encrypted) => {
      const text = encrypted.toString('utf8');
      if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return { result: [...text.slice(4)].reverse().join(''), shouldReEncrypt: reEncrypt };
    },
  };
  return { cipher, calls };
}

function fakeStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
  };
}

describe('session token store', () => {
  it('round-trips the token and keeps only ciphertext in the store', async () => {
    const store = fakeStore();
    const tokens = createSessionTokenStore({ safeStorage: fakeSafeStorage().cipher, store, platform: 'linux' });

    expect(await tokens.get()).toBeNull();
    await tokens.set('sess_abc123');
    const stored = store.data.get(SESSION_TOKEN_KEY);
    expect(typeof stored).toBe('string');
    expect(stored).not.toContain('sess_abc123');
    expect(Buffer.from(stored as string, 'base64').toString('utf8')).toBe('enc:321cba_sses');
    expect(await tokens.get()).toBe('sess_abc123');

    await tokens.clear();
    expect(store.data.has(SESSION_TOKEN_KEY)).toBe(false);
    expect(await tokens.get()).toBeNull();
  });

  it('refuses to store the token when encryption is unavailable', async () => {
    const store = fakeStore();
    const tokens = createSessionTokenStore({ safeStorage: fakeSafeStorage({ available: false }).cipher, store, platform: 'win32' });
    await expect(tokens.set('sess_abc123')).rejects.toBeInstanceOf(EncryptionUnavailableError);
    expect(store.data.size).toBe(0);
  });

  it('treats the Linux basic_text backend (hard-coded key) as no encryption', async () => {
    const store = fakeStore();
    const { cipher, calls } = fakeSafeStorage({ backend: 'basic_text' });
    const tokens = createSessionTokenStore({ safeStorage: cipher, store, platform: 'linux' });
    await expect(tokens.set('sess_abc123')).rejects.toThrow(/basic_text/);
    expect(calls.encrypt).toBe(0);
    expect(store.data.size).toBe(0);
  });

  it('ignores the Linux backend on other platforms', async () => {
    const store = fakeStore();
    const tokens = createSessionTokenStore({ safeStorage: fakeSafeStorage({ backend: 'unknown' }).cipher, store, platform: 'darwin' });
    await tokens.set('sess_mac');
    expect(await tokens.get()).toBe('sess_mac');
  });

  it('drops a token it can no longer decrypt', async () => {
    const store = fakeStore();
    store.data.set(SESSION_TOKEN_KEY, Buffer.from('garbage').toString('base64'));
    const tokens = createSessionTokenStore({ safeStorage: fakeSafeStorage().cipher, store, platform: 'linux' });
    expect(await tokens.get()).toBeNull();
    expect(store.data.has(SESSION_TOKEN_KEY)).toBe(false);
  });

  it('re-encrypts after a key rotation', async () => {
    const store = fakeStore();
    const { cipher, calls } = fakeSafeStorage({ reEncrypt: true });
    const tokens = createSessionTokenStore({ safeStorage: cipher, store, platform: 'linux' });
    await tokens.set('sess_rotated');
    expect(await tokens.get()).toBe('sess_rotated');
    expect(calls.encrypt).toBe(2);
  });

  it('rejects an empty token', async () => {
    const tokens = createSessionTokenStore({ safeStorage: fakeSafeStorage().cipher, store: fakeStore(), platform: 'linux' });
    await expect(tokens.set('')).rejects.toThrow(TypeError);
  });
});
