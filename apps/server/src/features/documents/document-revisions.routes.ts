import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createDocumentActionsRepository } from './document-actions.repository';
import { createDocumentRevisionsRepository } from './document-revisions.repository';
import { createDocumentRevisionsService } from './document-revisions.service';

/** An offer's revisions: new revision, the list of them and the comparison of two (issue 41). */
export const documentRevisionsRoutes = async (app: FastifyInstance) => {
  const database = app.ctx.database;
  const service = createDocumentRevisionsService({
    database,
    actions: createDocumentActionsRepository(database.db),
    repository: createDocumentRevisionsRepository(database.db),
  });
  const route = callRoutes(app);

  route('createDocumentRevision', async (request) =>
    service.create(request.caller, request.params.id, request.body.BrandPartnerId),
  );

  route('listDocumentRevisions', async (request) =>
    service.list(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  route('compareDocumentRevisions', async (request) =>
    service.compare(request.caller, request.params.id, request.query, request.lang),
  );
};
