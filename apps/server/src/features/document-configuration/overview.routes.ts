import { brandPartnerQuerySchema, documentOverviewReplySchema, errorReplySchema, guidSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCatalogueStore } from '../../services/catalogue/catalogue-store';
import { createDocumentOverviewService } from './overview.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** The costs page's overview of a configuration in a document. */
export const documentOverviewRoutes = async (app: FastifyInstance) => {
  const service = createDocumentOverviewService({
    db: app.ctx.database.db,
    store: getCatalogueStore(app.ctx.database),
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/document/configuration/:id/overview',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['document-configuration'],
        summary: "A configuration's overview in a document: categories, parameters, prices, pictures",
        operationId: 'getDocumentConfigurationOverview',
        params: z.object({ id: guidSchema.describe('The configuration in the document') }),
        querystring: brandPartnerQuerySchema,
        response: { 200: documentOverviewReplySchema, ...errors },
      },
    },
    async (request) =>
      service.getOverview(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );
};
