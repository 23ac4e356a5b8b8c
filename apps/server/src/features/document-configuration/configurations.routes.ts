import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { createConfigurationsRepository } from './configurations.repository';
import { createConfigurationsService } from './configurations.service';

/** The configurations in a document: position data, copy, delete, quantity, add from the configurator, new version. */
export const documentConfigurationsRoutes = async (app: FastifyInstance) => {
  const service = createConfigurationsService({
    repository: createConfigurationsRepository(app.ctx.database.db),
    store: getCatalogueStore(app.ctx.database),
  });
  const route = callRoutes(app);

  route('getDocumentConfigurationPosition', async (request) =>
    service.getPosition(request.caller, request.params.id, request.query.brandPartnerId ?? null),
  );

  route('updateDocumentConfigurationPosition', async (request) =>
    service.updatePosition(request.caller, request.params.id, request.body),
  );

  route('setDocumentConfigurationQuantity', async (request) =>
    service.changeQuantity(request.caller, request.params.id, request.body),
  );

  route('createDocumentConfigurationCopy', async (request) =>
    service.copy(request.caller, request.params.id, request.query.brandPartnerId),
  );

  route('removeDocumentConfiguration', async (request) =>
    service.remove(request.caller, request.params.id, request.query.brandPartnerId),
  );

  route('addDocumentConfiguration', async (request) =>
    service.addToDocument(request.caller, request.params.id, request.query),
  );

  route('createDocumentConfigurationVersion', async (request) =>
    service.cloneVersion(
      request.caller,
      request.params.configurationId,
      request.params.documentId,
      request.query.brandPartnerId,
    ),
  );
};
