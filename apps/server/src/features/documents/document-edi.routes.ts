import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createDocumentActionsRepository } from './document-actions.repository';
import { createDocumentEdiRepository } from './document-edi.repository';
import { createDocumentEdiService } from './document-edi.service';
import { createEdiDocumentSource } from './edi-document-source';
import { createProductionOrderService } from './production-order.service';

/**
 * Body limit of the EDI upload: a 5 MB file is about 6.7 MB of base64, so the reader (not the HTTP layer) refuses
 * somewhat larger files with its own Message; far larger bodies are cut off by Fastify.
 */
export const EDI_UPLOAD_BODY_LIMIT = 9 * 1024 * 1024;

/** EDI export and import (`/document/{id}/download|upload/edifactxml`) and submit for production (`/ref/clone`). */
export const documentEdiRoutes = async (app: FastifyInstance) => {
  const actions = createDocumentActionsRepository(app.ctx.database.db);
  const repository = createDocumentEdiRepository();
  const source = createEdiDocumentSource({ database: app.ctx.database, actions, repository });
  const service = createDocumentEdiService({ source, actions, repository });
  const production = createProductionOrderService({ source, actions });
  const route = callRoutes(app);

  route('getDocumentEdiFile', async (request) =>
    service.exportEdi(request.caller, request.params.id, request.query.language),
  );

  route('createDocumentFromEdiFile', { bodyLimit: EDI_UPLOAD_BODY_LIMIT }, async (request) =>
    service.importEdi(request.caller, request.params.id, request.body),
  );

  route('previewDocumentFromEdiFile', { bodyLimit: EDI_UPLOAD_BODY_LIMIT }, async (request) =>
    service.previewEdiImport(request.caller, request.params.id, request.body, request.lang),
  );

  route('sendDocumentToProduction', async (request) =>
    production.submitForProduction(request.caller, request.query.documentId),
  );
};
