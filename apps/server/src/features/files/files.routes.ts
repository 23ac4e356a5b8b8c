import { errorReplySchema, textSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_KEY_MAX_LENGTH,
  FILE_LINK_NAME_MAX_LENGTH,
  FILE_LINK_PATH,
  FILE_LINK_SIGNATURE_LENGTH,
} from '../../services/file-links';
import { createFilesService } from './files.service';

/** `GET /files/{signed}`: a stored file by its signed link, without a bearer token (new tabs, public pages). */
export const filesRoutes = async (app: FastifyInstance) => {
  const service = createFilesService({ files: app.ctx.files, fileLinks: app.ctx.fileLinks });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${FILE_LINK_PATH}/:signed`,
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['files'],
        summary: 'A stored file (remark image, documentation) by its signed download link',
        operationId: 'getFileByLink',
        params: z.object({
          signed: textSchema()
            .length(FILE_LINK_SIGNATURE_LENGTH)
            .describe('HMAC-SHA256 (base64url) of key, name and expiry'),
        }),
        querystring: z.object({
          key: textSchema().min(1).max(FILE_KEY_MAX_LENGTH).describe('The stored file'),
          name: textSchema().max(FILE_LINK_NAME_MAX_LENGTH).describe('The file name the browser shows and saves'),
          expires: z.coerce.number().int().optional().describe('Unix time (s) the link expires; none: never'),
        }),
        response: {
          200: z.any().describe('The file, with its stored content type'),
          400: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await service.open(request.params.signed, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', file.contentDisposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${file.maxAge}`)
        .send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
    },
  );
};
