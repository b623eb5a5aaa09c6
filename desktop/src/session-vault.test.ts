import { describe, expect, it } from 'vitest';
import { createSessionVault, SESSION_TOKEN_KEY, type KeyValueStore, type TokenCipher } from './session-vault.ts';

/** A reversible stand-in for safeStorage (the real one needs the OS keychain). */
function fakeCipher(overrides: Partial<{ available: boolean; backend: ReturnType<TokenCipher['getSelectedStorageBackend']>; reEncrypt: boolean }> = {}): TokenCipher {
  const { available = true, backend = 'gnome_libsecret', reEncrypt = false } = overrides;
  return {
    isAsyncEncryptionAvailable: async () => available,
    getSelectedStorageBackend: () => backend,
    encryptStringAsync: async (plain: string) => Buffer.from(`enc:${[...plain].reverse().join('')}`),
    decryptStringAsync: async (data: Buffer) => {
      const text = data.toString();
      if (!text.startsWith('enc:')) throw new Error('bad ciphertext');
      return { result: [...text.slice(4)].reverse().join(''), shouldReEncrypt: reEncrypt };
    },
  };
}

function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Record<string, unknown> } {
  const data = { ...initial };
  return { data, get: (k) => data[k], set: (k, v) => void (data[k] = v), delete: (k) => void delete data[k] };
}

describe('session vault', () => {
  it('keeps only ciphertext on disk and reads it back after a restart', async () => {
    const store = memoryStore();
    const vault = createSessionVault({ cipher: fakeCipher(), store, platform: 'darwin' });
    await vault.set('token-abc');
    expect(vault.token()).toBe('token-abc');
    expect(JSON.stringify(store.data)).not.toContain('token-abc');
    expect(await vault.storage()).toBe('keychain');

    const restarted = createSessionVault({ cipher: fakeCipher(), store, platform: 'darwin' });
    expect(restarted.token()).toBeNull();
    await restarted.load();
    expect(restarted.token()).toBe('token-abc');
  });

  it.each(['basic_text', 'unknown'] as const)('writes nothing on Linux with the %s backend: memory only', async (backend) => {
    const store = memoryStore();
    const logged: string[] = [];
    const vault = createSessionVault({ cipher: fakeCipher({ backend }), store, platform: 'linux', log: (m) => logged.push(m) });
    await vault.set('token-abc');
    expect(vault.token()).toBe('token-abc');
    expect(store.data).toEqual({});
    expect(await vault.storage()).toBe('memory');
    expect(logged.join()).toContain(backend);
    const restarted = createSessionVault({ cipher: fakeCipher({ backend }), store, platform: 'linux' });
    await restarted.load();
    expect(restarted.token()).toBeNull();
  });

  it('writes nothing when safeStorage reports encryption unavailable, and drops what an earlier run wrote', async () => {
    const store = memoryStore({ [SESSION_TOKEN_KEY]: Buffer.from('enc:cba').toString('base64') });
    const vault = createSessionVault({ cipher: fakeCipher({ available: false }), store, platform: 'win32' });
    await vault.load();
    expect(vault.token()).toBeNull();
    expect(store.data).toEqual({});
    await vault.set('t2');
    expect(store.data).toEqual({});
    expect(await vault.storage()).toBe('memory');
  });

  it('trusts any backend off Linux (getSelectedStorageBackend is Linux-only)', async () => {
    const vault = createSessionVault({ cipher: fakeCipher({ backend: 'basic_text' }), store: memoryStore(), platform: 'win32' });
    expect(await vault.storage()).toBe('keychain');
  });

  it('clear() forgets the token in memory and on disk (logout, 401)', async () => {
    const store = memoryStore();
    const vault = createSessionVault({ cipher: fakeCipher(), store, platform: 'darwin' });
    await vault.set('abc');
    await vault.clear();
    expect(vault.token()).toBeNull();
    expect(store.data).toEqual({});
  });

  it('forgets ciphertext it cannot decrypt and re-encrypts after a key rotation', async () => {
    const corrupt = memoryStore({ [SESSION_TOKEN_KEY]: Buffer.from('garbage').toString('base64') });
    const vault = createSessionVault({ cipher: fakeCipher(), store: corrupt, platform: 'darwin' });
    await vault.load();
    expect(vault.token()).toBeNull();
    expect(corrupt.data).toEqual({});

    const store = memoryStore({ [SESSION_TOKEN_KEY]: 'old' });
    let written = 0;
    const counting = { ...store, set: (k: string, v: unknown) => ((written += 1), store.set(k, v)) };
    store.data[SESSION_TOKEN_KEY] = Buffer.from('enc:cba').toString('base64');
    const rotated = createSessionVault({ cipher: fakeCipher({ reEncrypt: true }), store: counting, platform: 'darwin' });
    await rotated.load();
    expect(rotated.token()).toBe('abc');
    expect(written).toBe(1);
  });

  it('refuses an empty token', async () => {
    await expect(createSessionVault({ cipher: fakeCipher(), store: memoryStore(), platform: 'darwin' }).set('')).rejects.toThrow(TypeError);
  });
});
