import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { createSelectionCategoriesService } from './selection-categories.service';

/** `POST /selection/categories/{bpi}` and `/selection/auth/categories/{bpi}`. */
export const selectionCategoriesRoutes = async (app: FastifyInstance) => {
  const service = createSelectionCategoriesService({ store: getCatalogueStore(app.ctx.database) });
  const route = callRoutes(app);
  for (const [variant, id] of [
    ['public', 'getSelectionCategories'],
    ['auth', 'getSelectionCategoriesAuth'],
  ] as const) {
    route(id, async (request) =>
      service.listCategories(request.caller, variant, request.params.bpi, request.body, request.lang),
    );
  }
};
