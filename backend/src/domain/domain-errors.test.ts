import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/database-errors.ts';
import { conflict, DomainError, forbidden, idParamOr404, invalid, isDomainError, notFound, parseInput, rateLimited, unauthenticated, unavailable } from './domain-errors.ts';
import { socketErrorFrame } from './socket-error-frame.ts';

describe('domain errors', () => {
  it('keep the messages clients and tests rely on', () => {
    expect(unauthenticated()).toMatchObject({ kind: 'unauthenticated', message: 'Authentication required' });
    expect(forbidden()).toMatchObject({ kind: 'forbidden', message: "You don't have permission to do that." });
    expect(notFound()).toMatchObject({ kind: 'not_found', message: 'Not found' });
  });

  it('carry per-field messages, flags and the wait a limiter asks for', () => {
    expect(invalid('Bad', { name: 'Bad' })).toMatchObject({ kind: 'invalid', errors: { name: 'Bad' } });
    expect(conflict('Taken', { email: 'Taken' }).errors).toEqual({ email: 'Taken' });
    expect(forbidden('Declined', { instrumentDeclined: true }).flags).toEqual({ instrumentDeclined: true });
    expect(rateLimited('Slow down', 30).retryAfterSeconds).toBe(30);
    expect(rateLimited('Slow down').retryAfterSeconds).toBeUndefined();
    expect(isDomainError(unavailable('Later'), 'unavailable')).toBe(true);
    expect(isDomainError(unavailable('Later'), 'conflict')).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('parseInput answers invalid input with the first problem and each field', () => {
    const schema = z.object({ name: z.string({ error: 'Name is required' }) });
    expect(parseInput(schema, { name: 'x' })).toEqual({ name: 'x' });
    const error = (() => {
      try {
        parseInput(schema, undefined);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'invalid', message: 'Name is required', errors: { name: 'Name is required' } });
  });

  it('idParamOr404 treats a malformed id as something that does not exist', () => {
    expect(idParamOr404('12', 'Project not found')).toBe(12);
    expect(() => idParamOr404('abc', 'Project not found')).toThrow(expect.objectContaining({ kind: 'not_found', message: 'Project not found' }));
  });
});

describe('socketErrorFrame', () => {
  const noLog = (line: string) => expect.unreachable(line);

  it("maps each kind to the socket's code, 'server_error' where the client has none", () => {
    expect(socketErrorFrame(invalid('Bad'), 'message', noLog)).toEqual({ message: 'Bad', code: 'invalid', event: 'message' });
    expect(socketErrorFrame(unauthenticated(MESSAGE_ERRORS.authenticationRequired), 'typing', noLog).code).toBe('unauthenticated');
    expect(socketErrorFrame(forbidden(), 'typing', noLog).code).toBe('forbidden');
    expect(socketErrorFrame(notFound(), 'mark_read', noLog).code).toBe('not_found');
    expect(socketErrorFrame(conflict('Reused'), 'message', noLog).code).toBe('conflict');
    expect(socketErrorFrame(rateLimited('Slow down', 3), 'message', noLog).code).toBe('rate_limited');
    expect(socketErrorFrame(unavailable('Later'), 'message', noLog)).toEqual({ message: 'Later', code: 'server_error', event: 'message' });
  });

  it('says so when the database is unreachable, and logs only real bugs, showing them generically', () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(socketErrorFrame(unreachable, 'message', noLog)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'server_error', event: 'message' });
    const lines: string[] = [];
    expect(socketErrorFrame(new TypeError('x is undefined'), 'mark_read', (line) => lines.push(line)))
      .toEqual({ message: MESSAGE_ERRORS.connectionError, code: 'server_error', event: 'mark_read' });
    expect(lines).toEqual([expect.stringMatching(/^socket mark_read failed: TypeError: x is undefined/)]);
  });
});
