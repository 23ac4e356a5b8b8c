import {
  contactListSchema,
  contactsQuerySchema,
  errorReplySchema,
  guidSchema,
  languageListSchema,
  partnerUserListSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDocumentLookupsRepository } from './document-lookups.repository';
import { createDocumentLookupsService } from './document-lookups.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };
const bpiParams = z.object({ bpi: guidSchema.describe('The brand partner (storefront) id') });

/** `GET /brand/{id}/users`, `/brand/{id}/myusers`, `/brand/{id}/contacts`, `/selection/language/{documentId}`. */
export const documentLookupsRoutes = async (app: FastifyInstance) => {
  const service = createDocumentLookupsService({ repository: createDocumentLookupsRepository(app.ctx.database.db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/brand/:bpi/users',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['document'],
        summary: "Staff of the caller's partner and its child partners who can be assigned a document",
        operationId: 'listAssignableUsers',
        params: bpiParams,
        response: { 200: partnerUserListSchema, ...errors },
      },
    },
    async (request) => service.listUsers(request.caller, request.params.bpi, false),
  );

  routes.get(
    '/brand/:bpi/myusers',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['document'],
        summary: "Staff of the caller's own partner",
        operationId: 'listOwnPartnerUsers',
        params: bpiParams,
        response: { 200: partnerUserListSchema, ...errors },
      },
    },
    async (request) => service.listUsers(request.caller, request.params.bpi, true),
  );

  routes.get(
    '/brand/:bpi/contacts',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['document'],
        summary: 'Contacts of the partner chain and customer contacts of the brand partner',
        operationId: 'listContacts',
        params: bpiParams,
        querystring: contactsQuerySchema,
        response: { 200: contactListSchema, ...errors },
      },
    },
    async (request) => service.listContacts(request.caller, request.params.bpi, request.query.onlyParent),
  );

  routes.get(
    '/selection/language/:documentId',
    {
      config: { who: 'staff' },
      schema: {
        tags: ['document'],
        summary: 'Print and export languages of a document, its own language as the default',
        operationId: 'listDocumentLanguages',
        params: z.object({ documentId: guidSchema.describe('The sales document') }),
        response: { 200: languageListSchema, ...errors },
      },
    },
    async (request) => service.listDocumentLanguages(request.caller, request.params.documentId),
  );
};
