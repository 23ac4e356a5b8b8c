import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { createDocumentOverviewService } from './overview.service';

/** The costs page's overview of a configuration in a document. */
export const documentOverviewRoutes = async (app: FastifyInstance) => {
  const service = createDocumentOverviewService({
    db: app.ctx.database.db,
    store: getCatalogueStore(app.ctx.database),
  });
  const route = callRoutes(app);
  route('getDocumentConfigurationOverview', async (request) =>
    service.getOverview(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );
};
