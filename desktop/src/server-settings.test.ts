import { describe, expect, it } from 'vitest';
import { SERVER_URL_MESSAGES } from '#shared/schemas/desktop-schemas.ts';
import { apiOriginArgument, apiOriginFromArgv, createServerSettings, SERVER_URL_KEY } from './server-settings.ts';

function memoryStore(initial: Record<string, unknown> = {}) {
  const data = { ...initial };
  return { data, get: (k: string) => data[k], set: (k: string, v: unknown) => void (data[k] = v), delete: (k: string) => void delete data[k] };
}

describe('server settings', () => {
  it('uses the build default until the member sets another server', () => {
    const store = memoryStore();
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {} });
    expect(settings.get()).toEqual({ serverUrl: 'https://hub.hardwarehub.app', defaultServerUrl: 'https://hub.hardwarehub.app', source: 'default' });
    expect(settings.set('  https://hub.acme-robotics.com/  ')).toEqual({ ok: true, serverUrl: 'https://hub.acme-robotics.com' });
    expect(store.data[SERVER_URL_KEY]).toBe('https://hub.acme-robotics.com');
    expect(settings.get().source).toBe('settings');
    expect(settings.origin()).toBe('https://hub.acme-robotics.com');
    // Going back to the default stores nothing, so a newer build's default applies.
    settings.set('https://hub.hardwarehub.app');
    expect(store.data).toEqual({});
  });

  it.each([
    ['', SERVER_URL_MESSAGES.required],
    ['hub.example.com', SERVER_URL_MESSAGES.invalid],
    ['http://hub.example.com', SERVER_URL_MESSAGES.insecure],
    ['http://192.168.1.20:3000', SERVER_URL_MESSAGES.insecure],
    ['ftp://hub.example.com', SERVER_URL_MESSAGES.insecure],
    ['javascript:alert(1)', SERVER_URL_MESSAGES.insecure],
    ['https://user:pw@hub.example.com', SERVER_URL_MESSAGES.credentials],
    ['https://hub.example.com/app', SERVER_URL_MESSAGES.originOnly],
    ['https://hub.example.com/?x=1', SERVER_URL_MESSAGES.originOnly],
    [42, SERVER_URL_MESSAGES.required],
  ])('refuses %j with its message and keeps the old address', (raw, message) => {
    const store = memoryStore({ [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' });
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {} });
    expect(settings.set(raw)).toEqual({ ok: false, message });
    expect(settings.origin()).toBe('https://hub.acme-robotics.com');
  });

  it('allows plain http for this machine only', () => {
    const settings = createServerSettings({ store: memoryStore(), defaultServerUrl: 'https://hub.hardwarehub.app', env: {} });
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://dev.localhost']) expect(settings.set(local).ok, local).toBe(true);
  });

  it('lets $HARDWAREHUB_URL win when valid and ignores it (logged) when not; ignores a tampered store', () => {
    const logged: string[] = [];
    const env = createServerSettings({ store: memoryStore(), defaultServerUrl: 'https://hub.hardwarehub.app', env: { HARDWAREHUB_URL: 'http://localhost:3100' } });
    expect(env.get()).toMatchObject({ serverUrl: 'http://localhost:3100', source: 'environment' });
    const bad = createServerSettings({ store: memoryStore({ [SERVER_URL_KEY]: 'http://evil.example' }), defaultServerUrl: 'https://hub.hardwarehub.app', env: { HARDWAREHUB_URL: 'http://evil.example' }, log: (m) => logged.push(m) });
    expect(bad.get()).toMatchObject({ serverUrl: 'https://hub.hardwarehub.app', source: 'default' });
    expect(logged[0]).toContain('HARDWAREHUB_URL ignored');
  });

  it('hands the origin to the preload through argv, validated again there', () => {
    expect(apiOriginFromArgv(['electron', apiOriginArgument('https://hub.example.com')])).toBe('https://hub.example.com');
    expect(apiOriginFromArgv(['electron', apiOriginArgument('http://evil.example')])).toBe('');
    expect(apiOriginFromArgv(['electron'])).toBe('');
  });
});
