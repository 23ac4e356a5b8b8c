import { errorReplySchema, guidSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callRoutes } from '#server/plugins/call-routes';
import { publicUrlOf } from '#server/plugins/public-url';
import { createPrintRepository } from './print.repository';
import { createPrintService } from './print.service';
import { createPrintDocumentation } from './print-documentation';
import { readPrintPricing } from './print-pricing';

const _errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const _tags = ['print'];
const idParams = z.object({ id: guidSchema.describe('The sales document') });
const _generatedParams = idParams.extend({ generatedId: guidSchema.describe('The generated document') });

/** Print and send (admins and sales): templates, printing and sending, generated documents and their downloads. */
export const printRoutes = async (app: FastifyInstance) => {
  const service = createPrintService({
    database: app.ctx.database,
    repository: createPrintRepository(app.ctx.database.db),
    files: app.ctx.files,
    pricing: readPrintPricing,
    documentation: createPrintDocumentation(app.ctx.fileLinks),
    offerLinkKey: app.ctx.offerLinkKey,
  });
  const route = callRoutes(app);

  route('listPrintTemplates', async (request) =>
    service.listTemplates(request.caller, request.params.id, request.lang),
  );

  route('createGeneratedDocument', async (request) =>
    service.generateDocument(request.caller, request.params.id, request.body, publicUrlOf(app.ctx.env, request)),
  );

  route('listGeneratedDocuments', async (request) =>
    service.listGenerated(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  for (const [format, id] of [
    ['pdf', 'getGeneratedDocumentPdf'],
    ['doc', 'getGeneratedDocumentDocx'],
  ] as const) {
    route(id, async (request) =>
      service.download(request.caller, request.params.id, request.params.generatedId, format),
    );
  }

  route('getGeneratedDocumentsZip', async (request) =>
    service.downloadZip(request.caller, request.params.id, request.body.DocumentIds),
  );

  route('removeGeneratedDocument', async (request) =>
    service.deleteGenerated(request.caller, request.params.id, request.params.generatedId),
  );

  route('setDocumentSent', async (request) =>
    service.sendManually(request.caller, request.params.id, request.query.brandPartnerId),
  );
};
