import {
  accountActionReplySchema,
  activateRequestSchema,
  errorReplySchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInRateLimit } from '../../core/rate-limits';
import { createAccountRepository } from './account.repository';
import { createAccountRegistrationService } from './account-registration.service';

const response = { 200: accountActionReplySchema, 400: errorReplySchema, 404: errorReplySchema, 429: errorReplySchema };

/** `POST /account/register`, `/account/activate`, `/account/reset`, `/account/resetPassword`: public, rate limited. */
export const accountRegistrationRoutes = async (app: FastifyInstance) => {
  const { env, database } = app.ctx;
  const service = createAccountRegistrationService({
    db: database.db,
    accountRepository: createAccountRepository(database.db),
    publicUrl: env.PUBLIC_URL,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // These calls send mail and take guesses at tokens and passwords: they spend the token endpoint's budget per client
  // address, so spreading guesses over several calls gains nothing.
  const config = { rateLimit: signInRateLimit(env.TOKEN_RATE_LIMIT_PER_MINUTE) };

  routes.post(
    '/account/register',
    {
      config: { ...config, who: 'anyone' },
      schema: {
        tags: ['account'],
        summary: 'Registers a customer and mails an activation link; the same reply for known and new e-mails',
        operationId: 'registerAccount',
        body: registerRequestSchema,
        response,
      },
    },
    async (request) => service.register(request.body, request.lang),
  );

  routes.post(
    '/account/activate',
    {
      config: { ...config, who: 'anyone' },
      schema: {
        tags: ['account'],
        summary: 'Activates an account with its one-time link',
        operationId: 'activateAccount',
        body: activateRequestSchema,
        response,
      },
    },
    async (request) => service.activate(request.body.Token),
  );

  routes.post(
    '/account/reset',
    {
      config: { ...config, who: 'anyone' },
      schema: {
        tags: ['account'],
        summary: 'Mails a one-time password reset link; always the same success',
        operationId: 'requestPasswordReset',
        body: resetRequestSchema,
        response,
      },
    },
    async (request) => service.requestReset(request.body.username, request.lang),
  );

  routes.post(
    '/account/resetPassword',
    {
      config: { ...config, who: 'anyone' },
      schema: {
        tags: ['account'],
        summary: 'Sets a new password with a one-time reset link and ends every session',
        operationId: 'resetPassword',
        body: resetPasswordRequestSchema,
        response,
      },
    },
    async (request) => service.resetPassword(request.body),
  );
};
