import type { FastifyRequest } from 'fastify';
import type { Env } from '#server/config/env';
import { resolvePublicUrl } from '#server/services/public-address';

/** The public address for links a request makes: `PUBLIC_URL`, else the request's own (services/public-address.ts). */
export const publicUrlOf = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, request: FastifyRequest): string =>
  resolvePublicUrl(env, {
    protocol: request.protocol,
    host: request.host,
    isSignedIn: request.caller?.kind === 'user',
  });
