import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { UPDATE_MESSAGES } from '#shared/schemas/desktop-schemas.ts';
import { createUpdater, type AutoUpdaterLike, type Installation, type UpdatePromptAnswer } from './updater.ts';

class FakeAutoUpdater extends EventEmitter implements AutoUpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  allowDowngrade = true;
  checks = 0;
  installs = 0;
  fail = false;
  async checkForUpdates() {
    this.checks += 1;
    if (this.fail) throw new Error('net::ERR_NAME_NOT_RESOLVED');
    return null;
  }
  quitAndInstall() {
    this.installs += 1;
  }
}

/** A feed written by electron-builder for a Windows build whose installers are verified against the publisher. */
const WINDOWS_FEED = 'provider: generic\nurl: https://downloads.hardwarehub.app/desktop\npublisherName:\n  - HardwareHub\nupdaterCacheDirName: hardwarehub-updater\n';
const SIGNED_MAC: Installation = { platform: 'darwin', appImage: undefined, updateConfig: 'provider: generic\nurl: https://downloads.hardwarehub.app/desktop\n' };

function setup(answer: UpdatePromptAnswer = 'restart', installation: Installation = SIGNED_MAC) {
  const autoUpdater = new FakeAutoUpdater();
  const prompts: string[] = [];
  const reports: string[] = [];
  const logged: string[] = [];
  let tick: (() => void) | undefined;
  const updater = createUpdater({
    autoUpdater,
    installation,
    prompt: async (version) => (prompts.push(version), answer),
    report: (m) => reports.push(m),
    log: (m) => logged.push(m),
    intervalMs: 1000,
    timers: { setInterval: ((fn: () => void) => ((tick = fn), 7)) as unknown as typeof setInterval, clearInterval: (() => (tick = undefined)) as typeof clearInterval },
  });
  return { autoUpdater, updater, prompts, reports, logged, tick: () => tick?.() };
}

describe('updater', () => {
  it('downloads in the background and checks at start and on every interval', () => {
    const { autoUpdater, updater, tick } = setup();
    expect(autoUpdater.autoDownload).toBe(true);
    expect(autoUpdater.autoInstallOnAppQuit).toBe(true);
    // An older release (signed, but with its old flaws) is never installed over a newer one.
    expect(autoUpdater.allowDowngrade).toBe(false);
    updater.start();
    updater.start();
    expect(autoUpdater.checks).toBe(1);
    tick();
    tick();
    expect(autoUpdater.checks).toBe(3);
    updater.stop();
    tick();
    expect(autoUpdater.checks).toBe(3);
  });

  it("offers 'Restart to update' once downloaded and installs when accepted", async () => {
    const { autoUpdater, prompts } = setup('restart');
    autoUpdater.emit('update-downloaded', { version: '1.4.0' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(prompts).toEqual(['1.4.0']);
    expect(autoUpdater.installs).toBe(1);
  });

  it("'Later' leaves it for the next quit, and the menu asks again", async () => {
    const { autoUpdater, updater, prompts } = setup('later');
    autoUpdater.emit('update-downloaded', { version: '1.4.0' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(autoUpdater.installs).toBe(0);
    await updater.checkNow();
    expect(prompts).toEqual(['1.4.0', '1.4.0']);
  });

  it('logs a failed check quietly, and reports the outcome only of checks the member asked for', async () => {
    const { autoUpdater, updater, reports, logged } = setup();
    autoUpdater.fail = true;
    updater.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged[0]).toContain('ERR_NAME_NOT_RESOLVED');
    expect(reports).toEqual([]);
    autoUpdater.fail = false;
    await updater.checkNow();
    autoUpdater.emit('update-not-available', { version: '1.3.0' });
    expect(reports).toEqual(['HardwareHub is up to date.']);
    autoUpdater.emit('update-not-available', { version: '1.3.0' });
    expect(reports).toHaveLength(1);
  });

  it.each([
    ['macOS (Squirrel.Mac checks the code signature)', SIGNED_MAC],
    ['Windows with the publisher to verify the installer against', { platform: 'win32', appImage: undefined, updateConfig: WINDOWS_FEED }],
    ['the Linux AppImage', { platform: 'linux', appImage: '/home/maya/Apps/HardwareHub.AppImage', updateConfig: 'provider: generic\nurl: https://downloads.hardwarehub.app/desktop\n' }],
  ] satisfies [string, Installation][])('updates %s', (_label, installation) => {
    const { autoUpdater, updater } = setup('restart', installation);
    updater.start();
    expect(autoUpdater.checks).toBe(1);
  });

  it.each([
    ['Windows without a publisher name (electron-updater would skip the signature check)', { platform: 'win32', appImage: undefined, updateConfig: 'provider: generic\nurl: https://downloads.hardwarehub.app/desktop\n' }],
    ['Windows without a feed file', { platform: 'win32', appImage: undefined, updateConfig: null }],
    ['the Linux deb (electron-updater would install an unsigned package as root)', { platform: 'linux', appImage: undefined, updateConfig: 'provider: generic\nurl: https://downloads.hardwarehub.app/desktop\n' }],
    ['the Linux deb with an empty $APPIMAGE', { platform: 'linux', appImage: '', updateConfig: null }],
  ] satisfies [string, Installation][])('never checks for an update it could not verify: %s', async (_label, installation) => {
    const { autoUpdater, updater, reports, logged } = setup('restart', installation);
    updater.start();
    await updater.checkNow();
    expect(autoUpdater.checks).toBe(0);
    expect(reports).toEqual([UPDATE_MESSAGES.notAutomatic]);
    expect(logged[0]).toMatch(/^automatic updates off: /);
  });
});
