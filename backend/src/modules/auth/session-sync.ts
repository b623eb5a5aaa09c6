import type { Redis } from 'ioredis';
import { openProcessChannel } from '../../http/process-channel.ts';
import { endedSessionsSchema, type DatabaseSessionStore } from './session-store.ts';

/**
 * Several server processes (REDIS_URL): a session ended in one process (sign-out, password change,
 * deactivation) is published on `channel`, and the others drop their kept copy of it at once instead
 * of when it expires (AUTH_CACHE_MS). Only hashed keys travel. A message lost while Redis is away
 * costs at most that expiry; the sessions themselves are in the database and never depend on Redis.
 */
export function shareSessionEnds(store: DatabaseSessionStore, redis: Redis, channel: string, log: (line: string) => void) {
  const link = openProcessChannel({ redis, channel, schema: endedSessionsSchema, label: 'session sync', log, onMessage: (ended) => store.forgetEnded(ended) });
  store.publish = link.publish;
  return {
    async close() {
      store.publish = undefined;
      await link.close();
    },
  };
}
