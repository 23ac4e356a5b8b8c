import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createDocumentLookupsRepository } from './document-lookups.repository';
import { createDocumentLookupsService } from './document-lookups.service';

/** `GET /brand/{id}/users`, `/brand/{id}/myusers`, `/brand/{id}/contacts`, `/selection/language/{documentId}`. */
export const documentLookupsRoutes = async (app: FastifyInstance) => {
  const service = createDocumentLookupsService({ repository: createDocumentLookupsRepository(app.ctx.database.db) });
  const route = callRoutes(app);

  route('listAssignableUsers', async (request) => service.listUsers(request.caller, request.params.bpi, false));

  route('listOwnPartnerUsers', async (request) => service.listUsers(request.caller, request.params.bpi, true));

  route('listContacts', async (request) =>
    service.listContacts(request.caller, request.params.bpi, request.query.onlyParent),
  );

  route('listDocumentLanguages', async (request) =>
    service.listDocumentLanguages(request.caller, request.params.documentId),
  );
};
