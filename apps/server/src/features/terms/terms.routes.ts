import {
  brandPartnerQuerySchema,
  deliveryTermBodySchema,
  errorReplySchema,
  guidSchema,
  paymentTermBodySchema,
  termsReplySchema,
  termWriteReplySchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTermsRepository } from './terms.repository';
import { createTermsService } from './terms.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const idParams = z.object({ id: guidSchema.describe('The sales document') });
const termParams = idParams.extend({ termId: guidSchema.describe('The term') });
const tags = ['terms'];

/** The payment and delivery terms of a document. */
export const termsRoutes = async (app: FastifyInstance) => {
  const service = createTermsService({ repository: createTermsRepository(app.ctx.database.db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/:id/terms',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "The document's payment terms (PaymentMethods, with Price) and delivery terms (PaymentTerms)",
        operationId: 'getDocumentTerms',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: termsReplySchema, ...errors },
      },
    },
    async (request) => service.getTerms(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  routes.post(
    '/document/:id/paymentTerm',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Add a payment term to the document',
        operationId: 'addPaymentTerm',
        params: idParams,
        body: paymentTermBodySchema,
        response: { 200: termWriteReplySchema, ...errors },
      },
    },
    async (request) => service.addPaymentTerm(request.caller, request.params.id, request.body),
  );
  routes.put(
    '/document/:id/paymentTerm/:termId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Change a payment term of the document',
        operationId: 'updatePaymentTerm',
        params: termParams,
        body: paymentTermBodySchema,
        response: { 200: termWriteReplySchema, ...errors },
      },
    },
    async (request) =>
      service.updatePaymentTerm(request.caller, request.params.id, request.params.termId, request.body, request.lang),
  );
  routes.delete(
    '/document/:id/paymentTerm/:termId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Delete a payment term of the document',
        operationId: 'removePaymentTerm',
        params: termParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: termWriteReplySchema, ...errors },
      },
    },
    async (request) =>
      service.deletePaymentTerm(request.caller, request.params.id, request.params.termId, request.query.brandPartnerId),
  );

  routes.post(
    '/document/:id/deliveryTerm',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Add a delivery term to the document',
        operationId: 'addDeliveryTerm',
        params: idParams,
        body: deliveryTermBodySchema,
        response: { 200: termWriteReplySchema, ...errors },
      },
    },
    async (request) => service.addDeliveryTerm(request.caller, request.params.id, request.body),
  );
  routes.put(
    '/document/:id/deliveryTerm/:termId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Change a delivery term of the document',
        operationId: 'updateDeliveryTerm',
        params: termParams,
        body: deliveryTermBodySchema,
        response: { 200: termWriteReplySchema, ...errors },
      },
    },
    async (request) =>
      service.updateDeliveryTerm(request.caller, request.params.id, request.params.termId, request.body, request.lang),
  );
  routes.delete(
    '/document/:id/deliveryTerm/:termId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Delete a delivery term of the document',
        operationId: 'removeDeliveryTerm',
        params: termParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: termWriteReplySchema, ...errors },
      },
    },
    async (request) =>
      service.deleteDeliveryTerm(
        request.caller,
        request.params.id,
        request.params.termId,
        request.query.brandPartnerId,
      ),
  );
};
