import { UniqueViolationError } from 'objection';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './database-errors.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, however the error is wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnavailable({ name: 'DBError', nativeError: { code: 'ECONNRESET' } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: 'ER_SERVER_SHUTDOWN' } }))).toBe(true);
  });

  it('leaves bugs and bad input alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  const coded = (code: string) => Object.assign(new Error(code), { code });

  it('recognises a duplicate key from objection, MySQL and SQLite, however the error is wrapped', () => {
    // objection's typings declare a message string; db-errors' constructor takes these fields.
    const Unique = UniqueViolationError as unknown as new (args: Record<string, unknown>) => Error;
    expect(isUniqueViolation(new Unique({ nativeError: new Error('duplicate'), client: 'mysql', table: 'messages', columns: ['client_message_id'], constraint: 'unique' }))).toBe(true);
    expect(isUniqueViolation(coded('ER_DUP_ENTRY'))).toBe(true);
    expect(isUniqueViolation(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(coded('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(true);
    expect(isUniqueViolation(coded('SQLITE_CONSTRAINT'))).toBe(true);
    expect(isUniqueViolation({ name: 'DBError', nativeError: coded('SQLITE_CONSTRAINT_UNIQUE') })).toBe(true);
    expect(isUniqueViolation(new Error('wrapped', { cause: coded('ER_DUP_ENTRY') }))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isUniqueViolation(coded('SQLITE_CONSTRAINT_FOREIGNKEY'))).toBe(false);
    expect(isUniqueViolation(coded('SQLITE_CONSTRAINT_NOTNULL'))).toBe(false);
    expect(isUniqueViolation(coded('ER_NO_REFERENCED_ROW_2'))).toBe(false);
    expect(isUniqueViolation(coded('ECONNREFUSED'))).toBe(false);
    expect(isUniqueViolation(new TypeError('x is undefined'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('ER_DUP_ENTRY')).toBe(false);
  });
});
