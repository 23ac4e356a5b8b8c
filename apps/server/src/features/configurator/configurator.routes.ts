import { errorReplySchema } from '@door/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { measure } from '#server/core/telemetry';
import { callRoutes } from '#server/plugins/call-routes';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { createConfiguratorRepository } from './configurator.repository';
import { createConfigurationService } from './configurator-configuration.service';
import { createDefinitionService } from './configurator-definition.service';
import { createPicturesService, type ImageReply } from './configurator-pictures.service';
import { createPriceFileService } from './configurator-price-file.service';

const _errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/**
 * The tree replies are large (tens of kB) and built only from typed engine output: the route schema documents them
 * and TypeScript checks them, but re-validating every reply with zod costs more than the engine itself.
 */
const stringify = () => (data: unknown) => JSON.stringify(data);

const sendImage = (reply: FastifyReply, image: ImageReply, hasTimestamp: boolean) =>
  reply
    .type(image.contentType)
    // With a time stamp the address changes whenever the door does, so the picture may be kept for long.
    .header('cache-control', hasTimestamp && !image.isPlaceholder ? 'private, max-age=31536000, immutable' : 'no-cache')
    .send(image.body);

/** The configurator calls of the specification (§7), in the public, `auth` and `admin` variants, and the pictures. */
export const configuratorRoutes = async (app: FastifyInstance) => {
  const store = getCatalogueStore(app.ctx.database);
  const deps = { repository: createConfiguratorRepository(app.ctx.database.db), store };
  const service = createConfigurationService(deps);
  const pictures = createPicturesService(deps);
  const priceFiles = createPriceFileService(deps);
  const definitions = createDefinitionService(deps, { etagKey: app.ctx.etagKey });
  const route = callRoutes(app);

  route('getModelDefinition', async (request, reply) => {
    const { versionId, partId } = request.params;
    const definition = await definitions.getDefinition(request.caller, versionId, partId, request.query);
    reply
      .header('etag', definition.etag)
      .header('cache-control', definition.cacheControl)
      // The same address answers with or without prices, by the caller's token.
      .header('vary', 'Authorization');
    const seen = request.headers['if-none-match'];
    if (seen?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === definition.etag)) {
      return reply.code(304).send('' as never);
    }
    // Already JSON of the 200 schema (built from typed parts); a string with a JSON type is sent as it is.
    return reply.type('application/json; charset=utf-8').send(definition.json as never);
  });

  route(
    'sendConfiguratorDefect',
    // A browser reports at most one defect per change; more is a loop or abuse, and the log must stay readable.
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const entry = await definitions.describeDefect(request.caller, request.params.configurationId, request.body);
      request.log.warn(entry, 'configurator defect: the browser and the server computed different results');
      return reply.code(204).send(null);
    },
  );

  for (const [variant, create, update] of [
    ['public', 'createConfiguration', 'updateConfiguration'],
    ['auth', 'createConfigurationAuth', 'updateConfigurationAuth'],
    ['admin', 'createConfigurationAdmin', 'updateConfigurationAdmin'],
  ] as const) {
    route(create, { serializerCompiler: stringify }, async (request) =>
      service.create(request.caller, variant, request.query, request.lang),
    );
    route(update, async (request, reply) => {
      const json = await measure('configuratorChange', () =>
        service.update(request.caller, variant, request.query, request.lang),
      );
      // Already JSON of the 200 schema (built from typed parts); a string with a JSON type is sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    });
  }

  route('getConfigurationPrice', async (request) =>
    measure('price', () => service.getPrice(request.caller, request.params.configurationId, request.query.documentId)),
  );

  route('previewCatalogueUpdate', async (request) =>
    service.previewCatalogueUpdate(
      request.caller,
      request.params.configurationId,
      request.query.documentId,
      request.lang,
    ),
  );

  route('applyCatalogueUpdate', async (request) =>
    service.applyCatalogueUpdate(
      request.caller,
      request.params.configurationId,
      request.query.documentId,
      request.lang,
    ),
  );

  route('getConfigurationImage', async (request, reply) => {
    const { format = 'png', variant = 'original', t } = request.query;
    const image = await pictures.getImage(request.params.configurationId, format, variant);
    return sendImage(reply, image, Boolean(t));
  });

  route('getPartImage', async (request, reply) => {
    const { brandPartnerId, variant = 'original', format = 'png', parameterValueId } = request.query;
    const image = await pictures.getPartImage(brandPartnerId, request.params.partId, variant, format, parameterValueId);
    return sendImage(reply, image, true);
  });

  route('listParameterValues', async (request) =>
    service.listValues(
      request.caller,
      request.params.partId,
      request.query.parameterId,
      request.query.brandPartnerId,
      request.lang,
    ),
  );

  route('updateConfigurationComment', async (request) =>
    service.updateComment(request.caller, request.params.configurationId, request.body.Comment),
  );

  for (const [variant, id] of [
    ['public', 'getConfigurationOverview'],
    ['auth', 'getConfigurationOverviewAuth'],
  ] as const) {
    route(id, async (request) =>
      service.getOverview(
        request.caller,
        variant,
        request.params.configurationId,
        request.lang,
        request.query.documentId,
      ),
    );
  }

  route('getPriceFile', async (request) =>
    priceFiles.getPriceFile(request.caller, request.params.configurationId, request.lang),
  );
};
