import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { DatabaseSessionStore } from './session-store.ts';

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
const endedSchema = z.object({
  from: z.string(),
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
  const me = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log(`session sync: ${error.message}`));
  void subscriber.subscribe(channel).catch((error: unknown) => log(`session sync: ${String(error)}`));
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: z.infer<typeof endedSchema>;
    try {
      parsed = endedSchema.parse(JSON.parse(message));
    } catch {
      return log('session sync: ignored a malformed message');
    }
    if (parsed.from !== me) store.forgetEnded(parsed);
  });
  store.publish = (ended) => {
    redis.publish(channel, JSON.stringify({ from: me, ...ended })).catch((error: unknown) => log(`session sync: publish failed: ${String(error)}`));
  };
  return {
    async close() {
      store.publish = undefined;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
