import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createBrandService } from './brand.service';

/** `GET /brand`, `/brand/{bpi}/active`, `/brand/{bpi}/data`, `/footer/{bpi}`. */
export const brandRoutes = async (app: FastifyInstance) => {
  const brandService = createBrandService({ db: app.ctx.database.db });
  const route = callRoutes(app);

  route('listBrands', async (request) => brandService.listBrands(request.caller, request.lang));

  route('getBrandActive', async (request) => brandService.getActive(request.params.bpi, request.lang));

  route('getBrandData', async (request) =>
    brandService.getBrandData(request.params.bpi, request.query.variant, request.lang),
  );

  route('getFooter', async (request) => brandService.getFooter(request.params.bpi, request.lang));
};
