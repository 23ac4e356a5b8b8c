import {
  addConfigurationQuerySchema,
  brandPartnerQuerySchema,
  changeQuantityBodySchema,
  cloneConfigurationReplySchema,
  configurationPositionDataSchema,
  deleteDocumentConfigurationReplySchema,
  documentConfigurationReplySchema,
  errorReplySchema,
  guidSchema,
  optionalIdSchema,
  updateConfigurationPositionBodySchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCatalogueStore } from '../../services/catalogue/catalogue-store';
import { createConfigurationsRepository } from './configurations.repository';
import { createConfigurationsService } from './configurations.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const lineParams = z.object({
  id: guidSchema.describe('The configuration in the document (SalesDocumentConfigurationId)'),
});
const tags = ['document-configuration'];

/** The configurations in a document: position data, copy, delete, quantity, add from the configurator, new version. */
export const documentConfigurationsRoutes = async (app: FastifyInstance) => {
  const service = createConfigurationsService({
    repository: createConfigurationsRepository(app.ctx.database.db),
    store: getCatalogueStore(app.ctx.database),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/configuration/:id',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Position data of a configuration in a document',
        operationId: 'getDocumentConfigurationPosition',
        params: lineParams,
        querystring: z.object({ brandPartnerId: optionalIdSchema }),
        response: { 200: configurationPositionDataSchema, ...errors },
      },
    },
    async (request) => service.getPosition(request.caller, request.params.id, request.query.brandPartnerId ?? null),
  );

  routes.put(
    '/document/configuration/:id',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Change the position data (customer position, sub-position, delivery date, commission)',
        operationId: 'updateDocumentConfigurationPosition',
        params: lineParams,
        body: updateConfigurationPositionBodySchema,
        response: { 200: documentConfigurationReplySchema, ...errors },
      },
    },
    async (request) => service.updatePosition(request.caller, request.params.id, request.body),
  );

  routes.put(
    '/document/configuration/:id/changeQuantity',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Change the quantity (1 to 100) of a configuration in a document',
        operationId: 'setDocumentConfigurationQuantity',
        params: lineParams,
        body: changeQuantityBodySchema,
        response: { 200: documentConfigurationReplySchema, ...errors },
      },
    },
    async (request) => service.changeQuantity(request.caller, request.params.id, request.body),
  );

  routes.post(
    '/document/configuration/:id/copy',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Copy a configuration in a document to the position right after it',
        operationId: 'createDocumentConfigurationCopy',
        params: lineParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: documentConfigurationReplySchema, ...errors },
      },
    },
    async (request) => service.copy(request.caller, request.params.id, request.query.brandPartnerId),
  );

  routes.delete(
    '/document/configuration/:id',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Remove a configuration from a document (the positions after it move up)',
        operationId: 'removeDocumentConfiguration',
        params: lineParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: deleteDocumentConfigurationReplySchema, ...errors },
      },
    },
    async (request) => service.remove(request.caller, request.params.id, request.query.brandPartnerId),
  );

  routes.post(
    '/document/:id',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Put a configuration into a document (at position p, else last), or replace it when already in it',
        operationId: 'addDocumentConfiguration',
        params: z.object({ id: guidSchema.describe('The sales document') }),
        querystring: addConfigurationQuerySchema,
        response: { 200: documentConfigurationReplySchema, ...errors },
      },
    },
    async (request) => service.addToDocument(request.caller, request.params.id, request.query),
  );

  routes.post(
    '/configurator/:configurationId/clone/:documentId',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'A new version of a configuration of the document (a clone right after it)',
        operationId: 'createDocumentConfigurationVersion',
        params: z.object({ configurationId: guidSchema, documentId: guidSchema.describe('The sales document') }),
        querystring: brandPartnerQuerySchema,
        response: { 200: cloneConfigurationReplySchema, ...errors },
      },
    },
    async (request) =>
      service.cloneVersion(
        request.caller,
        request.params.configurationId,
        request.params.documentId,
        request.query.brandPartnerId,
      ),
  );
};
