import { Redis } from 'ioredis';

/** The Redis of the project's machines, or `TEST_REDIS_URL`. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client for checking what tests left in Redis; fails with one clear line when no Redis answers. */
export const connectTestRedis = async (): Promise<Redis> => {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis at ${TEST_REDIS_URL} is unreachable (${String(error)}): start it (redis-server) or set TEST_REDIS_URL.`,
    );
  }
  return redis;
};
