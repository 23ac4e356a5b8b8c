import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, TEST_REDIS_URL } from '#server/test/redis';
import { rateLimitPlugin } from './rate-limit';

const buildLimitedApp = async (redisUrl: string, redisKeyPrefix: string): Promise<FastifyInstance> => {
  const app = Fastify();
  await app.register(rateLimitPlugin, { redisUrl, redisKeyPrefix });
  app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
};

const connectionsNamed = async (redis: Redis, name: string) =>
  String(await redis.call('CLIENT', 'LIST'))
    .split('\n')
    .filter((line) => line.includes(` name=${name} `)).length;

describe('rate-limit plugin with Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectTestRedis();
  });
  const prefix = `door-test:${randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('counts in Redis and closes its connection when the app closes', async () => {
    const name = `door-rate-limit:${prefix}`;
    const app = await buildLimitedApp(TEST_REDIS_URL, prefix);
    expect(await connectionsNamed(redis, name)).toBe(1);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await app.inject('/limited')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await redis.get(`${prefix}route:GET:/limited:127.0.0.1`)).toBe('3');
    await app.close();
    // The server drops the client a moment after the socket closes.
    await expect.poll(() => connectionsNamed(redis, name), { timeout: 2000 }).toBe(0);
  });

  it('keeps answering, uncounted, while Redis is unreachable', async () => {
    // Port 1 refuses connections: the start must not wait for it, and no request may fail or hang because of it.
    const started = performance.now();
    const app = await buildLimitedApp('redis://127.0.0.1:1', prefix);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject('/limited')).statusCode);
    }
    const elapsed = performance.now() - started;
    await app.close();
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(elapsed).toBeLessThan(3000);
  });
});
