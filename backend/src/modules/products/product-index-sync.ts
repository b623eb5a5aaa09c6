import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openProcessChannel } from '../../http/process-channel.ts';
import type { ProductMemoryIndex } from './product-memory-index.ts';

const ids = z.array(z.number().int().positive()).max(10_000);
const changeSchema = z.object({ productIds: ids, sellerIds: ids });

/**
 * Several server processes (REDIS_URL): each keeps its own listing index, so a change filed by one
 * is published on `channel` and the others re-read those listings (as partner-index-sync.ts does
 * for members). A message lost while Redis is down leaves a card stale in the other processes
 * until the listing changes again or they restart; the database stays right.
 */
export function shareProductIndexChanges(index: ProductMemoryIndex, redis: Redis, channel: string, log: (line: string) => void) {
  const link = openProcessChannel({ redis, channel, schema: changeSchema, label: 'product index sync', log, onMessage: (change) => void index.received(change) });
  index.publish = link.publish;
  return {
    async close() {
      index.publish = undefined;
      await link.close();
    },
  };
}
