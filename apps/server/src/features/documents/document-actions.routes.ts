import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createDocumentActionsRepository } from './document-actions.repository';
import { createDocumentActionsService } from './document-actions.service';

/** The write actions of the document lists: create and copy, toggle, confirm, assign, archive, send, forward, send to supplier. */
export const documentActionsRoutes = async (app: FastifyInstance) => {
  const service = createDocumentActionsService({
    repository: createDocumentActionsRepository(app.ctx.database.db),
  });
  const route = callRoutes(app);

  route('createDocument', async (request) => service.create(request.caller, request.body, request.lang));

  route('setDocumentProjectStatus', async (request) => service.toggle(request.caller, request.params.id));

  route('setDocumentConfirmed', async (request) =>
    service.confirm(request.caller, request.params.id, request.query.brandPartnerId),
  );

  route('setDocumentSalesman', async (request) => service.assign(request.caller, request.params.id, request.body));

  route('setDocumentArchived', async (request) => service.archive(request.caller, request.params.id));

  route('sendDocument', async (request) =>
    service.send(request.caller, request.params.id, request.query.brandPartnerId),
  );

  route('sendDocumentToContact', async (request) => service.forward(request.caller, request.params.id, request.body));

  route('sendDocumentToSupplier', async (request) =>
    service.sendToSupplier(request.caller, request.params.id, request.body),
  );
};
