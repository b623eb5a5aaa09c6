import type { z } from 'zod';
import { fieldErrorsFromIssues, type ApiErrorBody } from '#shared/api/api-error.ts';
import { idParamSchema } from '#shared/schemas/project-schemas.ts';

/**
 * What went wrong, in the domain's words. Each transport maps a kind once: HTTP to a status
 * (http/error-middleware.ts), the socket to an error frame code (socket-error-frame.ts).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  /** A card payment the issuer or the simulated card refused. */
  | 'payment_declined'
  /** The payment provider understood the request and refused it (PayPal's UNPROCESSABLE_ENTITY). */
  | 'provider_refused'
  /** A service we depend on failed or answered something we cannot use. */
  | 'upstream_failed';

/** Flags a failure may carry besides its message (shared/api/api-error.ts lists them). */
export type DomainErrorFlags = Omit<ApiErrorBody, 'message' | 'errors'>;

export interface DomainErrorDetails {
  /** Per-field messages, keyed by the input's field names. */
  errors?: Record<string, string>;
  flags?: DomainErrorFlags;
  /** How long a rate-limited caller should wait; only a limiter that knows says so. */
  retryAfterSeconds?: number;
}

/** A failure the caller should see as is: what happened, its message, per-field messages and flags. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly errors: Record<string, string> | undefined;
  readonly flags: DomainErrorFlags | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: DomainErrorKind, message: string, details: DomainErrorDetails = {}) {
    super(message);
    this.kind = kind;
    this.errors = details.errors;
    this.flags = details.flags;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind);

export const invalid = (message: string, errors?: Record<string, string>) => new DomainError('invalid', message, { errors });
export const unauthenticated = (message = 'Authentication required', errors?: Record<string, string>, flags?: DomainErrorFlags) =>
  new DomainError('unauthenticated', message, { errors, flags });
export const forbidden = (message = "You don't have permission to do that.", flags?: DomainErrorFlags) => new DomainError('forbidden', message, { flags });
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const conflict = (message: string, errors?: Record<string, string>) => new DomainError('conflict', message, { errors });
export const rateLimited = (message: string, retryAfterSeconds?: number) => new DomainError('rate_limited', message, { retryAfterSeconds });
export const unavailable = (message: string) => new DomainError('unavailable', message);
export const paymentDeclined = (message: string) => new DomainError('payment_declined', message);
export const providerRefused = (message: string, flags?: DomainErrorFlags) => new DomainError('provider_refused', message, { flags });
export const upstreamFailed = (message: string) => new DomainError('upstream_failed', message);

/** Parses input with a shared schema; failure is 'invalid' with the first problem found as its message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsFromIssues(result.error.issues);
  throw invalid(result.error.issues[0]?.message ?? 'Invalid request', errors);
}

/** A route's `:id`; a malformed one is something that does not exist ('not_found' with the resource's message). */
export function idParamOr404(raw: string | undefined, notFoundMessage: string): number {
  const parsed = idParamSchema.safeParse(raw);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}
