import { errorReplySchema, guidSchema, publicDocumentItemSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPublicDocumentsRepository } from './public-documents.repository';
import { createPublicDocumentsService } from './public-documents.service';

/** `GET /configurator/{configurationId}/documents`: the public documents page's list (no login). */
export const publicDocumentsRoutes = async (app: FastifyInstance) => {
  const service = createPublicDocumentsService({
    repository: createPublicDocumentsRepository(app.ctx.database.db),
    fileLinks: app.ctx.fileLinks,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/configurator/:configurationId/documents',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['documentation'],
        summary:
          'The documents of a configuration for the public documents page (no login; items without Url left out)',
        operationId: 'getPublicConfigurationDocuments',
        security: [],
        params: z.object({ configurationId: guidSchema.describe('The configuration') }),
        response: { 200: z.array(publicDocumentItemSchema), 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => service.list(request.params.configurationId),
  );
};
