import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createAccountRepository } from './account.repository';
import { createAccountService } from './account.service';
import { accountAddressesRoutes } from './account-addresses.routes';
import { accountDataRoutes } from './account-data.routes';
import { accountRegistrationRoutes } from './account-registration.routes';

/** `GET /account/info`, `/account/licence`, the profile (`GET /account`, `POST /account/update`), addresses and registration. */
export const accountRoutes = async (app: FastifyInstance) => {
  const { db } = app.ctx.database;
  const accountService = createAccountService({ db, accountRepository: createAccountRepository(db) });
  const route = callRoutes(app);

  route('getAccountInfo', async (request) => accountService.getInfo(request.caller, request.lang));

  route('getAccountLicence', async (request) =>
    accountService.getLicence(request.caller, request.query.brandPartnerId),
  );

  route('getAccount', async (request) => accountService.getProfile(request.caller));

  route('updateAccount', async (request) => accountService.updateProfile(request.caller, request.body));

  await app.register(accountAddressesRoutes);
  await app.register(accountRegistrationRoutes);
  await app.register(accountDataRoutes);
};
