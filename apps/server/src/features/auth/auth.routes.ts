import { tokenRequestSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { formatMessage } from '#server/core/app-error';
import { signInRateLimit } from '#server/core/rate-limits';
import { callRoutes } from '#server/plugins/call-routes';
import { createMachineKeyChecks } from '#server/services/machine-keys';
import { AUTH_MESSAGES } from './auth.messages';
import { createAuthRepository } from './auth.repository';
import { createAuthService, OAuthError } from './auth.service';

/**
 * The client credentials of a client_credentials request: HTTP Basic (RFC 6749 §2.3.1: each part form-encoded) or
 * `client_id` and `client_secret` in the form, never both. Beside Basic the form may still name the same `client_id`
 * (§3.2.1 lets a client identify itself so; some client libraries always send it): a secret there, or another id, is
 * a second method (400).
 */
const clientCredentialsOf = (
  header: string | undefined,
  body: Record<string, unknown>,
): { clientId: string; clientSecret: string } | { error: OAuthError } => {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    let credentials: { clientId: string; clientSecret: string } | null = null;
    try {
      if (colon > 0) {
        const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
        credentials = { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
      }
    } catch {
      // A malformed escape is the same as no credentials.
    }
    const sameIdInForm = body.client_id === undefined || body.client_id === credentials?.clientId;
    if (body.client_secret !== undefined || !sameIdInForm) {
      return { error: new OAuthError(400, 'invalid_request', AUTH_MESSAGES.twoClientMethods) };
    }
    return credentials ?? { error: new OAuthError(401, 'invalid_client', AUTH_MESSAGES.invalidClient) };
  }
  const clientId = typeof body.client_id === 'string' ? body.client_id : '';
  const clientSecret = typeof body.client_secret === 'string' ? body.client_secret : '';
  if (!clientId || !clientSecret) {
    const field = clientId ? 'client_secret' : 'client_id';
    return { error: new OAuthError(400, 'invalid_request', formatMessage(AUTH_MESSAGES.invalidRequest, { field })) };
  }
  return { clientId, clientSecret };
};

/** `POST /token`: the OAuth2 token endpoint (form-encoded), rate limited per client address. */
export const authRoutes = async (app: FastifyInstance) => {
  const { env, database, accessTokens } = app.ctx;
  const authService = createAuthService({
    authRepository: createAuthRepository(database.db),
    accessTokens,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    client: { id: env.OAUTH_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET },
    machineKeys: createMachineKeyChecks(database.db),
  });
  const route = callRoutes(app);

  route(
    'createToken',
    { config: { rateLimit: signInRateLimit(env.TOKEN_RATE_LIMIT_PER_MINUTE), basicClient: true } },
    async (request, reply) => {
      // RFC 6749 §5.1: no cache keeps a token, nor an HTTP/1.0 one.
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const fail = (error: OAuthError) => {
        // §5.2: a client that authenticated by the Authorization header is told the scheme with its 401.
        if (error.statusCode === 401 && /^Basic\s/i.test(request.headers.authorization ?? '')) {
          reply.header('www-authenticate', 'Basic realm="token", charset="UTF-8"');
        }
        return reply.status(error.statusCode).send({
          error: error.code,
          error_description: error.localized.en,
          Message: error.localized[request.lang],
          detail: error.code,
        });
      };
      const body = request.body ?? {};
      const grantType = body.grant_type;
      if (grantType === 'client_credentials') {
        const credentials = clientCredentialsOf(request.headers.authorization, body);
        if ('error' in credentials) {
          return fail(credentials.error);
        }
        try {
          return await authService.clientCredentialsGrant(
            credentials.clientId,
            credentials.clientSecret,
            typeof body.scope === 'string' ? body.scope : undefined,
          );
        } catch (error) {
          if (error instanceof OAuthError) {
            return fail(error);
          }
          throw error;
        }
      }
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
