import { DOCUMENTATION_FILE_MAX_BYTES } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { publicUrlOf } from '#server/plugins/public-url';
import { createDocumentationRepository } from './documentation.repository';
import { createDocumentationService } from './documentation.service';

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
  const route = callRoutes(app);

  route('getConfigurationDocumentation', async (request) =>
    service.get(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  route('addConfigurationDocumentation', { bodyLimit: DOCUMENTATION_UPLOAD_BODY_LIMIT }, async (request) =>
    service.add(request.caller, request.params.id, request.body),
  );

  route('removeConfigurationDocumentation', async (request, reply) => {
    await service.remove(request.caller, request.params.id, request.params.docId, request.query.brandPartnerId);
    return reply.status(204).send(null);
  });

  route('createConfigurationDocumentationZip', async (request) =>
    service.zip(request.caller, request.params.id, request.body.BrandPartnerId, request.body.Ids),
  );

  route('requestDocumentation', async (request) =>
    service.generate(request.caller, request.query.documentConfigurationId, request.query.brandPartnerId, request.lang),
  );

  route('requestSpecialDocumentation', async (request) =>
    service.requestSpecial(request.caller, request.body, request.lang, publicUrlOf(app.ctx.env, request)),
  );

  route('addSpecialDocumentation', async (request) => service.loadSpecial(request.caller, request.body, request.lang));
};
