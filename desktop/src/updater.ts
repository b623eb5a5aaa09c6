/**
 * Automatic updates (electron-updater, generic provider: the feed URL is written into the package's
 * app-update.yml at packaging time from HARDWAREHUB_UPDATE_URL). Checks at start and every few hours,
 * downloads in the background, and once an update is ready offers 'Restart to update'; 'Later'
 * installs it when the app quits. A failed check is logged, never shown as an error dialog.
 */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The subset of electron-updater's AppUpdater used here. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'update-available' | 'update-not-available', listener: (info: { version: string }) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
}

export type UpdatePromptAnswer = 'restart' | 'later';

export interface UpdaterOptions {
  autoUpdater: AutoUpdaterLike;
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

export function createUpdater({ autoUpdater, prompt, report, log, intervalMs = UPDATE_CHECK_INTERVAL_MS, timers = { setInterval, clearInterval } }: UpdaterOptions): Updater {
  let timer: ReturnType<typeof setInterval> | undefined;
  let prompting = false;
  let downloaded: string | null = null;
  let asked = false;

  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = true;

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
      if (timer) return;
      void check();
      timer = timers.setInterval(() => void check(), intervalMs);
    },
    async checkNow() {
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
