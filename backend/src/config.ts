import { DESKTOP_APP_ORIGIN } from '#shared/api/desktop-bridge.ts';
import { MEMBER_LIMITS } from '#shared/schemas/message-schemas.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './http/client-address.ts';
import { parseClamavUrl } from './http/clamav-url.ts';

/** The sender until MAIL_FROM is set: a placeholder, refused in production with SMTP. */
export const DEFAULT_MAIL_FROM = 'HardwareHub <no-reply@hardwarehub.local>';
/** Whether a From value still sends from the placeholder's domain (any name or local part). */
const isPlaceholderSender = (from: string) => /@hardwarehub\.local>?\s*$/i.test(from.trim());

/** Every environment variable the server reads, validated once at start-up (README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  /** Where uploaded images are kept (default DATA_DIR/uploads); served at /uploads/. */
  UPLOADS_DIR: z.string().optional(),
  /** An S3-compatible bucket for uploaded images instead of UPLOADS_DIR (README "Configuration"). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9._/-]*$/).default(''),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Pub/sub channel prefix of the Socket.IO Redis adapter: processes of one deployment share it, others must not. */
  SOCKET_ADAPTER_KEY: z.string().min(1).default('hh:socket.io'),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().default(14),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** `false`, how many reverse proxies append to X-Forwarded-For (`true` = 1), or the proxies' IPs / CIDR ranges. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Extra origins allowed to make state-changing calls and open sockets (for example the desktop app's). */
  ALLOWED_ORIGINS: z.string().default(''),
  /** clamd that scans uploaded files (`tcp://host:port` or `unix:///path/to/clamd.ctl`); unset, files are marked 'not scanned'. */
  CLAMAV_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      try {
        parseClamavUrl(value);
        return value;
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `CLAMAV_URL ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  SMTP_URL: z.string().optional(),
  /** `true`: write mails to DATA_DIR/outbox instead of sending them, on purpose (production refuses it otherwise). */
  MAIL_OUTBOX: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Sign-ups, password resets and verification mails per IP per window (each costs an argon2id hash or a mail). */
  ACCOUNT_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  TEAM_INBOX_EMAIL: z.string().email().default('team@hardwarehub.local'),
  SITE_FORM_LIMIT_PER_IP: z.coerce.number().int().positive().default(5),
  /** Messages one member may send per 10 s over all their sockets and HTTP together. */
  MESSAGE_LIMIT_PER_MEMBER: z.coerce.number().int().positive().default(MEMBER_LIMITS.messages),
  ACCOUNT_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  /** Default: on in development, off in production (demo accounts share a published password). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  RENDERER_DIST: z.string().default('renderer/dist'),
  /** Draw signed-in pages on the server (with the visitor's data) so they show before the app has run. */
  SERVER_RENDER: z.enum(['true', 'false']).default('true'),
  /** How long a server render may take before the plain app shell is sent instead. */
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** Worker threads drawing those pages (default: the cores beside the event loop, at least one). */
  SERVER_RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  LOG_REQUESTS: z.enum(['true', 'false']).default('false'),
  /** How long a socket without a signed-in session may stay connected. */
  SOCKET_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How long a process may reuse a session and signed-in user it read (0 = read on every request). */
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Where GET /api/products is answered from: the in-memory listing index, or SQL for every request. */
  PRODUCT_LIST_INDEX: z.enum(['memory', 'sql']).default('memory'),
  /** Partner cards the search index keeps in memory (the others are read with the page that shows them). */
  PARTNER_CARDS_KEPT: z.coerce.number().int().min(1).max(100_000_000).default(200_000),
  /** `simulated` allows the simulated payment provider in production (on purpose: it grants plans for free). */
  PAYMENTS_MODE: z.enum(['auto', 'simulated']).default('auto'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** Another Stripe API origin (stripe-mock, or the tests' Stripe-shaped server). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** The REST app's webhook id: PayPal's events (POST /api/webhooks/paypal) are verified with it. */
  PAYPAL_WEBHOOK_ID: z.string().regex(/^[A-Za-z0-9]{1,50}$/, 'PAYPAL_WEBHOOK_ID is the webhook id shown in the PayPal REST app').optional(),
  /** How often trial ends, renewals, cancellations and grace periods that are due are applied (by one process at a time: docs/jobs.md). */
  BILLING_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How often an idle process looks for due background jobs (docs/jobs.md). */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(2000),
  /** The AI tools' model path (any OpenAI-compatible server); either variable turns it on. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  // The built-in answer is ready before the call: a failing model should cost seconds, and a retry doubles them.
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(0),
  AI_MODEL_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  AI_BUILTIN_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && (!e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (to trust Stripe\'s events) and STRIPE_PUBLISHABLE_KEY (for the card form)');
  }
  if (e.S3_BUCKET && !e.S3_PUBLIC_URL) throw new Error('Invalid configuration: S3_BUCKET needs S3_PUBLIC_URL (the address its images are served from)');
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const allowedOrigins = e.ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of allowedOrigins) {
    if (!isOrigin(origin)) throw new Error(`Invalid configuration: ALLOWED_ORIGINS entry "${origin}" is not an origin (scheme://host[:port], no path)`);
  }
  const corsOrigins = [...new Set([DESKTOP_APP_ORIGIN, ...allowedOrigins])];
  const smtpUrl = e.SMTP_URL || undefined;
  if (smtpUrl && e.MAIL_OUTBOX === 'true') throw new Error('Invalid configuration: SMTP_URL and MAIL_OUTBOX=true are both set; choose one way to deliver mail');
  // Without SMTP every mail (verification, password reset) would stay on this machine: in production only on purpose.
  if (production && !smtpUrl && e.MAIL_OUTBOX !== 'true') {
    throw new Error('Invalid configuration: SMTP_URL is not set, so no mail (verification, password reset) would reach anyone. Set SMTP_URL, or MAIL_OUTBOX=true to keep mails as files in DATA_DIR/outbox on purpose');
  }
  // The default sender is a placeholder on a domain nobody can publish SPF, DKIM or DMARC for: real mail from it lands in spam or bounces.
  if (production && smtpUrl && isPlaceholderSender(e.MAIL_FROM)) {
    throw new Error(`Invalid configuration: MAIL_FROM is still the placeholder ${DEFAULT_MAIL_FROM}. Set it to an address on a domain you control and have set up for mail, e.g. "HardwareHub <notifications@mail.example.com>" (docs/mail-delivery.md)`);
  }
  if (production && !isHttps(appUrl) && !isLocalhost(appUrl)) {
    throw new Error(`Invalid configuration: APP_URL must be an https:// URL in production (plain http only for localhost), got ${appUrl}`);
  }
  const startupWarnings: string[] = [];
  // Uploads still work without a scanner (their files are marked 'not scanned'), so this warns rather than refuses.
  if (production && !e.CLAMAV_URL) {
    startupWarnings.push(`CLAMAV_URL is not set: uploaded files are not virus-scanned and are marked 'not scanned' (docs/operations.md, "Virus scanning")`);
  }
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    socketAdapterKey: e.SOCKET_ADAPTER_KEY,
    appUrl,
    /** Origins whose pages may change state and open sockets: the app's own, the desktop app's, plus ALLOWED_ORIGINS. */
    allowedOrigins: [...new Set([new URL(appUrl).origin, ...corsOrigins])],
    /**
     * Pages on other origins that talk to this server: the desktop app's embedded renderer
     * (app://hardwarehub) and ALLOWED_ORIGINS. They get CORS answers; their session is a bearer token.
     */
    corsOrigins,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    /** `auto`: Secure when APP_URL is https or the request came over https (X-Forwarded-Proto from a trusted proxy). */
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : ('auto' as const),
    publicHttps: isHttps(appUrl),
    /** Which reverse proxies' X-Forwarded-* headers count (http/client-address.ts); `{ hops: 0 }` = none. */
    trustProxy: e.TRUST_PROXY,
    smtpUrl,
    /** clamd for the files' virus scan (createVirusScanner); undefined: files are marked 'not scanned'. */
    clamavUrl: e.CLAMAV_URL,
    /** Printed once by main.ts when the server starts: settings that work, but not as production should. */
    startupWarnings,
    /** The embedded outbox prints each mail's link for a developer; never in production (links carry tokens). */
    logMailLinks: !production,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          publicUrl: e.S3_PUBLIC_URL!.replace(/\/$/, ''),
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          prefix: e.S3_PREFIX,
        }
      : null,
    loginLimits: {
      perIp: e.LOGIN_LIMIT_PER_IP,
      perEmail: e.LOGIN_LIMIT_PER_EMAIL,
      windowSeconds: Math.round(e.LOGIN_LIMIT_WINDOW_MINUTES * 60),
    },
    accountLimits: { perIp: e.ACCOUNT_LIMIT_PER_IP, windowSeconds: Math.round(e.ACCOUNT_LIMIT_WINDOW_MINUTES * 60) },
    /** Where contact messages and enterprise requests are mailed. */
    teamInboxEmail: e.TEAM_INBOX_EMAIL,
    /** Contact, enterprise and newsletter forms per IP per hour. */
    siteFormLimitPerIp: e.SITE_FORM_LIMIT_PER_IP,
    messageLimitPerMember: e.MESSAGE_LIMIT_PER_MEMBER,
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !production,
    rendererDist: path.resolve(e.RENDERER_DIST),
    serverRender: e.SERVER_RENDER === 'true' ? { timeoutMs: e.SERVER_RENDER_TIMEOUT_MS, threads: e.SERVER_RENDER_THREADS ?? Math.max(1, availableParallelism() - 1) } : null,
    logRequests: e.LOG_REQUESTS === 'true',
    authCacheMs: e.AUTH_CACHE_MS,
    productListIndex: e.PRODUCT_LIST_INDEX,
    partnerCardsKept: e.PARTNER_CARDS_KEPT,
    socketAuthTimeoutMs: e.SOCKET_AUTH_TIMEOUT_MS,
    payments: {
      production,
      mode: e.PAYMENTS_MODE,
      stripe: e.STRIPE_SECRET_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null, publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null, apiBase: e.STRIPE_API_BASE }
        : null,
      paypal: e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, environment: e.PAYPAL_ENVIRONMENT, webhookId: e.PAYPAL_WEBHOOK_ID ?? null } : null,
    },
    billingSweepMs: e.BILLING_SWEEP_SECONDS * 1000,
    jobPollMs: e.JOB_POLL_MS,
    ai: {
      model:
        e.OPENAI_API_KEY || e.OPENAI_BASE_URL
          ? { apiKey: e.OPENAI_API_KEY ?? null, baseURL: e.OPENAI_BASE_URL ?? null, model: e.OPENAI_MODEL, timeoutMs: e.OPENAI_TIMEOUT_MS, maxRetries: e.OPENAI_MAX_RETRIES }
          : null,
      modelCallsPerHour: e.AI_MODEL_CALLS_PER_HOUR,
      builtinCallsPerHour: e.AI_BUILTIN_CALLS_PER_HOUR,
    },
  };
}

export type AiModelConfig = NonNullable<AppConfig['ai']['model']>;

const isHttps = (url: string) => new URL(url).protocol === 'https:';
const isLocalhost = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin !== 'null' ? url.origin === value : /^[a-z][a-z0-9+.-]*:\/\/[^/]+$/i.test(value);
  } catch {
    return false;
  }
}

/**
 * Without SESSION_SECRET the embedded default keeps a random secret under data/, so cookies survive
 * restarts. Several processes behind a load balancer must share SESSION_SECRET instead.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
