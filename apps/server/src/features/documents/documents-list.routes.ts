import { documentListQuerySchema, documentListReplySchema, errorReplySchema, guidSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDocumentsRepository } from './documents.repository';
import { createDocumentsListService, type DocumentListVariant } from './documents-list.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

// §7: the view, then 'All' when archived documents are included, then 'Limit' when 'show all' is off.
const VARIANTS: (DocumentListVariant & { suffix: string; operationId: string; summary: string })[] = (
  ['my', 'all'] as const
).flatMap((view) =>
  [false, true].flatMap((includeArchived) =>
    [false, true].map((limited) => {
      const suffix = `${view}${includeArchived ? 'All' : ''}${limited ? 'Limit' : ''}`;
      const who = view === 'my' ? "the caller's own documents" : "the partner's documents";
      const archived = includeArchived ? ', archived included' : '';
      const limit = limited ? ', only active projects changed in the last 180 days' : '';
      return {
        view,
        includeArchived,
        limited,
        suffix,
        operationId: `listDocuments${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`,
        summary: `Document list: ${who}${archived}${limit}`,
      };
    }),
  ),
);

/** `GET /document/{bpi}/my`, `/myAll`, `/myLimit`, `/myAllLimit` and the same four of `all`. */
export const documentsListRoutes = async (app: FastifyInstance) => {
  const service = createDocumentsListService({ repository: createDocumentsRepository(app.ctx.database.db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  for (const variant of VARIANTS) {
    routes.get(
      `/document/:brandPartnerId/${variant.suffix}`,
      {
        config: { who: 'staff' },
        schema: {
          tags: ['document'],
          summary: variant.summary,
          description:
            'Without paging parameters the plain array of rows. The optional filter[Column], sort, order and project ' +
            'parameters narrow and order it; page or pageSize switch to a page object { Items, Total, Page, PageSize }.',
          operationId: variant.operationId,
          params: z.object({ brandPartnerId: guidSchema.describe('The brand partner') }),
          querystring: documentListQuerySchema,
          response: { 200: documentListReplySchema, ...errors },
        },
      },
      async (request) =>
        service.list(request.caller, request.params.brandPartnerId, variant, request.query, request.lang),
    );
  }
};
