import { bpiParamsSchema, errorReplySchema, selectionModelsReplySchema, selectionQuerySchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VARIANT_AUDIENCE } from '../../policies/configuration.policy';
import { getCatalogueStore } from '../../services/catalogue/catalogue-store';
import { selectionCategoriesRoutes } from './selection-categories.routes';
import { createSelectionModelsService } from './selection-models.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** `POST /selection/models/{bpi}` and `/selection/auth/models/{bpi}`, and the category routes beside them. */
export const selectionModelsRoutes = async (app: FastifyInstance) => {
  const service = createSelectionModelsService({ store: getCatalogueStore(app.ctx.database) });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [variant, path] of [
    ['public', '/selection/models/:bpi'],
    ['auth', '/selection/auth/models/:bpi'],
  ] as const) {
    routes.post(
      path,
      {
        config: { who: VARIANT_AUDIENCE[variant] },
        schema: {
          tags: ['selection'],
          summary: 'Models matching the filters, special offers first, in pages of 25',
          operationId: variant === 'public' ? 'getModels' : 'getModelsAuth',
          params: bpiParamsSchema,
          body: selectionQuerySchema,
          response: { 200: selectionModelsReplySchema, ...errors },
        },
      },
      async (request) => service.listModels(request.caller, variant, request.params.bpi, request.body, request.lang),
    );
  }
  await app.register(selectionCategoriesRoutes);
};
