import type { SocketError, SocketErrorCode } from '#shared/api/realtime-events.ts';
import { MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-errors.ts';
import { DomainError, type DomainErrorKind } from './domain-errors.ts';

/** The socket's error codes by kind; the client has no code for the rest, so those are 'server_error'. */
const SOCKET_CODES: Record<DomainErrorKind, SocketErrorCode> = {
  invalid: 'invalid',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  rate_limited: 'rate_limited',
  unavailable: 'server_error',
  payment_declined: 'server_error',
  provider_refused: 'server_error',
  upstream_failed: 'server_error',
};

/**
 * The error frame a socket sends for a failed frame (the socket's counterpart of http/error-middleware.ts).
 * A domain error keeps its message; an unreachable database says so (not acknowledged as sent, so the
 * client keeps the message and retries); anything else is a bug: `log` gets its stack and the member a
 * generic message.
 */
export function socketErrorFrame(error: unknown, event: string, log: (line: string) => void): SocketError {
  if (error instanceof DomainError) return { message: error.message, code: SOCKET_CODES[error.kind], event };
  if (isDatabaseUnavailable(error)) return { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'server_error', event };
  log(`socket ${event} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return { message: MESSAGE_ERRORS.connectionError, code: 'server_error', event };
}
