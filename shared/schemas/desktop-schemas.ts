import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS } from './notification-schemas.ts';

/**
 * Shapes that cross the desktop shell's IPC boundary (validated in the main process) and the server
 * address form of the desktop Settings screen (renderer/src/features/desktop).
 */

export const SERVER_URL_MESSAGES = {
  required: 'Enter the server address, for example https://hub.example.com',
  invalid: 'Enter a valid web address, for example https://hub.example.com',
  insecure: 'The server address must start with https:// (http:// is allowed only for localhost)',
  credentials: 'The server address must not contain a user name or password',
  originOnly: 'Enter only the server address, without a path, query or #fragment',
  /** The member cancelled the confirmation, or the address is the one in use. */
  notChanged: 'The server address was not changed.',
} as const;

/**
 * The main process's native confirmation before the app switches servers: a script in the page cannot
 * answer it, so it cannot move the member to a look-alike server. Cancel is the default button.
 */
export const SERVER_CHANGE_CONFIRMATION = {
  title: 'Change server',
  message: 'Switch HardwareHub to another server?',
  detail: (from: string, to: string) =>
    `From: ${from}\nTo: ${to}\n\nYou will be signed out, and your sign-in and messages will go to the new server. Switch only to an address your organisation gave you.`,
  cancel: 'Cancel',
  confirm: 'Switch server',
} as const;

/** What the app's updater tells the member. */
export const UPDATE_MESSAGES = {
  /** An installation whose updates the updater cannot verify (an unsigned Windows build, the Linux deb). */
  notAutomatic: 'This installation of HardwareHub does not update itself. Download the latest version from the HardwareHub website.',
} as const;

/** The WHATWG URL (global in browsers and Node), named here because shared/ compiles without DOM or Node types. */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
  origin: string;
}
const parseUrl = (raw: string): ParsedUrl => new (globalThis as unknown as { URL: new (raw: string) => ParsedUrl }).URL(raw);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether plain http is acceptable: only for this machine (a local server, development). */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The HardwareHub server the desktop app talks to: https, or http only for localhost; an origin
 * (scheme, host, port) and nothing else. Outputs the normalised origin ("https://hub.example.com").
 */
export const serverUrlSchema = z
  .string({ error: SERVER_URL_MESSAGES.required })
  .trim()
  .min(1, SERVER_URL_MESSAGES.required)
  .max(2048, SERVER_URL_MESSAGES.invalid)
  .transform((raw, ctx) => {
    let url: ParsedUrl;
    try {
      url = parseUrl(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: SERVER_URL_MESSAGES.invalid });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: SERVER_URL_MESSAGES.insecure });
      return z.NEVER;
    }
    if (url.protocol === 'http:' && !isLocalHost(url.hostname)) {
      ctx.addIssue({ code: 'custom', message: SERVER_URL_MESSAGES.insecure });
      return z.NEVER;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: SERVER_URL_MESSAGES.credentials });
      return z.NEVER;
    }
    if (url.pathname !== '/' || url.search || url.hash || raw.includes('?') || raw.includes('#')) {
      ctx.addIssue({ code: 'custom', message: SERVER_URL_MESSAGES.originOnly });
      return z.NEVER;
    }
    return url.origin;
  });

/** The Settings screen's form. */
export const serverSettingsFormSchema = z.object({ serverUrl: serverUrlSchema });
export type ServerSettingsFormValues = z.input<typeof serverSettingsFormSchema>;

export const serverSettingsSchema = z.object({
  /** The address in use. */
  serverUrl: z.string(),
  /** The address the app was built with (packaging time). */
  defaultServerUrl: z.string(),
  /** Where the address in use comes from: the member's setting, the build, or $HARDWAREHUB_URL. */
  source: z.enum(['settings', 'default', 'environment']),
});
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** `changed: false`: the member cancelled the confirmation or the address is already in use; serverUrl is the address in use. */
export type ServerUrlResult = { ok: true; changed: boolean; serverUrl: string } | { ok: false; message: string };

/** Where the shell keeps the session: the OS keychain, or only in memory when there is none. */
export type SessionStorageKind = 'keychain' | 'memory';

/**
 * Where a notification click may lead: a path of the app (its query and #fragment allowed), never
 * another origin ("//host"), a scheme or whitespace. The app routes it itself, as a link in the page would.
 */
export const NOTIFICATION_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%+,:@#]*$/;

/** A native notification the renderer asks the shell for (IPC `notify`): one of the member's notifications. */
export const desktopNotificationSchema = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().trim().min(1).max(120),
  /** The short preview. */
  body: z.string().max(300),
  /** Who did it; none for the service's own notices. */
  senderName: z.string().trim().min(1).max(120).optional(),
  /** Opened by a click. */
  path: z.string().max(NOTIFICATION_LIMITS.linkMax).regex(NOTIFICATION_PATH),
});
export type DesktopNotification = z.infer<typeof desktopNotificationSchema>;

/** The badge: unread notifications and messages together. */
export const unreadCountSchema = z.int().min(0).max(1_000_000);

/** A page of the server opened in the system browser: an absolute path with an optional query, nothing that leaves the server. */
export const browserPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s#]*$/, 'Must be a path on the HardwareHub server');

/** A download the shell saves to the Downloads folder: its id for Cancel and Show in folder. */
export const downloadIdSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Where a download stands. `interrupted` is final (a network or disk failure Chromium gave up on); a
 * pause it may still resume from is reported as `progressing`.
 */
export const downloadStateSchema = z.enum(['progressing', 'completed', 'cancelled', 'interrupted']);
export type DownloadState = z.infer<typeof downloadStateSchema>;

/** The shell's report on a download (IPC main -> renderer), a few times a second and once when it ends. */
export const downloadProgressSchema = z.strictObject({
  id: downloadIdSchema,
  /** The name it is saved under (`name (1).ext` when the name was taken). */
  filename: z.string().min(1).max(255),
  receivedBytes: z.int().min(0),
  /** 0 when the server did not say. */
  totalBytes: z.int().min(0),
  state: downloadStateSchema,
});
export type DownloadProgress = z.infer<typeof downloadProgressSchema>;

/** What the app says about downloads: the native notification when one ends, and the in-app indicator. */
export const DOWNLOAD_MESSAGES = {
  downloading: (filename: string) => `Downloading ${filename}`,
  completed: 'Download complete',
  completedBody: (filename: string) => `${filename} is in your Downloads folder.`,
  failed: 'Download failed',
  failedBody: (filename: string) => `${filename} could not be downloaded. Try again.`,
  cancel: 'Cancel',
  showInFolder: 'Show in folder',
} as const;
