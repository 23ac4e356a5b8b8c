import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_MESSAGES } from '../core/messages';
import type { Database } from '../db/client';

/** `GET /api/health`: ok while the database answers, 503 otherwise. */
export const healthPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        // A probe for load balancers, not a call of the API: it stays out of the OpenAPI document.
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ Message: z.string(), detail: z.string() }),
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
});
