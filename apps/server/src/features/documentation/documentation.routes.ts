import {
  addDocumentationBodySchema,
  DOCUMENTATION_FILE_MAX_BYTES,
  documentationItemSchema,
  documentationQuerySchema,
  documentationReplySchema,
  documentationZipBodySchema,
  errorReplySchema,
  fileReplySchema,
  generateDocumentationQuerySchema,
  guidSchema,
  specialDocumentationBodySchema,
  specialDocumentationReplySchema,
  statusNameReplySchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDocumentationRepository } from './documentation.repository';
import { createDocumentationService } from './documentation.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  413: errorReplySchema,
};
const idParams = z.object({ id: guidSchema.describe('The configuration in the document (DocumentConfigurationId)') });
const tags = ['documentation'];

/** Body limit of an upload: 25 MB of file as base64 plus the JSON around it. */
export const DOCUMENTATION_UPLOAD_BODY_LIMIT = Math.ceil(DOCUMENTATION_FILE_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Technical documentation of a configuration in a document (`/admin/configuration/images`). */
export const documentationRoutes = async (app: FastifyInstance) => {
  const service = createDocumentationService({
    repository: createDocumentationRepository(app.ctx.database.db),
    database: app.ctx.database,
    files: app.ctx.files,
    fileLinks: app.ctx.fileLinks,
    jobs: app.ctx.jobs,
    env: app.ctx.env,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/configuration/:id/documentation',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The technical documentation of a configuration, its status and what the caller may do',
        operationId: 'getConfigurationDocumentation',
        params: idParams,
        querystring: documentationQuerySchema,
        response: { 200: documentationReplySchema, ...errors },
      },
    },
    async (request) => service.get(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  routes.post(
    '/document/configuration/:id/documentation',
    {
      config: { who: 'staff' },
      bodyLimit: DOCUMENTATION_UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add a URL or upload a file (base64, at most 25 MB, type checked by content)',
        operationId: 'addConfigurationDocumentation',
        params: idParams,
        body: addDocumentationBodySchema,
        response: { 200: documentationItemSchema, ...errors },
      },
    },
    async (request) => service.add(request.caller, request.params.id, request.body),
  );

  routes.delete(
    '/document/configuration/:id/documentation/:docId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Delete an item of the technical documentation',
        operationId: 'removeConfigurationDocumentation',
        params: idParams.extend({ docId: guidSchema.describe('ConfigurationDocumentationId') }),
        querystring: documentationQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.caller, request.params.id, request.params.docId, request.query.brandPartnerId);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/document/configuration/:id/documentation/zip',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The selected items of the technical documentation as one zip file',
        operationId: 'createConfigurationDocumentationZip',
        params: idParams,
        body: documentationZipBodySchema,
        response: { 200: fileReplySchema, ...errors },
      },
    },
    async (request) => service.zip(request.caller, request.params.id, request.body.BrandPartnerId, request.body.Ids),
  );

  routes.post(
    '/config/generateDocumentation',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Generate the technical documentation (drawing, parts list, parameter sheet) in the background',
        operationId: 'requestDocumentation',
        querystring: generateDocumentationQuerySchema,
        response: { 200: statusNameReplySchema, ...errors },
      },
    },
    async (request) =>
      service.generate(
        request.caller,
        request.query.documentConfigurationId,
        request.query.brandPartnerId,
        request.lang,
      ),
  );

  routes.post(
    '/config/requestSpecialDocumentation',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Request special documentation from the manufacturer’s engineering (OEM users)',
        operationId: 'requestSpecialDocumentation',
        body: specialDocumentationBodySchema,
        response: { 200: specialDocumentationReplySchema, ...errors },
      },
    },
    async (request) => service.requestSpecial(request.caller, request.body, request.lang),
  );

  routes.post(
    '/config/loadSpecialDocumentation',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Attach the uploaded engineering files as the special documentation (OEM users)',
        operationId: 'addSpecialDocumentation',
        body: specialDocumentationBodySchema,
        response: { 200: specialDocumentationReplySchema, ...errors },
      },
    },
    async (request) => service.loadSpecial(request.caller, request.body, request.lang),
  );
};
