import {
  countryListSchema,
  documentTypeListSchema,
  errorReplySchema,
  guidSchema,
  languageListSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSelectionLookupsRepository } from './selection-lookups.repository';
import { createSelectionLookupsService, REFERENCE_CHANNEL } from './selection-lookups.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** `GET /selection/countrylist`, `/selection/language`, `/selection/documenttype/{bpi}`. */
export const selectionLookupsRoutes = async (app: FastifyInstance) => {
  const service = createSelectionLookupsService({ repository: createSelectionLookupsRepository(app.ctx.database.db) });
  const forget = () => service.forgetCountries();
  const stopListening = await app.ctx.database.listen(REFERENCE_CHANNEL, forget, forget);
  app.addHook('onClose', stopListening);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/selection/countrylist',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['selection'],
        summary: 'Countries, names in the caller language',
        operationId: 'listCountries',
        response: { 200: countryListSchema, ...errors },
      },
    },
    async (request) => service.listCountries(request.lang),
  );

  routes.get(
    '/selection/language',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['selection'],
        summary: 'Languages of the interface',
        operationId: 'listLanguages',
        response: { 200: languageListSchema, ...errors },
      },
    },
    async () => service.listLanguages(),
  );

  routes.get(
    '/selection/documenttype/:brandPartnerId',
    {
      config: { who: 'anyone' },
      schema: {
        tags: ['selection'],
        summary: 'Document types of a brand partner the user acts for, names in the caller language',
        operationId: 'listDocumentTypes',
        params: z.object({ brandPartnerId: guidSchema.describe('The brand partner') }),
        response: { 200: documentTypeListSchema, ...errors },
      },
    },
    async (request) => service.listDocumentTypes(request.caller, request.params.brandPartnerId, request.lang),
  );
};
