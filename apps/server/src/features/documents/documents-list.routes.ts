import type { CallId } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createDocumentsRepository } from './documents.repository';
import { createDocumentsListService, type DocumentListVariant } from './documents-list.service';

// §7: the view, then 'All' when archived documents are included, then 'Limit' when 'show all' is off.
const VARIANTS: [CallId & `listDocuments${string}`, DocumentListVariant][] = [
  ['listDocumentsMy', { view: 'my', includeArchived: false, limited: false }],
  ['listDocumentsMyLimit', { view: 'my', includeArchived: false, limited: true }],
  ['listDocumentsMyAll', { view: 'my', includeArchived: true, limited: false }],
  ['listDocumentsMyAllLimit', { view: 'my', includeArchived: true, limited: true }],
  ['listDocumentsAll', { view: 'all', includeArchived: false, limited: false }],
  ['listDocumentsAllLimit', { view: 'all', includeArchived: false, limited: true }],
  ['listDocumentsAllAll', { view: 'all', includeArchived: true, limited: false }],
  ['listDocumentsAllAllLimit', { view: 'all', includeArchived: true, limited: true }],
];

/** `GET /document/{bpi}/my`, `/myAll`, `/myLimit`, `/myAllLimit` and the same four of `all`. */
export const documentsListRoutes = async (app: FastifyInstance) => {
  const service = createDocumentsListService({ repository: createDocumentsRepository(app.ctx.database.db) });
  const route = callRoutes(app);
  for (const [id, variant] of VARIANTS) {
    route(id, async (request) =>
      service.list(request.caller, request.params.brandPartnerId, variant, request.query, request.lang),
    );
  }
};
