import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openProcessChannel } from '../../http/process-channel.ts';
import type { PartnerMemoryIndex } from './partner-memory-index.ts';

const changeSchema = z.object({ userIds: z.array(z.number().int().positive()).max(10_000) });

/**
 * Several server processes (REDIS_URL): each keeps its own partner index, so a change filed by one
 * is published on `channel` and the others re-read those members. A message lost while Redis is
 * down leaves a member's card stale in other processes until it changes again or they restart;
 * the database stays right, so it never shows what a member was not allowed to show.
 */
export function sharePartnerIndexChanges(index: PartnerMemoryIndex, redis: Redis, channel: string, log: (line: string) => void) {
  const link = openProcessChannel({
    redis, channel, schema: changeSchema, label: 'partner index sync', log,
    onMessage: ({ userIds }) => index.refresh(userIds).catch((error: unknown) => log(`partner index sync: refresh failed: ${String(error)}`)),
  });
  index.publish = (userIds) => link.publish({ userIds });
  return {
    async close() {
      index.publish = undefined;
      await link.close();
    },
  };
}
