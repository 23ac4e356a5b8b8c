import { tokenRequestSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { formatMessage } from '#server/core/app-error';
import { signInRateLimit } from '#server/core/rate-limits';
import { callRoutes } from '#server/plugins/call-routes';
import { AUTH_MESSAGES } from './auth.messages';
import { createAuthRepository } from './auth.repository';
import { createAuthService, OAuthError } from './auth.service';

/** `POST /token`: the OAuth2 token endpoint (form-encoded), rate limited per client address. */
export const authRoutes = async (app: FastifyInstance) => {
  const { env, database, accessTokens } = app.ctx;
  const authService = createAuthService({
    authRepository: createAuthRepository(database.db),
    accessTokens,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    client: { id: env.OAUTH_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET },
  });
  const route = callRoutes(app);

  route(
    'createToken',
    { config: { rateLimit: signInRateLimit(env.TOKEN_RATE_LIMIT_PER_MINUTE) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const fail = (error: OAuthError) =>
        reply.status(error.statusCode).send({
          error: error.code,
          error_description: error.localized.en,
          Message: error.localized[request.lang],
          detail: error.code,
        });
      const body = request.body ?? {};
      const grantType = body.grant_type;
      if (grantType !== 'password' && grantType !== 'refresh_token') {
        const error =
          typeof grantType === 'string' && grantType.length > 0
            ? new OAuthError(400, 'unsupported_grant_type', AUTH_MESSAGES.unsupportedGrant)
            : new OAuthError(
                400,
                'invalid_request',
                formatMessage(AUTH_MESSAGES.invalidRequest, { field: 'grant_type' }),
              );
        return fail(error);
      }
      const parsed = tokenRequestSchema.safeParse(body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
        return fail(new OAuthError(400, 'invalid_request', formatMessage(AUTH_MESSAGES.invalidRequest, { field })));
      }
      try {
        const grant = parsed.data;
        authService.assertClient(grant.client_id, grant.client_secret);
        const tokens =
          grant.grant_type === 'password'
            ? await authService.passwordGrant(grant.username, grant.password)
            : await authService.refreshGrant(grant.refresh_token);
        return tokens;
      } catch (error) {
        if (error instanceof OAuthError) {
          return fail(error);
        }
        throw error;
      }
    },
  );

  route('getWebConfig', async (_request, reply) => {
    // Read again on every page load, so a changed client applies without a rebuild or a stale copy.
    reply.header('cache-control', 'no-cache');
    return { OAuthClientId: env.OAUTH_CLIENT_ID, OAuthClientSecret: env.OAUTH_CLIENT_SECRET };
  });
};
