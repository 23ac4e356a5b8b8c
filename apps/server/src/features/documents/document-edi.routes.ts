import {
  documentActionReplySchema,
  ediImportPreviewSchema,
  errorReplySchema,
  fileReplySchema,
  guidSchema,
  languageSchema,
  textSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDocumentActionsRepository } from './document-actions.repository';
import { createDocumentEdiRepository } from './document-edi.repository';
import { createDocumentEdiService } from './document-edi.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  413: errorReplySchema,
};
const idParams = z.object({ id: guidSchema.describe('The sales document') });
const tags = ['document'];

/**
 * Body limit of the EDI upload: a 5 MB file is about 6.7 MB of base64, so the reader (not the HTTP layer) refuses
 * somewhat larger files with its own Message; far larger bodies are cut off by Fastify.
 */
export const EDI_UPLOAD_BODY_LIMIT = 9 * 1024 * 1024;

const uploadBodySchema = z.object({
  BrandPartnerId: guidSchema,
  Base64File: z.string().min(1).max(EDI_UPLOAD_BODY_LIMIT).describe('The XML file, base64'),
  FileName: textSchema().min(1).max(255),
  Reprice: z
    .boolean()
    .default(false)
    .describe("Price the positions on today's catalogue instead of keeping the file's prices"),
});

/** EDI export and import (`/document/{id}/download|upload/edifactxml`) and submit for production (`/ref/clone`). */
export const documentEdiRoutes = async (app: FastifyInstance) => {
  const service = createDocumentEdiService({
    database: app.ctx.database,
    actions: createDocumentActionsRepository(app.ctx.database.db),
    repository: createDocumentEdiRepository(),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/:id/download/edifactxml',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Export a document as an EDI (ORDERS-like XML) file',
        operationId: 'getDocumentEdiFile',
        params: idParams,
        querystring: z.object({ language: languageSchema.optional().describe('Language of names in the file') }),
        response: { 200: fileReplySchema, ...errors },
      },
    },
    async (request) => service.exportEdi(request.caller, request.params.id, request.query.language),
  );

  routes.post(
    '/document/:id/upload/edifactxml',
    {
      config: { who: 'staff' },
      bodyLimit: EDI_UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import an EDI file as a new document in a new project',
        operationId: 'createDocumentFromEdiFile',
        params: idParams,
        body: uploadBodySchema,
        response: { 200: documentActionReplySchema, ...errors },
      },
    },
    async (request) => service.importEdi(request.caller, request.params.id, request.body),
  );

  routes.post(
    '/document/:id/upload/edifactxml/preview',
    {
      config: { who: 'staff' },
      bodyLimit: EDI_UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: "What an EDI import would price: per position the file's and today's unit price; writes nothing",
        operationId: 'previewDocumentFromEdiFile',
        params: idParams,
        body: uploadBodySchema.omit({ Reprice: true }),
        response: { 200: ediImportPreviewSchema, ...errors },
      },
    },
    async (request) => service.previewEdiImport(request.caller, request.params.id, request.body, request.lang),
  );

  routes.post(
    '/ref/clone',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Submit a document for production and return the production file',
        operationId: 'sendDocumentToProduction',
        querystring: z.object({ documentId: guidSchema.describe('The sales document') }),
        response: { 200: fileReplySchema, ...errors },
      },
    },
    async (request) => service.submitForProduction(request.caller, request.query.documentId),
  );
};
