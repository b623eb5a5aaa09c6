import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../../http/http-error.ts';

export interface RateLimiters {
  loginByIp: RateLimiterAbstract;
  loginFailuresByEmail: RateLimiterAbstract;
  /** Reset and verification mails: stops a stranger from flooding someone's inbox. */
  mailByAddress: RateLimiterAbstract;
  /** Sign-up, forgot/reset password and resend verification per IP: each costs an argon2id hash or a mail. */
  accountByIp: RateLimiterAbstract;
  /** The public site's contact, enterprise and newsletter forms per IP, per hour. */
  siteFormsByIp: RateLimiterAbstract;
  /** Reports a member files (issue 16), per day: enough for real use, not for flooding the team's queue. */
  reportsByUser: RateLimiterAbstract;
}

export function createRateLimiters(options: {
  redis?: Redis;
  perIp: number;
  perEmail: number;
  windowSeconds: number;
  account: { perIp: number; windowSeconds: number };
  siteFormsPerIp?: number;
}): RateLimiters {
  const make = (keyPrefix: string, points: number, duration: number) => createLimiter(options.redis, keyPrefix, points, duration);
  return {
    loginByIp: make('login-ip', options.perIp, options.windowSeconds),
    loginFailuresByEmail: make('login-email', options.perEmail, options.windowSeconds),
    mailByAddress: make('mail', 5, 60 * 60),
    accountByIp: make('account-ip', options.account.perIp, options.account.windowSeconds),
    siteFormsByIp: make('site-forms-ip', options.siteFormsPerIp ?? 5, 60 * 60),
    reportsByUser: make('reports-user', 30, 24 * 60 * 60),
  };
}

/**
 * A limiter shared by all server processes through Redis when there is one, else per process. While
 * Redis is away each process counts on its own (the insurance limiter), so sign-ins and sign-ups go on
 * with per-process limits instead of failing (issue 17 §5).
 */
export function createLimiter(redis: Redis | undefined, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const local = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `hh:rl:${keyPrefix}`, points, duration: durationSeconds, insuranceLimiter: local, rejectIfRedisNotReady: true })
    : local;
}

export class RateLimitedError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function tooManyLoginAttempts(retryAfterMs: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return new RateLimitedError(
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

export function tooManyAccountRequests(retryAfterMs: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return new RateLimitedError(
    `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

export function tooManyReports(retryAfterMs: number): RateLimitedError {
  const hours = Math.max(1, Math.ceil(retryAfterMs / 3_600_000));
  return new RateLimitedError(`You have sent a lot of reports today. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`, Math.ceil(retryAfterMs / 1000));
}

/** Re-entering the password (or a 2FA code) while signed in: same per-email budget as login. */
export function tooManyAttempts(retryAfterMs: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return new RateLimitedError(
    `Too many incorrect attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

/**
 * The per-email failure budget shared by login, change password and 2FA: refuses (429) once it is
 * spent, otherwise returns a function that records one more failure.
 */
export async function guardFailures(limiters: RateLimiters, email: string, toError: (retryMs: number) => Error) {
  const failures = await limiters.loginFailuresByEmail.get(email);
  if (failures && failures.consumedPoints >= limiters.loginFailuresByEmail.points) throw toError(failures.msBeforeNext);
  return async function recordFailure(): Promise<void> {
    await consumeOrThrow(limiters.loginFailuresByEmail, email, toError).catch((error: unknown) => {
      // The attempt that reaches the limit still gets its own answer; the next one gets the 429.
      if (!(error instanceof HttpError)) throw error;
    });
  };
}

/** Consumes a point; a rejection becomes the given error, a store failure propagates. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, toError: (retryMs: number) => Error) {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw toError(rejection.msBeforeNext);
    throw rejection;
  }
}
