import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Per-route request budgets; routes opt in with `config.rateLimit`. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false });
});
