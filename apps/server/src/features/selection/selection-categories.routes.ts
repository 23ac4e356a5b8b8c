import {
  bpiParamsSchema,
  errorReplySchema,
  selectionCategoriesReplySchema,
  selectionQuerySchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VARIANT_AUDIENCE } from '../../policies/configuration.policy';
import { getCatalogueStore } from '../../services/catalogue/catalogue-store';
import { createSelectionCategoriesService } from './selection-categories.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** `POST /selection/categories/{bpi}` and `/selection/auth/categories/{bpi}`. */
export const selectionCategoriesRoutes = async (app: FastifyInstance) => {
  const service = createSelectionCategoriesService({ store: getCatalogueStore(app.ctx.database) });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [variant, path] of [
    ['public', '/selection/categories/:bpi'],
    ['auth', '/selection/auth/categories/:bpi'],
  ] as const) {
    routes.post(
      path,
      {
        config: { who: VARIANT_AUDIENCE[variant] },
        schema: {
          tags: ['selection'],
          summary: 'Selection categories with their values',
          operationId: variant === 'public' ? 'getSelectionCategories' : 'getSelectionCategoriesAuth',
          params: bpiParamsSchema,
          body: selectionQuerySchema,
          response: { 200: selectionCategoriesReplySchema, ...errors },
        },
      },
      async (request) =>
        service.listCategories(request.caller, variant, request.params.bpi, request.body, request.lang),
    );
  }
};
