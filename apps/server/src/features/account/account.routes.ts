import {
  accountInfoSchema,
  accountSchema,
  accountUpdateSchema,
  errorReplySchema,
  licenceSchema,
  optionalIdSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAccountRepository } from './account.repository';
import { createAccountService } from './account.service';
import { accountAddressesRoutes } from './account-addresses.routes';
import { accountRegistrationRoutes } from './account-registration.routes';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** `GET /account/info`, `/account/licence`, the profile (`GET /account`, `POST /account/update`), addresses and registration. */
export const accountRoutes = async (app: FastifyInstance) => {
  const { db } = app.ctx.database;
  const accountService = createAccountService({ db, accountRepository: createAccountRepository(db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/account/info',
    {
      config: { who: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user and session fields',
        operationId: 'getAccountInfo',
        response: { 200: accountInfoSchema, ...errors },
      },
    },
    async (request) => accountService.getInfo(request.caller, request.lang),
  );

  routes.get(
    '/account/licence',
    {
      config: { who: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: "Licences of a brand partner the user acts for (the user's first one when none is given)",
        operationId: 'getAccountLicence',
        querystring: z.object({
          brandPartnerId: optionalIdSchema.describe("The brand partner; absent means the user's first one"),
        }),
        response: { 200: licenceSchema, ...errors },
      },
    },
    async (request) => accountService.getLicence(request.caller, request.query.brandPartnerId),
  );

  routes.get(
    '/account',
    {
      config: { who: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'The profile: personal data, consents, delivery and receipt addresses',
        operationId: 'getAccount',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => accountService.getProfile(request.caller),
  );

  routes.post(
    '/account/update',
    {
      config: { who: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'Saves personal data and consents; returns the refreshed profile',
        operationId: 'updateAccount',
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => accountService.updateProfile(request.caller, request.body),
  );

  await app.register(accountAddressesRoutes);
  await app.register(accountRegistrationRoutes);
};
