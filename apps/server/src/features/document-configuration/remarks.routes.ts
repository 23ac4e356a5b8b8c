import { REMARK_IMAGE_BASE64_MAX_LENGTH } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createRemarksRepository } from './remarks.repository';
import { createRemarksService } from './remarks.service';

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
  const route = callRoutes(app);

  route('listConfigurationRemarks', async (request) =>
    service.list(request.caller, request.params.id, request.query.type),
  );

  route('createConfigurationRemark', { bodyLimit: REMARK_BODY_LIMIT }, async (request) =>
    service.create(request.caller, request.params.id, request.query.type, request.body),
  );

  route('removeConfigurationRemark', async (request, reply) => {
    await service.remove(request.caller, request.params.id, request.params.noteId, request.query.brandPartnerId);
    return reply.code(204).send(null);
  });
};
