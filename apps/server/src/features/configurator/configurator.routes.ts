import {
  catalogueUpdatePreviewSchema,
  catalogueUpdateQuerySchema,
  configurationCreateQuerySchema,
  configurationIdParamsSchema,
  configurationImageQuerySchema,
  configurationPriceQuerySchema,
  configurationPriceReplySchema,
  configurationReplySchema,
  configurationUpdateQuerySchema,
  configurationUpdateReplySchema,
  errorReplySchema,
  fileReplySchema,
  overviewQuerySchema,
  overviewReplySchema,
  parameterValuesQuerySchema,
  parameterValuesReplySchema,
  partIdParamsSchema,
  partImageQuerySchema,
  priceFileQuerySchema,
  updateCommentBodySchema,
  updateCommentReplySchema,
} from '@door/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VARIANT_AUDIENCE } from '../../policies/configuration.policy';
import { getCatalogueStore } from '../../services/catalogue/catalogue-store';
import { createConfiguratorRepository } from './configurator.repository';
import { createConfigurationService, type Variant } from './configurator-configuration.service';
import { createPicturesService, type ImageReply } from './configurator-pictures.service';
import { createPriceFileService } from './configurator-price-file.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};
const imageReply = z.any().describe('image/png (default) or image/svg+xml');

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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const prefixes: [Variant, string][] = [
    ['public', '/configurator'],
    ['auth', '/configurator/auth'],
    ['admin', '/configurator/admin'],
  ];

  for (const [variant, prefix] of prefixes) {
    routes.get(
      `${prefix}/create`,
      {
        config: { who: VARIANT_AUDIENCE[variant] },
        schema: {
          tags: ['configurator'],
          summary: `Create or open a configuration (${variant})`,
          operationId: {
            public: 'createConfiguration',
            auth: 'createConfigurationAuth',
            admin: 'createConfigurationAdmin',
          }[variant],
          querystring: configurationCreateQuerySchema,
          response: { 200: configurationReplySchema, ...errors },
        },
        serializerCompiler: stringify,
      },
      async (request) => service.create(request.caller, variant, request.query, request.lang),
    );
    routes.get(
      `${prefix}/update`,
      {
        config: { who: VARIANT_AUDIENCE[variant] },
        schema: {
          tags: ['configurator'],
          summary: `Apply one change and propagate (${variant})`,
          operationId: {
            public: 'updateConfiguration',
            auth: 'updateConfigurationAuth',
            admin: 'updateConfigurationAdmin',
          }[variant],
          querystring: configurationUpdateQuerySchema,
          response: { 200: configurationUpdateReplySchema, ...errors },
        },
      },
      async (request, reply) => {
        const json = await service.update(request.caller, variant, request.query, request.lang);
        // Already JSON of the 200 schema (built from typed parts); a string with a JSON type is sent as it is.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  }

  routes.get(
    '/configurator/:configurationId/price',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['configurator'],
        summary: 'Price and currency of a configuration (null for anonymous callers)',
        operationId: 'getConfigurationPrice',
        params: configurationIdParamsSchema,
        querystring: configurationPriceQuerySchema,
        response: { 200: configurationPriceReplySchema, ...errors },
      },
    },
    async (request) => service.getPrice(request.caller, request.params.configurationId, request.query.documentId),
  );

  routes.get(
    '/configurator/:configurationId/catalogue-update',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['configurator'],
        summary: 'What updating the configuration to the current catalogue would change (price, choices, reasons)',
        operationId: 'previewCatalogueUpdate',
        params: configurationIdParamsSchema,
        querystring: catalogueUpdateQuerySchema,
        response: { 200: catalogueUpdatePreviewSchema, ...errors, 409: errorReplySchema },
      },
    },
    async (request) =>
      service.previewCatalogueUpdate(
        request.caller,
        request.params.configurationId,
        request.query.documentId,
        request.lang,
      ),
  );

  routes.post(
    '/configurator/:configurationId/catalogue-update',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['configurator'],
        summary: 'Update the configuration to the current catalogue (its document line is priced again)',
        operationId: 'applyCatalogueUpdate',
        params: configurationIdParamsSchema,
        querystring: catalogueUpdateQuerySchema,
        response: { 200: catalogueUpdatePreviewSchema, ...errors, 409: errorReplySchema },
      },
    },
    async (request) =>
      service.applyCatalogueUpdate(
        request.caller,
        request.params.configurationId,
        request.query.documentId,
        request.lang,
      ),
  );

  routes.get(
    '/configurator/:configurationId/image',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['configurator'],
        summary: 'The drawn door (PNG); the time-stamp query t only defeats caches',
        operationId: 'getConfigurationImage',
        params: configurationIdParamsSchema,
        querystring: configurationImageQuerySchema,
        response: { 200: imageReply, ...errors },
      },
    },
    async (request, reply) => {
      const { format = 'png', variant = 'original', t } = request.query;
      const image = await pictures.getImage(request.params.configurationId, format, variant);
      return sendImage(reply, image, Boolean(t));
    },
  );

  routes.get(
    '/configurator/part/:partId/image',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['configurator'],
        summary: 'Picture of a model, or of one of its parameter values (variants original, xxl, m)',
        operationId: 'getPartImage',
        params: partIdParamsSchema,
        querystring: partImageQuerySchema,
        response: { 200: imageReply, ...errors },
      },
    },
    async (request, reply) => {
      const { brandPartnerId, variant = 'original', format = 'png', parameterValueId } = request.query;
      const image = await pictures.getPartImage(
        brandPartnerId,
        request.params.partId,
        variant,
        format,
        parameterValueId,
      );
      return sendImage(reply, image, true);
    },
  );

  routes.get(
    '/configurator/values/:partId',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['configurator'],
        summary: 'Every value of a parameter of a model, with whether it is allowed now',
        operationId: 'listParameterValues',
        params: partIdParamsSchema,
        querystring: parameterValuesQuerySchema,
        response: { 200: parameterValuesReplySchema, ...errors },
      },
    },
    async (request) =>
      service.listValues(
        request.caller,
        request.params.partId,
        request.query.parameterId,
        request.query.brandPartnerId,
        request.lang,
      ),
  );

  routes.post(
    '/configurator/:configurationId/updatecomment',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['configurator'],
        summary: 'Save the comment of a configuration',
        operationId: 'updateConfigurationComment',
        params: configurationIdParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: updateCommentReplySchema, ...errors },
      },
    },
    async (request) => service.updateComment(request.caller, request.params.configurationId, request.body.Comment),
  );

  for (const [variant, path] of [
    ['public', '/configurator/:configurationId/overview'],
    ['auth', '/configurator/auth/:configurationId/overview'],
  ] as const) {
    routes.get(
      path,
      {
        config: { who: VARIANT_AUDIENCE[variant] },
        schema: {
          tags: ['configurator'],
          summary: `The chosen parameters by category, the prices and the parts tree (${variant})`,
          operationId: variant === 'public' ? 'getConfigurationOverview' : 'getConfigurationOverviewAuth',
          params: configurationIdParamsSchema,
          querystring: overviewQuerySchema,
          response: { 200: overviewReplySchema, ...errors },
        },
      },
      async (request) =>
        service.getOverview(
          request.caller,
          variant,
          request.params.configurationId,
          request.lang,
          request.query.documentId,
        ),
    );
  }

  routes.get(
    '/configurator/:configurationId/pricefile',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['configurator'],
        summary: 'The brand partner price list as a spreadsheet (heads of sales of a parent partner)',
        operationId: 'getPriceFile',
        params: configurationIdParamsSchema,
        querystring: priceFileQuerySchema,
        response: { 200: fileReplySchema, ...errors },
      },
    },
    async (request) => priceFiles.getPriceFile(request.caller, request.params.configurationId, request.lang),
  );
};
