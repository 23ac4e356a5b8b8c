import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error';
import { ANONYMOUS, type Caller } from '../core/caller';
import { COMMON_MESSAGES } from '../core/messages';
import type { AccessTokens } from '../services/access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes the request; set from the bearer token before any handler runs. */
    caller: Caller;
  }
}

/** Reads the bearer token of every request; a present but invalid or expired token is a 401. */
export const authPlugin = fp(async (app: FastifyInstance, options: { accessTokens: AccessTokens }) => {
  app.decorateRequest('caller', null as never);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) {
      request.caller = ANONYMOUS;
      return;
    }
    const match = /^Bearer\s+(.+)$/i.exec(header);
    const caller = match?.[1] ? await options.accessTokens.verify(match[1]) : null;
    if (!caller) {
      throw new AppError(COMMON_MESSAGES.unauthorized);
    }
    request.caller = caller;
  });
});
