import { describe, expect, it, vi } from 'vitest';
import { SERVER_CHANGE_CONFIRMATION, SERVER_URL_MESSAGES } from '#shared/schemas/desktop-schemas.ts';
import { apiOriginArgument, apiOriginFromArgv, createServerSettings, SERVER_URL_KEY, type ServerChangeDialog, type ShowMessageBox } from './server-settings.ts';

function memoryStore(initial: Record<string, unknown> = {}) {
  const data = { ...initial };
  return { data, get: (k: string) => data[k], set: (k: string, v: unknown) => void (data[k] = v), delete: (k: string) => void delete data[k] };
}

/** The native dialog, answering with the member's click. */
function fakeDialog(answer: 'confirm' | 'cancel' = 'confirm') {
  return vi.fn(async (options: ServerChangeDialog) => ({ response: options.buttons.indexOf(answer === 'confirm' ? SERVER_CHANGE_CONFIRMATION.confirm : SERVER_CHANGE_CONFIRMATION.cancel) }));
}
const confirming = () => ({ showMessageBox: fakeDialog('confirm') });

describe('server settings', () => {
  it('uses the build default until the member sets another server', async () => {
    const store = memoryStore();
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {}, ...confirming() });
    expect(settings.get()).toEqual({ serverUrl: 'https://hub.hardwarehub.app', defaultServerUrl: 'https://hub.hardwarehub.app', source: 'default' });
    expect(await settings.set('  https://hub.acme-robotics.com/  ')).toEqual({ ok: true, changed: true, serverUrl: 'https://hub.acme-robotics.com' });
    expect(store.data[SERVER_URL_KEY]).toBe('https://hub.acme-robotics.com');
    expect(settings.get().source).toBe('settings');
    expect(settings.origin()).toBe('https://hub.acme-robotics.com');
    // Going back to the default stores nothing, so a newer build's default applies.
    await settings.set('https://hub.hardwarehub.app');
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
  ])('refuses %j with its message and keeps the old address', async (raw, message) => {
    const store = memoryStore({ [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' });
    const dialog = confirming();
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {}, ...dialog });
    expect(await settings.set(raw)).toEqual({ ok: false, message });
    expect(settings.origin()).toBe('https://hub.acme-robotics.com');
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('allows plain http for this machine only', async () => {
    const settings = createServerSettings({ store: memoryStore(), defaultServerUrl: 'https://hub.hardwarehub.app', env: {}, ...confirming() });
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://dev.localhost']) expect((await settings.set(local)).ok, local).toBe(true);
  });

  it('lets $HARDWAREHUB_URL win when valid and ignores it (logged) when not; ignores a tampered store', () => {
    const logged: string[] = [];
    const env = createServerSettings({ store: memoryStore(), defaultServerUrl: 'https://hub.hardwarehub.app', env: { HARDWAREHUB_URL: 'http://localhost:3100' }, ...confirming() });
    expect(env.get()).toMatchObject({ serverUrl: 'http://localhost:3100', source: 'environment' });
    const bad = createServerSettings({ store: memoryStore({ [SERVER_URL_KEY]: 'http://evil.example' }), defaultServerUrl: 'https://hub.hardwarehub.app', env: { HARDWAREHUB_URL: 'http://evil.example' }, log: (m) => logged.push(m), ...confirming() });
    expect(bad.get()).toMatchObject({ serverUrl: 'https://hub.hardwarehub.app', source: 'default' });
    expect(logged[0]).toContain('HARDWAREHUB_URL ignored');
  });

  it('asks in a native dialog naming both addresses, Cancel the default; cancelled, nothing is saved', async () => {
    const store = memoryStore({ [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' });
    const showMessageBox = fakeDialog('cancel');
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {}, showMessageBox });
    expect(await settings.set('https://hub.acme-rob0tics.com')).toEqual({ ok: true, changed: false, serverUrl: 'https://hub.acme-robotics.com' });
    expect(store.data).toEqual({ [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' });
    expect(settings.origin()).toBe('https://hub.acme-robotics.com');
    expect(showMessageBox).toHaveBeenCalledTimes(1);
    const options = showMessageBox.mock.calls[0]![0];
    expect(options.buttons[options.defaultId]).toBe(SERVER_CHANGE_CONFIRMATION.cancel);
    expect(options.cancelId).toBe(options.defaultId);
    expect(options.detail).toBe(SERVER_CHANGE_CONFIRMATION.detail('https://hub.acme-robotics.com', 'https://hub.acme-rob0tics.com'));
    expect(options.detail).toContain('https://hub.acme-robotics.com');
    expect(options.detail).toContain('https://hub.acme-rob0tics.com');
  });

  it('saves the new address once the member confirms it', async () => {
    const store = memoryStore({ [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' });
    const showMessageBox = fakeDialog('confirm');
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {}, showMessageBox });
    expect(await settings.set('https://hub.globex.com')).toEqual({ ok: true, changed: true, serverUrl: 'https://hub.globex.com' });
    expect(store.data[SERVER_URL_KEY]).toBe('https://hub.globex.com');
    expect(showMessageBox).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for the address already in use, and one question at a time', async () => {
    const store = memoryStore({ [SERVER_URL_KEY]: 'https://hub.acme-robotics.com' });
    let click: (answer: { response: number }) => void = () => undefined;
    const showMessageBox = vi.fn<ShowMessageBox>(() => new Promise((resolve) => (click = resolve)));
    const settings = createServerSettings({ store, defaultServerUrl: 'https://hub.hardwarehub.app', env: {}, showMessageBox });
    expect(await settings.set('https://hub.acme-robotics.com/')).toEqual({ ok: true, changed: false, serverUrl: 'https://hub.acme-robotics.com' });
    expect(showMessageBox).not.toHaveBeenCalled();
    const first = settings.set('https://hub.globex.com');
    // A page asking again while the dialog is open gets no second dialog and changes nothing.
    expect(await settings.set('https://hub.initech.com')).toEqual({ ok: true, changed: false, serverUrl: 'https://hub.acme-robotics.com' });
    expect(showMessageBox).toHaveBeenCalledTimes(1);
    click({ response: showMessageBox.mock.calls[0]![0].cancelId });
    expect(await first).toEqual({ ok: true, changed: false, serverUrl: 'https://hub.acme-robotics.com' });
    expect(store.data[SERVER_URL_KEY]).toBe('https://hub.acme-robotics.com');
  });

  it('hands the origin to the preload through argv, validated again there', () => {
    expect(apiOriginFromArgv(['electron', apiOriginArgument('https://hub.example.com')])).toBe('https://hub.example.com');
    expect(apiOriginFromArgv(['electron', apiOriginArgument('http://evil.example')])).toBe('');
    expect(apiOriginFromArgv(['electron'])).toBe('');
  });
});
