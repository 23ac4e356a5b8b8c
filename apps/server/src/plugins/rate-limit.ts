import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** The counter of one budget key: requests so far and milliseconds until the window ends. */
type Count = { current: number; ttl: number };

/** Where the counters live: this process's memory, or Redis shared by every process. */
type CounterBackend = {
  incr: (key: string, timeWindowMs: number) => Promise<Count>;
  close: () => Promise<void>;
};

/** Settings of the rate-limit plugin, from the environment. */
export type RateLimitPluginOptions = {
  /** Counters in Redis when set, so several server processes share one budget per client address. */
  redisUrl?: string;
  /** Prefix of every Redis key (tests use one per run so parallel runs never share counters). */
  redisKeyPrefix: string;
};

// Bounds the memory of the in-process counters: an attacker with many addresses must not grow the process.
const MEMORY_COUNTERS_MAX = 50_000;

const createMemoryBackend = (): CounterBackend => {
  const counters = new Map<string, { current: number; endsAt: number }>();
  return {
    incr: async (key, timeWindowMs) => {
      const now = Date.now();
      let counter = counters.get(key);
      if (!counter || counter.endsAt <= now) {
        counter = { current: 0, endsAt: now + timeWindowMs };
        // Re-inserting keeps the Map in order of window start, so the oldest window is dropped first.
        counters.delete(key);
        counters.set(key, counter);
        if (counters.size > MEMORY_COUNTERS_MAX) {
          const oldest = counters.keys().next().value;
          if (oldest !== undefined) {
            counters.delete(oldest);
          }
        }
      }
      counter.current += 1;
      return { current: counter.current, ttl: counter.endsAt - now };
    },
    close: async () => counters.clear(),
  };
};

// One round trip, atomic across processes: count, start the window on the first request, report what is left.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const createRedisBackend = async (url: string, keyPrefix: string, log: FastifyBaseLogger): Promise<CounterBackend> => {
  const redis = new Redis(url, {
    // Named after the key prefix, so `CLIENT LIST` shows whose connection it is.
    connectionName: `door-rate-limit:${keyPrefix.replace(/[^\x21-\x7e]/g, '_')}`,
    // A Redis outage must fail a count at once (the plugin then lets the request through), not queue it while
    // the client reconnects: requests would hang until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Generous: a busy event loop (a large catalogue loading) fires these timers before the reply is read, and a
    // timed-out count lets the request through uncounted.
    commandTimeout: 1000,
    connectTimeout: 10_000,
    lazyConnect: true,
  });
  // One warning per outage: the client retries in the background and would otherwise log every attempt.
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (!isDown) {
      isDown = true;
      log.warn({ err: error }, 'rate-limit Redis unavailable; requests pass uncounted until it returns');
    }
  });
  redis.on('ready', () => {
    isDown = false;
  });
  // Wait for the first connection so the first requests are counted; start anyway when Redis is down.
  await redis.connect().catch(() => undefined);
  return {
    incr: async (key, timeWindowMs) => {
      const [current, ttl] = (await redis.eval(INCR_SCRIPT, 1, key, timeWindowMs)) as [number, number];
      return { current, ttl };
    },
    close: async () => {
      redis.disconnect();
    },
  };
};

/** What the plugin hands a store's `child`: the route's merged settings and the route itself. */
type ChildOptions = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store whose counters are keyed by budget: a route with a `groupId` shares that group's counter with every
 * other route of the group, any other route counts alone. (The library's own stores key children by route, so a
 * `groupId` there never reaches across routes.)
 */
const createBudgetStore = (backend: CounterBackend, prefix: string): FastifyRateLimitStore => ({
  incr: (key, callback, timeWindow) => {
    backend.incr(prefix + key, timeWindow).then(
      (count) => callback(null, count),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  },
  child: (routeOptions) => {
    const { groupId, routeInfo } = routeOptions as unknown as ChildOptions;
    const budget = groupId ? `group:${groupId}` : `route:${String(routeInfo?.method)}:${routeInfo?.url ?? ''}`;
    return createBudgetStore(backend, `${prefix}${budget}:`);
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a request against a budget of its own (a machine key's): the requests in the current window and the
     * milliseconds until it ends; in Redis when configured, so every process shares the budget.
     */
    countRequest: (budget: string, timeWindowMs: number) => Promise<Count>;
  }
}

/** Per-route request budgets per client address; routes opt in with `config.rateLimit`. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redisUrl, redisKeyPrefix }: RateLimitPluginOptions) => {
    const backend = redisUrl ? await createRedisBackend(redisUrl, redisKeyPrefix, app.log) : createMemoryBackend();
    app.addHook('onClose', async () => backend.close());
    const root = createBudgetStore(backend, redisUrl ? redisKeyPrefix : '');
    const budgetPrefix = `${redisUrl ? redisKeyPrefix : ''}budget:`;
    app.decorate('countRequest', (budget: string, timeWindowMs: number) =>
      backend.incr(budgetPrefix + budget, timeWindowMs),
    );
    await app.register(rateLimit, {
      global: false,
      // The plugin builds the store with `new`; this constructor hands back the one shared store.
      store: function BudgetStore() {
        return root;
      } as unknown as new () => FastifyRateLimitStore,
      // Counting is a guard, not a feature: when Redis is down the API keeps answering without limits.
      skipOnError: true,
    });
  },
);
