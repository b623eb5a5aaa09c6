import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { z } from 'zod';

/**
 * A Redis pub/sub channel between the server processes (REDIS_URL) for news that each process acts on
 * itself: ended sessions, changed search entries. Messages are checked with `schema` (a malformed one is
 * logged and ignored) and a process does not hear its own. Best effort: a message published while Redis
 * is away is lost, so every user of this must stay right without it (see each caller).
 */
export function openProcessChannel<T extends object>(options: {
  redis: Redis;
  channel: string;
  schema: z.ZodType<T>;
  /** Names the channel in log lines. */
  label: string;
  log: (line: string) => void;
  onMessage: (message: T) => void;
}): { publish(message: T): void; close(): Promise<void> } {
  const { redis, channel, schema, label, log } = options;
  const me = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log(`${label}: ${error.message}`));
  void subscriber.subscribe(channel).catch((error: unknown) => log(`${label}: ${String(error)}`));
  subscriber.on('message', (_channel: string, raw: string) => {
    let envelope: { from?: unknown; message?: unknown };
    let message: T;
    try {
      envelope = JSON.parse(raw) as typeof envelope;
      if (envelope.from === me) return;
      message = schema.parse(envelope.message);
    } catch {
      return log(`${label}: ignored a malformed message`);
    }
    options.onMessage(message);
  });
  return {
    publish(message) {
      redis.publish(channel, JSON.stringify({ from: me, message })).catch((error: unknown) => log(`${label}: publish failed: ${String(error)}`));
    },
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
