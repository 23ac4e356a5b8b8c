import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createSelectionLookupsRepository } from './selection-lookups.repository';
import { createSelectionLookupsService, REFERENCE_CHANNEL } from './selection-lookups.service';

/** `GET /selection/countrylist`, `/selection/language`, `/selection/documenttype/{bpi}`. */
export const selectionLookupsRoutes = async (app: FastifyInstance) => {
  const service = createSelectionLookupsService({ repository: createSelectionLookupsRepository(app.ctx.database.db) });
  const forget = () => service.forgetCountries();
  const stopListening = await app.ctx.database.listen(REFERENCE_CHANNEL, forget, forget);
  app.addHook('onClose', stopListening);
  const route = callRoutes(app);

  route('listCountries', async (request) => service.listCountries(request.lang));

  route('listLanguages', async () => service.listLanguages());

  route('listDocumentTypes', async (request) =>
    service.listDocumentTypes(request.caller, request.params.brandPartnerId, request.lang),
  );
};
