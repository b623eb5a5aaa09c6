import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openProcessChannel } from '../../realtime/process-channel.ts';
import type { DatabaseSessionStore, EndedSessions } from './session-store.ts';

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
const endedSchema: z.ZodType<EndedSessions> = z.object({
  ids: z.array(hashSchema).max(1000).optional(),
  userId: z.number().int().positive().optional(),
  keep: hashSchema.optional(),
});

/**
 * Several server processes (REDIS_URL): a session ended in one process (sign-out, password change,
 * deactivation) is published on `channel`, and the others drop their kept copy of it at once instead
 * of when it expires (AUTH_CACHE_MS). Only hashed keys travel. A message lost while Redis is away
 * costs at most that expiry; the sessions themselves are in the database and never depend on Redis.
 */
export function shareSessionEnds(store: DatabaseSessionStore, redis: Redis, channel: string, log: (line: string) => void) {
  const link = openProcessChannel({ redis, channel, schema: endedSchema, label: 'session sync', log, onMessage: (ended) => store.forgetEnded(ended) });
  store.publish = link.publish;
  return {
    async close() {
      store.publish = undefined;
      await link.close();
    },
  };
}
