import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { publicUrlOf } from '#server/plugins/public-url';
import { createAuditRepository } from './audit.repository';
import { createAuditService } from './audit.service';
import { createBrandPartnersService } from './brand-partners.service';
import { createIntegrationsRepository } from './integrations.repository';
import { createIntegrationsService } from './integrations.service';
import { createNetworkRepository } from './network.repository';
import { createPartnersService } from './partners.service';
import { personalDataRoutes } from './personal-data.routes';
import { createScopeService } from './scope.service';
import { createUsersService } from './users.service';

/**
 * A storefront's body holds its logos inlined (each at most 200 KB, checked by the service): room for both, so an
 * oversized logo is refused naming its field rather than as a too-large request.
 */
const STOREFRONT_BODY_LIMIT = 1024 * 1024;

/** The management of the sales network (partners, users, storefronts), the integrations and the audit log. */
export const manageRoutes = async (app: FastifyInstance) => {
  const db = app.ctx.database.db;
  const repository = createNetworkRepository();
  const audit = createAuditService({ db, repository: createAuditRepository() });
  const scope = createScopeService({ db, repository });
  const users = createUsersService({
    db,
    repository,
    accountStates: app.ctx.accountStates,
  });
  const partners = createPartnersService({ db, repository });
  const brandPartners = createBrandPartnersService({ db, repository });
  const integrations = createIntegrationsService({
    db,
    repository: createIntegrationsRepository(),
    ...app.ctx.webhooks,
  });
  const route = callRoutes(app);

  route('getManageScope', async (request) => scope.get(request.caller));
  route('listManagedUsers', async (request) => users.list(request.caller, request.query));
  route('getManagedUser', async (request) => users.get(request.caller, request.params.userId));
  route('createManagedUser', async (request) =>
    users.create(request.caller, request.body, publicUrlOf(app.ctx.env, request)),
  );
  route('updateManagedUser', async (request) =>
    users.update(request.caller, request.params.userId, request.body, publicUrlOf(app.ctx.env, request)),
  );
  route('sendInvitation', async (request) =>
    users.sendInvitation(request.caller, request.params.userId, publicUrlOf(app.ctx.env, request)),
  );
  route('listManagedPartners', async (request) => partners.list(request.caller, request.query));
  route('getManagedPartner', async (request) => partners.get(request.caller, request.params.partnerId));
  route('createManagedPartner', async (request) => partners.create(request.caller, request.body));
  route('updateManagedPartner', async (request) =>
    partners.update(request.caller, request.params.partnerId, request.body),
  );
  route('listManagedBrandPartners', async (request) => brandPartners.list(request.caller, request.query));
  route('getManagedBrandPartner', async (request) => brandPartners.get(request.caller, request.params.brandPartnerId));
  route('createManagedBrandPartner', { bodyLimit: STOREFRONT_BODY_LIMIT }, async (request) =>
    brandPartners.create(request.caller, request.body),
  );
  route('updateManagedBrandPartner', { bodyLimit: STOREFRONT_BODY_LIMIT }, async (request) =>
    brandPartners.update(request.caller, request.params.brandPartnerId, request.body),
  );
  route('getIntegrations', async (request) => integrations.get(request.caller));
  route('createMachineKey', async (request) => integrations.createKey(request.caller, request.body));
  route('removeMachineKey', async (request) => integrations.revokeKey(request.caller, request.params.machineKeyId));
  route('createWebhook', async (request) => integrations.createWebhook(request.caller, request.body));
  route('removeWebhook', async (request) => integrations.removeWebhook(request.caller, request.params.webhookId));
  route('listWebhookDeliveries', async (request) =>
    integrations.listDeliveries(request.caller, request.params.webhookId, request.query),
  );
  route('sendWebhookDelivery', async (request) => integrations.redeliver(request.caller, request.params.deliveryId));
  route('listAuditEntries', async (request) => audit.list(request.caller, request.query));
  route('exportAuditEntries', async (request, reply) => {
    const file = audit.export(request.caller, request.query, request.lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
  await app.register(personalDataRoutes);
};
