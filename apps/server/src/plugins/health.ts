import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_MESSAGES } from '#server/core/messages';
import type { Database } from '#server/db/client';

const unavailableSchema = z.object({ Message: z.string(), detail: z.string() });

/**
 * `GET /api/health` (liveness): ok while the database answers, 503 otherwise. `GET /api/health/ready` (readiness):
 * ready when the database answers, every migration of this build is applied and the process is not shutting down.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, { database, lifecycle }: { database: Database; lifecycle: { draining: boolean } }) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        schema: {
          // A probe for load balancers, not a call of the API: it stays out of the OpenAPI document.
          hide: true,
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: unavailableSchema,
          },
        },
      },
      async (request, reply) => {
        try {
          await database.db.execute(sql`select 1`);
          return { status: 'ok' as const };
        } catch {
          return reply
            .status(503)
            .send({ Message: COMMON_MESSAGES.internal[request.lang], detail: 'databaseUnavailable' });
        }
      },
    );

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health/ready',
      {
        schema: {
          hide: true,
          response: { 200: z.object({ status: z.literal('ready') }), 503: unavailableSchema },
        },
      },
      async (request, reply) => {
        const notReady = (detail: 'databaseUnavailable' | 'migrationsPending' | 'draining') =>
          reply.status(503).send({ Message: COMMON_MESSAGES.internal[request.lang], detail });
        if (lifecycle.draining) {
          return notReady('draining');
        }
        let pending: number;
        try {
          await database.db.execute(sql`select 1`);
          pending = await database.pendingMigrations();
        } catch {
          return notReady('databaseUnavailable');
        }
        return pending > 0 ? notReady('migrationsPending') : { status: 'ready' as const };
      },
    );
  },
);
