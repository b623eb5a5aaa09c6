import { Redis } from 'ioredis';

export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether the Redis-backed tests run: always in CI (Redis is part of its environment, so an
 * unreachable Redis fails them); elsewhere only when Redis answers, so a bare laptop skips them.
 */
export async function redisTestsEnabled(): Promise<boolean> {
  return process.env.CI === 'true' || (await redisReachable());
}
