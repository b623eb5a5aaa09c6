import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { ProductMemoryIndex } from './product-memory-index.ts';

const ids = z.array(z.number().int().positive()).max(10_000);
const changeSchema = z.object({ from: z.string(), productIds: ids, sellerIds: ids });

/**
 * Several server processes (REDIS_URL): each keeps its own listing index, so a change filed by one
 * is published on `channel` and the others re-read those listings (as partner-index-sync.ts does
 * for members). A message lost while Redis is down leaves a card stale in the other processes
 * until the listing changes again or they restart; the database stays right.
 */
export function shareProductIndexChanges(index: ProductMemoryIndex, redis: Redis, channel: string, log: (line: string) => void) {
  const me = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log(`product index sync: ${error.message}`));
  void subscriber.subscribe(channel).catch((error: unknown) => log(`product index sync: ${String(error)}`));
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: z.infer<typeof changeSchema>;
    try {
      parsed = changeSchema.parse(JSON.parse(message));
    } catch {
      return log('product index sync: ignored a malformed message');
    }
    if (parsed.from === me) return;
    void index.received(parsed);
  });
  index.publish = (change) => {
    redis.publish(channel, JSON.stringify({ from: me, ...change })).catch((error: unknown) => log(`product index sync: publish failed: ${String(error)}`));
  };
  return {
    async close() {
      index.publish = undefined;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
