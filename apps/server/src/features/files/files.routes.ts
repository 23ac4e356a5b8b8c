import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createFilesService } from './files.service';

/** `GET /files/{signed}`: a stored file by its signed link, without a bearer token (new tabs, public pages). */
export const filesRoutes = async (app: FastifyInstance) => {
  const service = createFilesService({ files: app.ctx.files, fileLinks: app.ctx.fileLinks });
  const route = callRoutes(app);

  route('getFileByLink', async (request, reply) => {
    const file = await service.open(request.params.signed, request.query);
    return reply
      .type(file.contentType)
      .header('content-disposition', file.contentDisposition)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `private, max-age=${file.maxAge}`)
      .send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
  });
};
