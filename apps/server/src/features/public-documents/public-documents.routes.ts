import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createPublicDocumentsRepository } from './public-documents.repository';
import { createPublicDocumentsService } from './public-documents.service';

/** `GET /configurator/{configurationId}/documents`: the public documents page's list (no login). */
export const publicDocumentsRoutes = async (app: FastifyInstance) => {
  const service = createPublicDocumentsService({
    repository: createPublicDocumentsRepository(app.ctx.database.db),
    fileLinks: app.ctx.fileLinks,
  });
  const route = callRoutes(app);
  route('getPublicConfigurationDocuments', async (request) => service.list(request.params.configurationId));
};
