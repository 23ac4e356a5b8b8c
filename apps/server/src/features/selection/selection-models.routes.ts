import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { selectionCategoriesRoutes } from './selection-categories.routes';
import { createSelectionModelsService } from './selection-models.service';

/** `POST /selection/models/{bpi}` and `/selection/auth/models/{bpi}`, and the category routes beside them. */
export const selectionModelsRoutes = async (app: FastifyInstance) => {
  const service = createSelectionModelsService({ store: getCatalogueStore(app.ctx.database) });
  const route = callRoutes(app);
  for (const [variant, id] of [
    ['public', 'getModels'],
    ['auth', 'getModelsAuth'],
  ] as const) {
    route(id, async (request) =>
      service.listModels(request.caller, variant, request.params.bpi, request.body, request.lang),
    );
  }
  await app.register(selectionCategoriesRoutes);
};
