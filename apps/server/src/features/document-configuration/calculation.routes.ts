import { errorReplySchema, guidSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callRoutes } from '#server/plugins/call-routes';
import { createCalculationRepository } from './calculation.repository';
import { createCalculationService } from './calculation.service';

const _errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const idParams = z.object({
  id: guidSchema.describe('The configuration in the document (SalesDocumentConfigurationId)'),
});
const _costParams = idParams.extend({ costId: guidSchema.describe('The cost row') });
const _tags = ['document-configuration'];

/** The calculation of a configuration in a document: costs, discounts, net costs, tax, and the discount types. */
export const calculationRoutes = async (app: FastifyInstance) => {
  const service = createCalculationService({ repository: createCalculationRepository(app.ctx.database.db) });
  const route = callRoutes(app);

  route('getDocumentConfigurationCalculation', async (request) =>
    service.getCalculation(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  route('listDiscountTypes', async (request) => service.listDiscountTypes(request.lang));

  for (const [kind, name] of [
    ['additional', 'AdditionalCost'],
    ['net', 'NetCost'],
  ] as const) {
    route(`add${name}`, async (request) => service.addCost(request.caller, request.params.id, kind, request.body));
    route(`update${name}`, async (request) =>
      service.updateCost(request.caller, request.params.id, kind, request.params.costId, request.body),
    );
    route(`remove${name}`, async (request) =>
      service.deleteCost(request.caller, request.params.id, kind, request.params.costId, request.query.brandPartnerId),
    );
  }

  route('addDiscount', async (request) => service.addDiscount(request.caller, request.params.id, request.body));
  route('updateDiscount', async (request) =>
    service.updateDiscount(request.caller, request.params.id, request.params.discountId, request.body),
  );
  route('removeDiscount', async (request) =>
    service.deleteDiscount(request.caller, request.params.id, request.params.discountId, request.query.brandPartnerId),
  );

  route('setTaxOption', async (request) =>
    service.setTaxOption(request.caller, request.params.id, request.params.taxOptionId, request.query.brandPartnerId),
  );
};
