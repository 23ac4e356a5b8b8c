import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { AppError } from '#server/core/app-error';
import { COMMON_MESSAGES } from '#server/core/messages';
import { httpRequestDuration, processMetrics, startProcessMetrics } from '#server/core/telemetry';
import type { Database } from '#server/db/client';
import { OUTBOX_STATUSES, readJobQueue, readMailOutbox } from '#server/services/work-queue-stats';

/** What `/metrics` reads: its token (none: off), the app's database and the job kinds it runs. */
export type MetricsOptions = { token: string | undefined; database: Database; jobKinds: () => string[] };

/** Label values of `method`: the methods Fastify routes; anything else counts as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route label: the matched route's pattern, or `unmatched` for every address no route has (404s). */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The metrics of this app that are read from its database when scraped: the job queue, the mail outbox and the
 * connection pool. With several processes on one PostgreSQL each reports the same queue (take `max`), and its own
 * pool.
 */
const appMetrics = (database: Database, jobKinds: () => string[]): Registry => {
  const registry = new Registry();
  // Both job gauges come from one query per scrape (prom-client collects the gauges of a registry at once).
  let queueRead: ReturnType<typeof readJobQueue> | null = null;
  const jobQueue = async () => {
    // The gauge collected second joins the read the first one started.
    queueRead ??= readJobQueue(database.db).finally(() => {
      queueRead = null;
    });
    const rows = await queueRead;
    return {
      kinds: new Set([...jobKinds(), ...rows.map((row) => row.kind)]),
      byKind: new Map(rows.map((row) => [row.kind, row])),
    };
  };
  new Gauge({
    name: 'door_job_queue_depth',
    help: 'Background jobs waiting (pending) or running, by kind',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { kinds, byKind } = await jobQueue();
      for (const kind of kinds) {
        this.set({ kind, status: 'pending' }, byKind.get(kind)?.pending ?? 0);
        this.set({ kind, status: 'running' }, byKind.get(kind)?.running ?? 0);
      }
    },
  });
  new Gauge({
    name: 'door_job_oldest_age_seconds',
    help: 'Age of the oldest job waiting or running, by kind (0 when there is none)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { kinds, byKind } = await jobQueue();
      for (const kind of kinds) {
        this.set({ kind }, byKind.get(kind)?.oldestAgeSeconds ?? 0);
      }
    },
  });
  new Gauge({
    name: 'door_mail_outbox_size',
    help: 'Mails in the outbox waiting (pending), being sent (sending) or failed for good (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await readMailOutbox(database.db);
      for (const status of OUTBOX_STATUSES) {
        this.set({ status }, counts[status]);
      }
    },
  });
  const poolGauge = (name: string, help: string, read: (stats: ReturnType<Database['poolStats']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(database.poolStats()));
      },
    });
  poolGauge('door_db_pool_connections_used', 'Database connections in use (PGlite: its one connection)', (s) => s.used);
  poolGauge('door_db_pool_connections_idle', 'Database connections open and idle', (s) => s.idle);
  poolGauge('door_db_pool_connections_max', 'Most database connections the pool opens', (s) => s.max);
  poolGauge('door_db_pool_pending_requests', 'Queries or transactions waiting for a connection', (s) => s.pending);
  return registry;
};

/**
 * `GET /metrics` in the Prometheus text format, answered only with `Authorization: Bearer $METRICS_TOKEN`; without
 * the token setting the endpoint is off (404, and no durations are recorded). Records every request's duration as
 * `http_request_duration_seconds` by method, route pattern and status code.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { token, database, jobKinds }: MetricsOptions) => {
  if (!token) {
    app.get('/metrics', { schema: { hide: true }, config: { ownBearer: true } }, async () => {
      throw new AppError(COMMON_MESSAGES.routeNotFound);
    });
    return;
  }
  startProcessMetrics();
  const expected = digest(`Bearer ${token}`);
  const registries = [processMetrics, appMetrics(database, jobKinds)];

  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'other',
        route: routeOf(request),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // The bearer token is this route's own, not a user's access token.
  app.get('/metrics', { schema: { hide: true }, config: { ownBearer: true } }, async (request, reply) => {
    const given = request.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(COMMON_MESSAGES.unauthorized);
    }
    const texts = await Promise.all(registries.map((registry) => registry.metrics()));
    return reply
      .header('cache-control', 'no-store')
      .type(processMetrics.contentType)
      .send(texts.map((text) => (text.endsWith('\n') ? text : `${text}\n`)).join(''));
  });
});
