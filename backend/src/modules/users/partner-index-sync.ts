import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { PartnerMemoryIndex } from './partner-memory-index.ts';

const changeSchema = z.object({ from: z.string(), userIds: z.array(z.number().int().positive()).max(10_000) });

/**
 * Several server processes (REDIS_URL): each keeps its own partner index, so a change filed by one
 * is published on `channel` and the others re-read those members. A message lost while Redis is
 * down leaves a member's card stale in other processes until it changes again or they restart;
 * the database stays right, so it never shows what a member was not allowed to show.
 */
export function sharePartnerIndexChanges(index: PartnerMemoryIndex, redis: Redis, channel: string, log: (line: string) => void) {
  const me = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log(`partner index sync: ${error.message}`));
  void subscriber.subscribe(channel).catch((error: unknown) => log(`partner index sync: ${String(error)}`));
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: z.infer<typeof changeSchema>;
    try {
      parsed = changeSchema.parse(JSON.parse(message));
    } catch {
      return log('partner index sync: ignored a malformed message');
    }
    if (parsed.from === me) return;
    index.refresh(parsed.userIds).catch((error: unknown) => log(`partner index sync: refresh failed: ${String(error)}`));
  });
  index.publish = (userIds) => {
    redis.publish(channel, JSON.stringify({ from: me, userIds })).catch((error: unknown) => log(`partner index sync: publish failed: ${String(error)}`));
  };
  return {
    async close() {
      index.publish = undefined;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
