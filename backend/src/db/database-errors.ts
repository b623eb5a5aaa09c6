import { UniqueViolationError } from 'objection';

/**
 * Whether an error means the database cannot be reached right now (down, restarting, network cut,
 * pool exhausted while it reconnects), as opposed to a bug or bad input. Those become 503 with a
 * clear message (http/error-middleware.ts) and a socket error, never a 500 or a hang.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_SERVER_GONE_ERROR',
  'ER_CONNECTION_KILLED', 'CR_SERVER_GONE_ERROR', 'CR_SERVER_LOST', 'CR_CONN_HOST_ERROR',
]);

// Not "nothing was changed": a write under way when the connection dropped may have committed. A resent
// message (same client id) is stored once either way.
export const DATABASE_UNAVAILABLE_MESSAGE = 'HardwareHub cannot reach its database right now. Please try again in a moment.';

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    // knex: no connection could be taken from the pool within acquireConnectionTimeout.
    if (name === 'KnexTimeoutError' || (typeof message === 'string' && message.startsWith('Knex: Timeout acquiring a connection'))) return true;
    // objection wraps driver errors (DBError.nativeError); others chain through `cause`.
    current = (current as { nativeError?: unknown; cause?: unknown }).nativeError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

// The unique and primary keys' codes; SQLite without extended codes says only SQLITE_CONSTRAINT.
const DUPLICATE_KEY_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT']);

/**
 * Whether an insert or update hit a unique (or primary) key, whichever way it arrives: objection's
 * UniqueViolationError, or the driver's own error (objection wraps mysql2's, not better-sqlite3's; a
 * plain knex query wraps neither), itself or under nativeError/cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if (current instanceof UniqueViolationError) return true;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && DUPLICATE_KEY_CODES.has(code)) return true;
    current = (current as { nativeError?: unknown }).nativeError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
