import type { FastifyInstance } from 'fastify';
import { signInRateLimit } from '#server/core/rate-limits';
import { callRoutes } from '#server/plugins/call-routes';
import { publicUrlOf } from '#server/plugins/public-url';
import { createAccountRepository } from './account.repository';
import { createAccountRegistrationService } from './account-registration.service';

/** `POST /account/register`, `/account/activate`, `/account/reset`, `/account/resetPassword`: public, rate limited. */
export const accountRegistrationRoutes = async (app: FastifyInstance) => {
  const { env, database } = app.ctx;
  const service = createAccountRegistrationService({
    db: database.db,
    accountRepository: createAccountRepository(database.db),
  });
  const route = callRoutes(app);
  // These calls send mail and take guesses at tokens and passwords: they spend the token endpoint's budget per client
  // address, so spreading guesses over several calls gains nothing.
  const config = { rateLimit: signInRateLimit(env.TOKEN_RATE_LIMIT_PER_MINUTE) };

  route('registerAccount', { config: { ...config } }, async (request) =>
    service.register(request.body, request.lang, publicUrlOf(env, request)),
  );

  route('activateAccount', { config: { ...config } }, async (request) => service.activate(request.body.Token));

  route('confirmEmail', { config: { ...config } }, async (request) => service.confirmEmail(request.body.Token));

  route('requestPasswordReset', { config: { ...config } }, async (request) =>
    service.requestReset(request.body.username, request.lang, publicUrlOf(env, request)),
  );

  route('resetPassword', { config: { ...config } }, async (request) => service.resetPassword(request.body));
};
