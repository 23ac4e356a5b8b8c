import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/core/app-error';
import { callRoutes } from '#server/plugins/call-routes';
import { requireUser } from '#server/policies/access-guard';
import { PERSONAL_DATA_POLICY_MESSAGES, requireCustomer } from '#server/policies/personal-data.policy';
import { createPersonalDataService } from '#server/services/personal-data/personal-data';

/**
 * The signed-in user's own data (GDPR Art. 15 and 17): `GET /account/data` downloads it, `POST /account/delete`
 * deletes a customer's account (the e-mail typed again confirms it).
 */
export const accountDataRoutes = async (app: FastifyInstance) => {
  const personalData = createPersonalDataService({ db: app.ctx.database.db, files: app.ctx.files });
  const route = callRoutes(app);

  route('exportAccountData', async (request, reply) => {
    const user = requireUser(request.caller);
    const data = await personalData.exportData(user.userId, {
      userId: user.userId,
      email: user.email.toLowerCase(),
      brandPartnerId: null,
      installationWide: true,
    });
    return reply.header('cache-control', 'no-store').send(data);
  });

  route('deleteAccount', async (request) => {
    const user = requireCustomer(request.caller);
    if (request.body.Email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(PERSONAL_DATA_POLICY_MESSAGES.confirmMismatch, { detail: 'Email' });
    }
    const erasure = await personalData.erase(user.userId, {
      userId: user.userId,
      email: user.email.toLowerCase(),
      brandPartnerId: null,
      installationWide: true,
    });
    app.ctx.accountStates.forget(user.userId);
    return erasure;
  });
};
