import { guidSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callRoutes } from '#server/plugins/call-routes';
import { createTermsRepository } from './terms.repository';
import { createTermsService } from './terms.service';

const _idParams = z.object({ id: guidSchema.describe('The sales document') });

/** The payment and delivery terms of a document. */
export const termsRoutes = async (app: FastifyInstance) => {
  const service = createTermsService({ repository: createTermsRepository(app.ctx.database.db) });
  const route = callRoutes(app);

  route('getDocumentTerms', async (request) =>
    service.getTerms(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  route('addPaymentTerm', async (request) => service.addPaymentTerm(request.caller, request.params.id, request.body));
  route('updatePaymentTerm', async (request) =>
    service.updatePaymentTerm(request.caller, request.params.id, request.params.termId, request.body, request.lang),
  );
  route('removePaymentTerm', async (request) =>
    service.deletePaymentTerm(request.caller, request.params.id, request.params.termId, request.query.brandPartnerId),
  );

  route('addDeliveryTerm', async (request) => service.addDeliveryTerm(request.caller, request.params.id, request.body));
  route('updateDeliveryTerm', async (request) =>
    service.updateDeliveryTerm(request.caller, request.params.id, request.params.termId, request.body, request.lang),
  );
  route('removeDeliveryTerm', async (request) =>
    service.deleteDeliveryTerm(request.caller, request.params.id, request.params.termId, request.query.brandPartnerId),
  );
};
