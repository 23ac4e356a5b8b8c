import {
  brandActiveSchema,
  brandDataSchema,
  brandListSchema,
  errorReplySchema,
  footerSchema,
  guidSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBrandService } from './brand.service';

const bpiParams = z.object({ bpi: guidSchema.describe('The brand partner (storefront) id') });
const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** `GET /brand`, `/brand/{bpi}/active`, `/brand/{bpi}/data`, `/footer/{bpi}`. */
export const brandRoutes = async (app: FastifyInstance) => {
  const brandService = createBrandService({ db: app.ctx.database.db });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/brand',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['brand'],
        summary: 'Storefronts the staff user may switch between',
        operationId: 'listBrands',
        response: { 200: brandListSchema, ...errors },
      },
    },
    async (request) => brandService.listBrands(request.caller, request.lang),
  );

  routes.get(
    '/brand/:bpi/active',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['brand'],
        summary: 'Whether a storefront is active, and the storefront to go to when it is not',
        operationId: 'getBrandActive',
        params: bpiParams,
        response: { 200: brandActiveSchema, ...errors },
      },
    },
    async (request) => brandService.getActive(request.params.bpi, request.lang),
  );

  routes.get(
    '/brand/:bpi/data',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['brand'],
        summary: 'Theme of a storefront; variant=documents for the public documents pages',
        operationId: 'getBrandData',
        params: bpiParams,
        querystring: z.object({
          variant: z
            .enum(['main', 'documents'])
            .default('main')
            .describe('main for the configurator, documents for the public documents pages'),
        }),
        response: { 200: brandDataSchema, ...errors },
      },
    },
    async (request) => brandService.getBrandData(request.params.bpi, request.query.variant, request.lang),
  );

  routes.get(
    '/footer/:bpi',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['brand'],
        summary: 'Footer links of a storefront (up to three)',
        operationId: 'getFooter',
        params: bpiParams,
        response: { 200: footerSchema, ...errors },
      },
    },
    async (request) => brandService.getFooter(request.params.bpi, request.lang),
  );
};
