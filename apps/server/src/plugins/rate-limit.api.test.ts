import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { connectTestRedis, TEST_REDIS_URL } from '#server/test/redis';

// A token request the endpoint refuses before any password work, so spending the budget is quick.
const tokenCall = (app: FastifyInstance, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: 'grant_type=nonsense',
  });

// The budget is spent before validation, so an empty body counts like a real registration.
const accountCall = (app: FastifyInstance, route: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/account/${route}`,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {},
  });

const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

describe('client address without TRUST_PROXY', () => {
  it('keeps counting when every request claims a new X-Forwarded-For, on the token endpoint and on register', async () => {
    const { app } = await buildTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await tokenCall(app, `198.51.100.${i + 1}`)).statusCode);
    }
    for (let i = 0; i < 2; i += 1) {
      statuses.push((await accountCall(app, 'register', `198.51.100.${i + 20}, 10.0.0.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  });
});

describe('client address with TRUST_PROXY', () => {
  it('takes the address a listed proxy forwards, so two clients behind it have their own budgets', async () => {
    const { app } = await buildTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: 1, TRUST_PROXY: ['127.0.0.1'] });
    expect((await tokenCall(app, '198.51.100.1')).statusCode).toBe(400);
    expect((await tokenCall(app, '198.51.100.1')).statusCode).toBe(429);
    expect((await tokenCall(app, '198.51.100.2')).statusCode).toBe(400);
  });

  it('with a hop count trusts only that many proxies, not an address the client wrote in front', async () => {
    const { app } = await buildTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: 1, TRUST_PROXY: 1 });
    // The proxy appends the address it saw; whatever the client put before it is ignored.
    expect((await tokenCall(app, '192.0.2.7, 198.51.100.1')).statusCode).toBe(400);
    expect((await tokenCall(app, '192.0.2.8, 198.51.100.1')).statusCode).toBe(429);
    expect((await tokenCall(app, '192.0.2.8, 198.51.100.2')).statusCode).toBe(400);
  });
});

describe('the sign-in budget', () => {
  it('is one budget for the token endpoint and the public account calls, apart from the cart and inquiry budgets', async () => {
    const { app } = await buildTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: 5 });
    expect((await tokenCall(app)).statusCode).toBe(400);
    expect((await accountCall(app, 'register')).statusCode).toBe(400);
    expect((await accountCall(app, 'activate')).statusCode).toBe(400);
    expect((await accountCall(app, 'reset')).statusCode).toBe(400);
    const fifth = await accountCall(app, 'resetPassword');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.headers['x-ratelimit-remaining']).toBe('0');
    // Spent: every call of the group is refused now, the token endpoint too.
    for (const route of ['register', 'activate', 'reset', 'resetPassword']) {
      expect((await accountCall(app, route)).statusCode).toBe(429);
    }
    const token = await tokenCall(app);
    expect(token.statusCode).toBe(429);
    expect(token.json().Message).toBeTruthy();

    // The other limited calls keep their own budgets, untouched by the sign-in budget and by each other.
    const inquiry = await app.inject({ method: 'POST', url: '/api/v1/cart/inquiry', payload: {} });
    expect(inquiry.statusCode).toBe(400);
    expect(inquiry.headers['x-ratelimit-limit']).toBe('30');
    expect(inquiry.headers['x-ratelimit-remaining']).toBe('29');

    const add = await app.inject({ method: 'POST', url: `/api/v1/cart/${randomUUID()}`, payload: {} });
    expect(add.headers['x-ratelimit-limit']).toBe('60');
    expect(add.headers['x-ratelimit-remaining']).toBe('59');

    const read = await app.inject({ method: 'GET', url: '/api/v1/cart/not-a-known-token' });
    expect(read.headers['x-ratelimit-limit']).toBe('120');
    expect(read.headers['x-ratelimit-remaining']).toBe('119');

    const inquiryAgain = await app.inject({ method: 'POST', url: '/api/v1/cart/inquiry', payload: {} });
    expect(inquiryAgain.headers['x-ratelimit-remaining']).toBe('28');
  });
});

describe('counters in Redis (REDIS_URL)', () => {
  const prefix = `door-test:${randomUUID()}:`;
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectTestRedis();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('gives two server instances one budget per client address', async () => {
    const settings = { TOKEN_RATE_LIMIT_PER_MINUTE: 4, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    const [first, second] = await Promise.all([buildTestApp(settings), buildTestApp(settings)]);
    const statuses = [
      (await tokenCall(first.app)).statusCode,
      (await accountCall(second.app, 'register')).statusCode,
      (await tokenCall(second.app)).statusCode,
      (await accountCall(first.app, 'reset')).statusCode,
      (await tokenCall(second.app)).statusCode,
      (await accountCall(first.app, 'register', randomAddress())).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toEqual([`${prefix}group:sign-in:127.0.0.1sign-in`]);
    const pttl = await redis.pttl(keys[0] ?? '');
    expect(pttl).toBeGreaterThan(50_000);
    expect(pttl).toBeLessThanOrEqual(60_000);
  });
});
