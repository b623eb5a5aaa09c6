import { UPDATE_MESSAGES } from '#shared/schemas/desktop-schemas.ts';

/**
 * Automatic updates (electron-updater, generic provider: the feed URL is written into the package's
 * app-update.yml at packaging time from HARDWAREHUB_UPDATE_URL). Checks at start and every few hours,
 * downloads in the background, and once an update is ready offers 'Restart to update'; 'Later'
 * installs it when the app quits. A failed check is logged, never shown as an error dialog.
 *
 * Only installations whose updates can be verified update themselves (desktop/README.md, "Updates"):
 * macOS (Squirrel.Mac installs only an update signed like the running app), Windows when
 * app-update.yml names the publisher (electron-updater checks the installer's Authenticode signature
 * against it, and skips the check when it is missing), and the Linux AppImage (replaced in the
 * member's own files; HTTPS and the feed's sha512). The Linux deb does not: electron-updater would
 * install an unsigned package as root.
 */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** What the updater needs to know of this installation (main.ts reads it). */
export interface Installation {
  platform: NodeJS.Platform;
  /** $APPIMAGE: set by the AppImage runtime to the file being run; unset for the deb. */
  appImage: string | undefined;
  /** The app-update.yml electron-builder packaged in resources/, null when there is none. */
  updateConfig: string | null;
}

/** Why this installation must not update itself, or null when its updates are verified. */
export function unverifiedUpdatesReason({ platform, appImage, updateConfig }: Installation): string | null {
  if (platform === 'win32') {
    return updateConfig !== null && /^publisherName:/m.test(updateConfig) ? null : 'app-update.yml names no publisher to verify the installer against';
  }
  if (platform === 'linux') return appImage ? null : 'not an AppImage (a deb is updated by installing the new package)';
  return null;
}

/** The subset of electron-updater's AppUpdater used here. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  allowDowngrade: boolean;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'update-available' | 'update-not-available', listener: (info: { version: string }) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
}

export type UpdatePromptAnswer = 'restart' | 'later';

export interface UpdaterOptions {
  autoUpdater: AutoUpdaterLike;
  installation: Installation;
  /** Asks the member (a native dialog in the app). */
  prompt: (version: string) => Promise<UpdatePromptAnswer>;
  /** Tells the member the result of a check they asked for from the menu. */
  report: (message: string) => void;
  log: (message: string) => void;
  intervalMs?: number;
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval };
}

export interface Updater {
  start(): void;
  /** From the menu: the member hears the outcome. */
  checkNow(): Promise<void>;
  stop(): void;
}

export function createUpdater({ autoUpdater, installation, prompt, report, log, intervalMs = UPDATE_CHECK_INTERVAL_MS, timers = { setInterval, clearInterval } }: UpdaterOptions): Updater {
  const off = unverifiedUpdatesReason(installation);
  let timer: ReturnType<typeof setInterval> | undefined;
  let prompting = false;
  let downloaded: string | null = null;
  let asked = false;

  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = true;
  // An older release, however well signed, brings back the flaws later ones fixed.
  autoUpdater.allowDowngrade = false;

  autoUpdater.on('update-downloaded', (info) => {
    downloaded = info.version;
    void offerRestart(info.version);
  });
  autoUpdater.on('update-available', (info) => {
    if (asked) report(`HardwareHub ${info.version} is downloading. You will be asked to restart when it is ready.`);
    asked = false;
  });
  autoUpdater.on('update-not-available', () => {
    if (asked) report('HardwareHub is up to date.');
    asked = false;
  });
  autoUpdater.on('error', (error) => {
    log(`update check failed: ${error.message}`);
    if (asked) report('Could not check for updates. Please try again later.');
    asked = false;
  });

  async function offerRestart(version: string): Promise<void> {
    if (prompting) return;
    prompting = true;
    try {
      if ((await prompt(version)) === 'restart') autoUpdater.quitAndInstall();
    } finally {
      prompting = false;
    }
  }

  const check = () => autoUpdater.checkForUpdates().catch((error: unknown) => log(`update check failed: ${error instanceof Error ? error.message : String(error)}`));

  return {
    start() {
      if (off) return log(`automatic updates off: ${off}`);
      if (timer) return;
      void check();
      timer = timers.setInterval(() => void check(), intervalMs);
    },
    async checkNow() {
      if (off) {
        log(`automatic updates off: ${off}`);
        return report(UPDATE_MESSAGES.notAutomatic);
      }
      if (downloaded) return offerRestart(downloaded);
      asked = true;
      await check();
    },
    stop() {
      if (timer) timers.clearInterval(timer);
      timer = undefined;
    },
  };
}
