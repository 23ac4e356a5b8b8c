import {
  brandPartnerQuerySchema,
  calculationReplySchema,
  calculationWriteReplySchema,
  costBodySchema,
  discountBodySchema,
  discountTypesReplySchema,
  errorReplySchema,
  guidSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCalculationRepository } from './calculation.repository';
import { createCalculationService } from './calculation.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const idParams = z.object({
  id: guidSchema.describe('The configuration in the document (SalesDocumentConfigurationId)'),
});
const costParams = idParams.extend({ costId: guidSchema.describe('The cost row') });
const discountParams = idParams.extend({ discountId: guidSchema.describe('The discount row') });
const taxParams = idParams.extend({ taxOptionId: guidSchema.describe('The tax option') });
const tags = ['document-configuration'];

/** The calculation of a configuration in a document: costs, discounts, net costs, tax, and the discount types. */
export const calculationRoutes = async (app: FastifyInstance) => {
  const service = createCalculationService({ repository: createCalculationRepository(app.ctx.database.db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/configuration/:id/calculation',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The calculation of a configuration in a document, with the tax options and CanEdit',
        operationId: 'getDocumentConfigurationCalculation',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: calculationReplySchema, ...errors },
      },
    },
    async (request) =>
      service.getCalculation(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  routes.get(
    '/document/discountType',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The discount types (percentage, amount)',
        operationId: 'listDiscountTypes',
        response: { 200: discountTypesReplySchema, ...errors },
      },
    },
    async (request) => service.listDiscountTypes(request.lang),
  );

  for (const [segment, kind, name] of [
    ['additionalCost', 'additional', 'AdditionalCost'],
    ['netCost', 'net', 'NetCost'],
  ] as const) {
    // §7 writes the net cost's POST with a trailing slash; the router ignores trailing slashes, so both forms work.
    routes.post(
      `/document/configuration/:id/${segment}`,
      {
        config: { who: 'staff' },
        schema: {
          tags,
          summary: `Add a ${kind} cost to the configuration's calculation`,
          operationId: `add${name}`,
          params: idParams,
          body: costBodySchema,
          response: { 200: calculationWriteReplySchema, ...errors },
        },
      },
      async (request) => service.addCost(request.caller, request.params.id, kind, request.body),
    );
    routes.put(
      `/document/configuration/:id/${segment}/:costId`,
      {
        config: { who: 'staff' },
        schema: {
          tags,
          summary: `Change a ${kind} cost of the configuration's calculation`,
          operationId: `update${name}`,
          params: costParams,
          body: costBodySchema,
          response: { 200: calculationWriteReplySchema, ...errors },
        },
      },
      async (request) =>
        service.updateCost(request.caller, request.params.id, kind, request.params.costId, request.body),
    );
    routes.delete(
      `/document/configuration/:id/${segment}/:costId`,
      {
        config: { who: 'staff' },
        schema: {
          tags,
          summary: `Delete a ${kind} cost of the configuration's calculation`,
          operationId: `remove${name}`,
          params: costParams,
          querystring: brandPartnerQuerySchema,
          response: { 200: calculationWriteReplySchema, ...errors },
        },
      },
      async (request) =>
        service.deleteCost(
          request.caller,
          request.params.id,
          kind,
          request.params.costId,
          request.query.brandPartnerId,
        ),
    );
  }

  routes.post(
    '/document/configuration/:id/discount',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Add a discount to the configuration's calculation",
        operationId: 'addDiscount',
        params: idParams,
        body: discountBodySchema,
        response: { 200: calculationWriteReplySchema, ...errors },
      },
    },
    async (request) => service.addDiscount(request.caller, request.params.id, request.body),
  );
  routes.put(
    '/document/configuration/:id/discount/:discountId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Change a discount of the configuration's calculation",
        operationId: 'updateDiscount',
        params: discountParams,
        body: discountBodySchema,
        response: { 200: calculationWriteReplySchema, ...errors },
      },
    },
    async (request) =>
      service.updateDiscount(request.caller, request.params.id, request.params.discountId, request.body),
  );
  routes.delete(
    '/document/configuration/:id/discount/:discountId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Delete a discount of the configuration's calculation",
        operationId: 'removeDiscount',
        params: discountParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: calculationWriteReplySchema, ...errors },
      },
    },
    async (request) =>
      service.deleteDiscount(
        request.caller,
        request.params.id,
        request.params.discountId,
        request.query.brandPartnerId,
      ),
  );

  routes.put(
    '/document/configuration/:id/taxoption/:taxOptionId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Choose the configuration's tax option",
        operationId: 'setTaxOption',
        params: taxParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: calculationWriteReplySchema, ...errors },
      },
    },
    async (request) =>
      service.setTaxOption(request.caller, request.params.id, request.params.taxOptionId, request.query.brandPartnerId),
  );
};
