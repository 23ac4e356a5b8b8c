import {
  brandPartnerQuerySchema,
  errorReplySchema,
  fileReplySchema,
  generateDocumentRequestSchema,
  generatedDocumentListSchema,
  generatedZipRequestSchema,
  guidSchema,
  printActionReplySchema,
  printTemplateListSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPrintRepository } from './print.repository';
import { createPrintService } from './print.service';
import { createPrintDocumentation } from './print-documentation';
import { readPrintPricing } from './print-pricing';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const tags = ['print'];
const idParams = z.object({ id: guidSchema.describe('The sales document') });
const generatedParams = idParams.extend({ generatedId: guidSchema.describe('The generated document') });

/** Print and send (admins and sales): templates, printing and sending, generated documents and their downloads. */
export const printRoutes = async (app: FastifyInstance) => {
  const service = createPrintService({
    database: app.ctx.database,
    repository: createPrintRepository(app.ctx.database.db),
    files: app.ctx.files,
    pricing: readPrintPricing,
    documentation: createPrintDocumentation(app.ctx.fileLinks, app.ctx.env.PUBLIC_URL),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/:id/templates',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Print templates; the default for the document type is marked',
        operationId: 'listPrintTemplates',
        params: idParams,
        response: { 200: printTemplateListSchema, ...errors },
      },
    },
    async (request) => service.listTemplates(request.caller, request.params.id, request.lang),
  );

  routes.post(
    '/document/:id/generateDocument',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Print the document as PDF (and DOCX), optionally mail it to the contact; returns the PDF',
        operationId: 'createGeneratedDocument',
        params: idParams,
        body: generateDocumentRequestSchema,
        response: { 200: fileReplySchema, ...errors },
      },
    },
    async (request) => service.generateDocument(request.caller, request.params.id, request.body),
  );

  routes.get(
    '/document/:id/documents',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Generated documents of the document, newest first, with its number and contact',
        operationId: 'listGeneratedDocuments',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: generatedDocumentListSchema, ...errors },
      },
    },
    async (request) =>
      service.listGenerated(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  for (const format of ['pdf', 'doc'] as const) {
    routes.get(
      `/document/:id/download/:generatedId/${format}`,
      {
        config: { who: 'staff' },
        schema: {
          tags,
          summary: `Download a generated document as ${format === 'pdf' ? 'PDF' : 'Word (DOCX)'}`,
          operationId: format === 'pdf' ? 'getGeneratedDocumentPdf' : 'getGeneratedDocumentDocx',
          params: generatedParams,
          response: { 200: fileReplySchema, ...errors },
        },
      },
      async (request) => service.download(request.caller, request.params.id, request.params.generatedId, format),
    );
  }

  routes.post(
    '/document/:id/download/zip',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Download the chosen generated documents as one zip of PDFs',
        operationId: 'getGeneratedDocumentsZip',
        params: idParams,
        body: generatedZipRequestSchema,
        response: { 200: fileReplySchema, ...errors },
      },
    },
    async (request) => service.downloadZip(request.caller, request.params.id, request.body.DocumentIds),
  );

  routes.delete(
    '/document/:id/download/:generatedId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Delete a printed document (a sent offer cannot be deleted)',
        operationId: 'removeGeneratedDocument',
        params: generatedParams,
        response: { 200: printActionReplySchema, ...errors },
      },
    },
    async (request) => service.deleteGenerated(request.caller, request.params.id, request.params.generatedId),
  );

  routes.post(
    '/document/:id/sendmanually',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Mark the printed offer as sent (status offer)',
        operationId: 'setDocumentSent',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: printActionReplySchema, ...errors },
      },
    },
    async (request) => service.sendManually(request.caller, request.params.id, request.query.brandPartnerId),
  );
};
