import {
  brandPartnerQuerySchema,
  errorReplySchema,
  REMARK_IMAGE_BASE64_MAX_LENGTH,
  remarkCreateBodySchema,
  remarkDeleteParamsSchema,
  remarkListSchema,
  remarkParamsSchema,
  remarkSchema,
  remarkTypeQuerySchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRemarksRepository } from './remarks.repository';
import { createRemarksService } from './remarks.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const tags = ['document configuration'];

/**
 * Body limit of a new remark: a 10 MB image is 13.3 MB of base64, plus the text and the JSON around it. Larger bodies
 * are 413 before parsing; an image just over 10 MB is refused after decoding with a Message naming FileBase64.
 */
export const REMARK_BODY_LIMIT = REMARK_IMAGE_BASE64_MAX_LENGTH + 64 * 1024;

/** Remarks of a configuration in a document: `GET`/`POST /document/configuration/{id}/notes`, `DELETE …/{noteId}`. */
export const remarksRoutes = async (app: FastifyInstance) => {
  const service = createRemarksService({
    repository: createRemarksRepository(app.ctx.database.db),
    files: app.ctx.files,
    fileLinks: app.ctx.fileLinks,
    onFileError: (error, key) => app.log.error({ err: error, key }, 'remark image: file store failed'),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/configuration/:id/notes',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Remarks of one kind (0 sales, 1 installer) of a configuration in a document, newest first',
        operationId: 'listConfigurationRemarks',
        params: remarkParamsSchema,
        querystring: remarkTypeQuerySchema,
        response: { 200: remarkListSchema, ...errors },
      },
    },
    async (request) => service.list(request.caller, request.params.id, request.query.type),
  );

  routes.post(
    '/document/configuration/:id/notes',
    {
      config: { who: 'staff' },
      bodyLimit: REMARK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Write a remark (sales: admins and sales; installer: installers), optionally with an image',
        operationId: 'createConfigurationRemark',
        params: remarkParamsSchema,
        querystring: remarkTypeQuerySchema,
        body: remarkCreateBodySchema,
        response: { 200: remarkSchema, ...errors, 413: errorReplySchema, 503: errorReplySchema },
      },
    },
    async (request) => service.create(request.caller, request.params.id, request.query.type, request.body),
  );

  routes.delete(
    '/document/configuration/:id/notes/:noteId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Delete a remark (the author; admins and sales any sales remark) and its image',
        operationId: 'removeConfigurationRemark',
        params: remarkDeleteParamsSchema,
        querystring: brandPartnerQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.caller, request.params.id, request.params.noteId, request.query.brandPartnerId);
      return reply.code(204).send(null);
    },
  );
};
