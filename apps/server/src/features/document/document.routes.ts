import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createDocumentRepository } from './document.repository';
import { createDocumentService } from './document.service';

/** The document workspace: detail, commission and customer number, comment, contact, contact data, history. */
export const documentRoutes = async (app: FastifyInstance) => {
  const service = createDocumentService({ repository: createDocumentRepository(app.ctx.database.db) });
  const route = callRoutes(app);

  route('getDocument', async (request) =>
    service.detail(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  route('updateDocument', async (request) =>
    service.update(request.caller, request.params.id, request.body, request.lang),
  );

  route('removeDocumentComment', async (request) =>
    service.removeComment(request.caller, request.params.id, request.body.BrandPartnerId, request.lang),
  );

  route('setDocumentContact', async (request) =>
    service.changeContact(request.caller, request.params.id, request.body, request.lang),
  );

  route('getDocumentContact', async (request) => service.contact(request.caller, request.params.documentId));

  route('updateDocumentContactData', async (request) =>
    service.saveContact(request.caller, request.params.documentId, request.body),
  );

  route('getDocumentHistory', async (request) => service.history(request.caller, request.params.id, request.lang));
};
