import {
  brandPartnerQuerySchema,
  changeDocumentContactBodySchema,
  documentBrandPartnerBodySchema,
  documentContactBodySchema,
  documentContactReplySchema,
  documentDetailSchema,
  documentHistoryReplySchema,
  documentUpdateBodySchema,
  errorReplySchema,
  guidSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDocumentRepository } from './document.repository';
import { createDocumentService } from './document.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const idParams = z.object({ id: guidSchema.describe('The sales document') });
const documentParams = z.object({ documentId: guidSchema.describe('The sales document') });
const tags = ['document'];

/** The document workspace: detail, commission and customer number, comment, contact, contact data, history. */
export const documentRoutes = async (app: FastifyInstance) => {
  const service = createDocumentService({ repository: createDocumentRepository(app.ctx.database.db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/document/:id',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The document detail with its configurations in position order',
        operationId: 'getDocument',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: documentDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(request.caller, request.params.id, request.query.brandPartnerId, request.lang),
  );

  routes.put(
    '/document/:id',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Change the commission and the customer number (max 255 each); replies with the detail',
        operationId: 'updateDocument',
        params: idParams,
        body: documentUpdateBodySchema,
        response: { 200: documentDetailSchema, ...errors },
      },
    },
    async (request) => service.update(request.caller, request.params.id, request.body, request.lang),
  );

  routes.post(
    '/document/:id/removeComment',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Remove the document's comment; replies with the detail",
        operationId: 'removeDocumentComment',
        params: idParams,
        body: documentBrandPartnerBodySchema,
        response: { 200: documentDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.removeComment(request.caller, request.params.id, request.body.BrandPartnerId, request.lang),
  );

  routes.post(
    '/document/:id/changecontact',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Copy a contact of /brand/{id}/contacts into the document's contact; replies with the detail",
        operationId: 'setDocumentContact',
        params: idParams,
        body: changeDocumentContactBodySchema,
        response: { 200: documentDetailSchema, ...errors },
      },
    },
    async (request) => service.changeContact(request.caller, request.params.id, request.body, request.lang),
  );

  routes.get(
    '/document/:documentId/contact',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The contact data of the document: contact, delivery and receipt blocks',
        operationId: 'getDocumentContact',
        params: documentParams,
        response: { 200: documentContactReplySchema, ...errors },
      },
    },
    async (request) => service.contact(request.caller, request.params.documentId),
  );

  routes.post(
    '/document/:documentId/contact',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Save the contact data of the document (null for an unticked block); replies with it as stored',
        operationId: 'updateDocumentContactData',
        params: documentParams,
        body: documentContactBodySchema,
        response: { 200: documentContactReplySchema, ...errors },
      },
    },
    async (request) => service.saveContact(request.caller, request.params.documentId, request.body),
  );

  routes.get(
    '/document/:id/history',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The history of the document and of its configurations, newest first',
        operationId: 'getDocumentHistory',
        params: idParams,
        response: { 200: documentHistoryReplySchema, ...errors },
      },
    },
    async (request) => service.history(request.caller, request.params.id, request.lang),
  );
};
