import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MEMBER_LIMITS } from '#shared/schemas/message-schemas.ts';
import { UPLOAD_LIMITS } from '#shared/constants/uploads.ts';
import { rateLimited, type DomainError } from '../domain/domain-errors.ts';

export interface RateLimiters {
  loginByIp: RateLimiterAbstract;
  loginFailuresByEmail: RateLimiterAbstract;
  /** Reset and verification mails: stops a stranger from flooding someone's inbox. */
  mailByAddress: RateLimiterAbstract;
  /** Sign-up, forgot/reset password and resend verification per IP: each costs an argon2id hash or a mail. */
  accountByIp: RateLimiterAbstract;
  /** Sign-up attempts per email address, per hour: each one tells whether the address is taken. */
  signUpByEmail: RateLimiterAbstract;
  /** The public site's contact, enterprise and newsletter forms per IP, per hour. */
  siteFormsByIp: RateLimiterAbstract;
  /** Acknowledgements of those forms per recipient address, per day: the form cannot flood someone's inbox. */
  siteFormAcksByAddress: RateLimiterAbstract;
  /** Reports a member files, per day: enough for real use, not for flooding the team's queue. */
  reportsByUser: RateLimiterAbstract;
  /** Messages a member sends over all their sockets and HTTP together, per 10 s (MEMBER_LIMITS). */
  messagesByMember: RateLimiterAbstract;
  /** Images a member uploads, per UPLOAD_LIMITS.perMemberWindowMinutes. */
  uploadsByMember: RateLimiterAbstract;
}

/** Enough for a person who mistypes their username a few times, too few to sweep one address from many networks. */
export const SIGN_UPS_PER_EMAIL_PER_HOUR = 5;

export function createRateLimiters(options: {
  redis?: Redis;
  perIp: number;
  perEmail: number;
  windowSeconds: number;
  account: { perIp: number; windowSeconds: number };
  siteFormsPerIp?: number;
  messagesPerMember?: number;
  /** Member ids are per deployment: deployments sharing a Redis count them apart (SOCKET_ADAPTER_KEY). */
  memberNamespace?: string;
}): RateLimiters {
  const make = (keyPrefix: string, points: number, duration: number) => createLimiter(options.redis, keyPrefix, points, duration);
  return {
    loginByIp: make('login-ip', options.perIp, options.windowSeconds),
    loginFailuresByEmail: make('login-email', options.perEmail, options.windowSeconds),
    mailByAddress: make('mail', 5, 60 * 60),
    accountByIp: make('account-ip', options.account.perIp, options.account.windowSeconds),
    signUpByEmail: make('signup-email', SIGN_UPS_PER_EMAIL_PER_HOUR, 60 * 60),
    siteFormsByIp: make('site-forms-ip', options.siteFormsPerIp ?? 5, 60 * 60),
    siteFormAcksByAddress: make('site-form-acks', 3, 24 * 60 * 60),
    reportsByUser: make('reports-user', 30, 24 * 60 * 60),
    messagesByMember: make(`messages-member:${options.memberNamespace ?? ''}`, options.messagesPerMember ?? MEMBER_LIMITS.messages, MEMBER_LIMITS.messageWindowSeconds),
    uploadsByMember: make(`uploads-member:${options.memberNamespace ?? ''}`, UPLOAD_LIMITS.perMember, UPLOAD_LIMITS.perMemberWindowMinutes * 60),
  };
}

/**
 * A limiter shared by all server processes through Redis when there is one, else per process. While
 * Redis is away each process counts on its own (the insurance limiter), so sign-ins and sign-ups go on
 * with per-process limits instead of failing.
 */
export function createLimiter(redis: Redis | undefined, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const local = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `hh:rl:${keyPrefix}`, points, duration: durationSeconds, insuranceLimiter: local, rejectIfRedisNotReady: true })
    : local;
}

export function tooManyLoginAttempts(retryAfterMs: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return rateLimited(
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

export function tooManyAccountRequests(retryAfterMs: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return rateLimited(
    `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

export function tooManyReports(retryAfterMs: number): DomainError {
  const hours = Math.max(1, Math.ceil(retryAfterMs / 3_600_000));
  return rateLimited(`You have sent a lot of reports today. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`, Math.ceil(retryAfterMs / 1000));
}

/** Re-entering the password (or a 2FA code) while signed in: same per-email budget as login. */
export function tooManyAttempts(retryAfterMs: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return rateLimited(
    `Too many incorrect attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

/** One attempt that has spent a point of the per-email failure budget (see `spendFailureBudget`). */
export interface BudgetedAttempt {
  /** The password or code was right: the attempt's own point comes back. */
  passed(): Promise<void>;
  /** A complete sign-in: every failure counted so far is forgotten. */
  signedIn(): Promise<void>;
}

/**
 * The per-email failure budget shared by login, change password and 2FA. The point is spent before
 * the password or code is checked, atomically in the limiter's store: parallel guesses cannot all
 * pass a check made before any failure was counted, so at most the budget is ever checked per window.
 * Once it is spent the attempt is refused (429) unchecked; a failed check keeps its point, and the
 * caller gives it back when the check passes.
 */
export async function spendFailureBudget(limiters: RateLimiters, email: string, toError: (retryMs: number) => Error): Promise<BudgetedAttempt> {
  const limiter = limiters.loginFailuresByEmail;
  await consumeOrThrow(limiter, email, toError);
  return {
    async passed() {
      await limiter.reward(email, 1);
    },
    async signedIn() {
      await limiter.delete(email);
    },
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
