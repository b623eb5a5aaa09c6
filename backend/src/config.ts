import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, validated once at start-up (README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Pub/sub channel prefix of the Socket.IO Redis adapter: processes of one deployment share it, others must not. */
  SOCKET_ADAPTER_KEY: z.string().min(1).default('hh:socket.io'),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().default(14),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HardwareHub <no-reply@hardwarehub.local>'),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  RENDERER_DIST: z.string().default('renderer/dist'),
  LOG_REQUESTS: z.enum(['true', 'false']).default('false'),
  /** How long a process may reuse a session and signed-in user it read (0 = read on every request). */
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    socketAdapterKey: e.SOCKET_ADAPTER_KEY,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : production,
    trustProxy: e.TRUST_PROXY === 'true',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    loginLimits: {
      perIp: e.LOGIN_LIMIT_PER_IP,
      perEmail: e.LOGIN_LIMIT_PER_EMAIL,
      windowSeconds: Math.round(e.LOGIN_LIMIT_WINDOW_MINUTES * 60),
    },
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    rendererDist: path.resolve(e.RENDERER_DIST),
    logRequests: e.LOG_REQUESTS === 'true',
    authCacheMs: e.AUTH_CACHE_MS,
  };
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
