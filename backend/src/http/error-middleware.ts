import type { Context, Next } from 'koa';
import { ForeignKeyViolationError } from 'objection';
import type { ApiErrorBody } from '#shared/api/api-error.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, isUniqueViolation } from '../db/database-errors.ts';
import { DomainError, type DomainErrorKind } from '../domain/domain-errors.ts';
import { isApiPath } from './api-path.ts';
import { HttpError } from './http-error.ts';

/** The one place a domain error's kind becomes an HTTP status. */
const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  provider_refused: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

const STATUS_MESSAGES: Record<number, string> = {
  404: 'Not found',
  405: 'Method not allowed.',
  501: 'Not implemented.',
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * The one place failures become responses: JSON `{message, errors?}` with the right status.
 * Unknown errors are logged and answered with a 500 that reveals nothing about the internals.
 */
export function errorMiddleware(log: (error: unknown, ctx: Context) => void) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      // Statuses set without a body (unknown route, @koa/router's 405/501) still answer in the API's shape.
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null) && isApiPath(ctx.path)) {
        const status = ctx.status;
        ctx.body = { message: STATUS_MESSAGES[status] ?? 'Request failed.' };
        ctx.status = status;
      }
    } catch (error) {
      const { status, body } = toResponse(error);
      // An unreachable database is not a bug: the request log line (503) says enough, and one stack
      // trace per request during an outage would bury everything else.
      if (status >= 500 && status !== 503) log(error, ctx);
      ctx.status = status;
      ctx.body = body;
      if (status === 503) ctx.set('Retry-After', '5');
      if (error instanceof DomainError && error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
    }
  };
}

function toResponse(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof DomainError) {
    return { status: STATUS_BY_KIND[error.kind], body: { message: error.message, ...(error.errors && { errors: error.errors }), ...error.flags } };
  }
  if (error instanceof HttpError) return { status: error.status, body: { message: error.message } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE } };
  if (isUniqueViolation(error)) return { status: 409, body: { message: 'This record already exists.' } };
  if (error instanceof ForeignKeyViolationError) return { status: 400, body: { message: 'A referenced record does not exist.' } };
  const httpLike = error as { status?: unknown; expose?: unknown; message?: unknown; type?: unknown; code?: unknown };
  // zlib failing on a body whose Content-Encoding does not match its bytes (Z_DATA_ERROR, Z_BUF_ERROR...).
  if (typeof httpLike.code === 'string' && httpLike.code.startsWith('Z_')) {
    return { status: 400, body: { message: 'The request body could not be decoded. Check its Content-Encoding.' } };
  }
  if (typeof httpLike.status === 'number' && httpLike.status >= 400 && httpLike.status < 500) {
    // Errors raised by Koa and its body parser (http-errors): keep the status, give a friendly message.
    const byStatus: Record<number, string> = {
      // co-body marks malformed JSON as a SyntaxError with status 400.
      400: error instanceof SyntaxError ? 'The request body is not valid JSON.' : 'Bad request.',
      413: 'The request is too large.',
      415: 'Unsupported content type. Send JSON.',
    };
    const message = byStatus[httpLike.status] ?? (httpLike.expose && typeof httpLike.message === 'string' ? httpLike.message : 'Bad request.');
    return { status: httpLike.status, body: { message } };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
}
