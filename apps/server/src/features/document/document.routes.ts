import { brandPartnerQuerySchema, documentDetailSchema, errorReplySchema, guidSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDocumentRepository } from './document.repository';
import { createDocumentService } from './document.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const idParams = z.object({ id: guidSchema.describe('The sales document') });
const tags = ['document'];

/** The document workspace: detail, commission and customer number, comment, contact, contact data, history. */
export const documentRoutes = async (app: FastifyInstance) => {
  const service = createDocumentService({ repository: createDocumentRepository(app.ctx.database.db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/:id',
    {
      schema: {
        tags,
        summary: 'The document detail with its configurations in position order',
        operationId: 'getDocument',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: documentDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );
};
